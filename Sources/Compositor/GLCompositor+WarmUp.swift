// Driver work done before the first frame instead of inside a later one (docs/architecture.md "Driver warm-up"). A GL
// driver prepares a path at its first use: llvmpipe compiles the shaders behind glBlitFramebuffer from an RGBA8
// texture into SDL's offscreen pbuffer (its blitter's programs, ~80 M instructions) the first time a transition
// snapshot is copied (GLCompositor+SnapshotCopy), so the first push of a run drew its first frame late by that
// compile. Hosts that draw to deadlines call `warmUp` once, before their first frame.
internal import CSDL2

extension GLCompositor {
    /// Copies one pixel, as a snapshot copy does, from a target of a snapshot's format and size (the frame's,
    /// `pixelWidth`×`pixelHeight`: llvmpipe's sampling code differs for sides that are powers of two) into pixel
    /// (0, 0) of the current framebuffer, so the driver prepares that blit now. The caller's first frame is drawn
    /// whole over that pixel (nothing is kept before it); the current framebuffer stays bound.
    package func warmUp(pixelWidth: Int, pixelHeight: Int) {
        var bound: GLint = 0
        glGetIntegerv(GLenum(GL_FRAMEBUFFER_BINDING), &bound)
        let output = GLuint(bound)
        defer { glBindFramebuffer(GLenum(GL_FRAMEBUFFER), output) }
        let source = RenderTarget()
        guard source.ensureSize(width: max(pixelWidth, 1), height: max(pixelHeight, 1)) else { return }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), source.framebuffer)
        glDisable(GLenum(GL_SCISSOR_TEST))
        glClearColor(0, 0, 0, 0)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), source.framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), output)
        glBlitFramebuffer(0, 0, 1, 1, 0, 0, 1, 1, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
    }
}
