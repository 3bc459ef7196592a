// The GL side of the text atlas (Text/TextAtlas): one linearly filtered RGBA8 texture per page, made when the page
// first receives an image and deleted when the builder drops the page, and each new text image uploaded into its
// rectangle once, the rectangle cleared first so a transparent pixel surrounds the image and filtering at its edge
// never reads a neighbour.
internal import CSDL2
import QuartzCore

/// The text atlas's page textures.
final class TextAtlasTextures {
    private(set) var pages: [GLuint] = []
    /// A cleared rectangle's pixels, and rows of an image whose rows are not whole pixels (reused).
    private var scratch: [UInt8] = []

    deinit { trim(to: 0) }

    /// Uploads the images the builder placed this frame, making page textures as needed.
    func upload(_ atlas: TextAtlas) {
        guard !atlas.uploads.isEmpty else { return }
        let side = atlas.pages.pageSide
        glActiveTexture(GLenum(GL_TEXTURE0))
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        for (image, slot) in atlas.uploads {
            while pages.count <= slot.page { pages.append(TextAtlasTextures.makePage(side: side)) }
            glBindTexture(GLenum(GL_TEXTURE_2D), pages[slot.page])
            let clearBytes = slot.width * slot.height * 4
            if scratch.count < clearBytes { scratch = [UInt8](repeating: 0, count: clearBytes) }
            scratch.withUnsafeMutableBytes { bytes in
                bytes.baseAddress?.initializeMemory(as: UInt8.self, repeating: 0, count: clearBytes)
                glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, GLint(slot.x), GLint(slot.y), GLsizei(slot.width),
                                GLsizei(slot.height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
            }
            upload(image, x: slot.bitmapX, y: slot.bitmapY)
        }
        atlas.uploads.removeAll(keepingCapacity: true)
    }

    /// Deletes the textures of the pages past the first `count` (the builder dropped them).
    func trim(to count: Int) {
        while pages.count > count {
            var texture = pages.removeLast()
            glDeleteTextures(1, &texture)
        }
    }

    /// Writes `image`'s rows, top row first as TextureCache uploads them, with its top-left pixel at (x, y).
    private func upload(_ image: CGImage, x: Int, y: Int) {
        if image.bytesPerRow % 4 == 0 {
            glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), GLint(image.bytesPerRow / 4))
            image.pixels.withUnsafeBytes { bytes in
                glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, GLint(x), GLint(y), GLsizei(image.width),
                                GLsizei(image.height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
            }
            glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), 0)
            return
        }
        let rowBytes = image.width * 4
        if scratch.count < rowBytes * image.height { scratch = [UInt8](repeating: 0, count: rowBytes * image.height) }
        for row in 0..<image.height {
            for column in 0..<rowBytes { scratch[row * rowBytes + column] = image.pixels[row * image.bytesPerRow + column] }
        }
        scratch.withUnsafeBytes { bytes in
            glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, GLint(x), GLint(y), GLsizei(image.width), GLsizei(image.height),
                            GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
    }

    private static func makePage(side: Int) -> GLuint {
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(side), GLsizei(side), 0, GLenum(GL_RGBA),
                     GLenum(GL_UNSIGNED_BYTE), nil)
        GLSampling.clampToEdge()
        return texture
    }
}
