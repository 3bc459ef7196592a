// The GL side of the shape atlas (ShapeAtlas): one RGBA8 texture of the atlas's fixed size, made once, and the rows a
// frame uses uploaded in one call when they changed. Bound for the `.shape` quad runs.
internal import CSDL2

final class ShapeAtlasTexture {
    private(set) var texture: GLuint = 0
    private var size = (width: 0, rows: 0)

    deinit { if texture != 0 { glDeleteTextures(1, &texture) } }

    /// Uploads the atlas's used rows if they changed (making the texture on first use).
    func upload(_ atlas: ShapeAtlas) {
        guard atlas.usedRows > 0 else { return }
        if texture == 0 || size != (atlas.width, atlas.rows) {
            if texture == 0 { glGenTextures(1, &texture) }
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(atlas.width), GLsizei(atlas.rows), 0,
                         GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
            GLSampling.clampToEdge()
            size = (atlas.width, atlas.rows)
        } else if !atlas.changed {
            return
        } else {
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        }
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        atlas.pixels.withUnsafeBytes { bytes in
            glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(atlas.width),
                            GLsizei(min(atlas.usedRows, bytes.count / (atlas.width * 4))), GLenum(GL_RGBA),
                            GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
    }
}
