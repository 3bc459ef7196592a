// GPU textures for layer contents, keyed by CGImage.identifier (docs/architecture.md "Frame cost": "textures cached by identifier"): an
// image uploads once and is reused every frame it stays on screen; textures unused for a while are deleted.
internal import CSDL2
import QuartzCore

/// Owns the contents textures. Lookups are integer-keyed; steady-state frames allocate nothing.
final class TextureCache {
    private struct Entry {
        var texture: GLuint
        var lastUsedFrame: UInt64
        /// Whether the texture has its mipmap chain (made on first trilinear use, CALayer minificationFilter).
        var hasMipmaps = false
    }

    private var entries: [UInt64: Entry] = [:]
    private var frame: UInt64 = 0
    private var staleKeys: [UInt64] = []
    /// Frames a texture may go unused before it is deleted.
    let keepFrames: UInt64 = 120
    /// The driver's largest texture side.
    let maxSize: Int

    init() {
        var size: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_TEXTURE_SIZE), &size)
        maxSize = Int(max(size, 1))
    }

    deinit {
        for entry in entries.values {
            var texture = entry.texture
            glDeleteTextures(1, &texture)
        }
    }

    /// Number of textures currently held.
    var count: Int { entries.count }

    /// The texture for `image`, uploading it on first use.
    func texture(for image: CGImage) -> GLuint {
        if var entry = entries[image.identifier] {
            entry.lastUsedFrame = frame
            entries[image.identifier] = entry
            return entry.texture
        }
        let texture = TextureCache.upload(image)
        entries[image.identifier] = Entry(texture: texture, lastUsedFrame: frame)
        return texture
    }

    /// Gives the texture of `image` its mipmap chain (uploading the image first if needed), once: GL then picks
    /// the levels for trilinear sampling (LINEAR_MIPMAP_LINEAR), while the shader's other paths read level 0 only.
    func ensureMipmaps(for image: CGImage) {
        let texture = texture(for: image)
        guard entries[image.identifier]?.hasMipmaps == false else { return }
        entries[image.identifier]?.hasMipmaps = true
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glGenerateMipmap(GLenum(GL_TEXTURE_2D))
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR_MIPMAP_LINEAR)
    }

    /// Deletes the texture of `image` now (an image that will not be drawn again, such as a replaced shape raster).
    func release(_ image: CGImage) {
        if var texture = entries.removeValue(forKey: image.identifier)?.texture { glDeleteTextures(1, &texture) }
    }

    /// Ends a frame: deletes textures that have not been used for `keepFrames` frames (checked now and then).
    func endFrame() {
        frame += 1
        guard frame % 60 == 0 else { return }
        staleKeys.removeAll(keepingCapacity: true)
        for (key, entry) in entries where frame - entry.lastUsedFrame > keepFrames { staleKeys.append(key) }
        for key in staleKeys {
            if var texture = entries.removeValue(forKey: key)?.texture { glDeleteTextures(1, &texture) }
        }
    }

    private static func upload(_ image: CGImage) -> GLuint {
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        // CGImage rows may be padded; bytesPerRow is a whole number of pixels or the rows are repacked.
        if image.bytesPerRow % 4 == 0 {
            glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), GLint(image.bytesPerRow / 4))
            image.pixels.withUnsafeBytes { bytes in
                glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(image.width), GLsizei(image.height), 0,
                             GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
            }
            glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), 0)
        } else {
            var packed = [UInt8](repeating: 0, count: image.width * image.height * 4)
            for row in 0..<image.height {
                for column in 0..<(image.width * 4) {
                    packed[row * image.width * 4 + column] = image.pixels[row * image.bytesPerRow + column]
                }
            }
            packed.withUnsafeBytes { bytes in
                glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(image.width), GLsizei(image.height), 0,
                             GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
            }
        }
        // Linear filtering (spec §1.5 minification/magnificationFilter default "linear"); edges clamp so
        // contentsRect outside the unit square repeats the border pixels instead of wrapping.
        GLSampling.clampToEdge()
        return texture
    }
}
