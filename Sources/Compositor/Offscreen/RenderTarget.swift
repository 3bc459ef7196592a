// One offscreen colour buffer (an RGBA8 texture behind a framebuffer object) the size of the frame, used for
// group opacity and mask layers (docs/architecture.md "The compositor": "allowsGroupOpacity through an offscreen group"), or of a shadow's texture
// (FrameBuilder+CompositedShadow), which is sampled between texels and so filtered linearly.
internal import CSDL2

/// An RGBA8 texture with its framebuffer, resized in place when the frame size changes.
final class RenderTarget {
    private(set) var framebuffer: GLuint = 0
    private(set) var texture: GLuint = 0
    private(set) var width = 0
    private(set) var height = 0
    /// GL_NEAREST for targets read back pixel for pixel, GL_LINEAR for those drawn scaled.
    private let filter: GLint

    init(filter: GLint = GL_NEAREST) {
        self.filter = filter
        glGenFramebuffers(1, &framebuffer)
        glGenTextures(1, &texture)
    }

    deinit {
        glDeleteFramebuffers(1, &framebuffer)
        glDeleteTextures(1, &texture)
    }

    /// Makes the storage `width`×`height` pixels (no-op when it already is). Returns false, with one message,
    /// when the driver cannot render to it.
    func ensureSize(width: Int, height: Int) -> Bool {
        guard width != self.width || height != self.height else { return true }
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0, GLenum(GL_RGBA),
                     GLenum(GL_UNSIGNED_BYTE), nil)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), filter)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), filter)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            CompositorDiagnostics.reportOnce(CompositorError.framebufferIncomplete(status: UInt32(status)).description
                + "; group opacity and masks are drawn without their offscreen pass.")
            return false
        }
        self.width = width
        self.height = height
        return true
    }
}
