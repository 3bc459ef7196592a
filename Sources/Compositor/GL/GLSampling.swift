// How the compositor's sampled textures read (spec §1.5 minification/magnificationFilter default "linear"): one
// filter both ways, and edges clamped, so texture coordinates past the edge repeat the border texels instead of
// wrapping round to the other side.
internal import CSDL2

enum GLSampling {
    /// Sets the bound 2-D texture's filters to `filter` and clamps both axes to the edge.
    static func clampToEdge(filter: GLint = GL_LINEAR) {
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), filter)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), filter)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
    }
}
