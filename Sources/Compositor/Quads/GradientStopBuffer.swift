// The frame's gradient stops (FrameBuilder+Gradient) in a buffer texture the gradient shader variant reads with
// texelFetch (QuadShaders+Fragment `gradientColor`): uploaded once per frame that has gradients, orphaned before
// each fill, grown geometrically, so steady-state frames allocate nothing.
internal import CSDL2

/// A reusable RGBA32F buffer texture of gradient stops, bound on its own texture unit.
final class GradientStopBuffer {
    static let unit: GLint = 4
    private var buffer: GLuint = 0
    private var view: GLuint = 0
    private var capacity = 0

    init() {
        glGenBuffers(1, &buffer)
        glGenTextures(1, &view)
        reserve(64)
    }

    deinit {
        glDeleteTextures(1, &view)
        glDeleteBuffers(1, &buffer)
    }

    /// Uploads the frame's stops (nothing when the frame has no gradient).
    func upload(_ stops: UnsafeBufferPointer<SIMD4<Float>>) {
        guard let base = stops.baseAddress, !stops.isEmpty else { return }
        if stops.count > capacity { reserve(max(stops.count, capacity * 2)) }
        glBindBuffer(GLenum(GL_TEXTURE_BUFFER), buffer)
        let stride = MemoryLayout<SIMD4<Float>>.stride
        glBufferData(GLenum(GL_TEXTURE_BUFFER), capacity * stride, nil, GLenum(GL_STREAM_DRAW))
        glBufferSubData(GLenum(GL_TEXTURE_BUFFER), 0, stops.count * stride, base)
        glBindBuffer(GLenum(GL_TEXTURE_BUFFER), 0)
    }

    /// Binds the stop texture on its unit; texture unit 0 is active afterwards.
    func bind() {
        glActiveTexture(GLenum(GL_TEXTURE0 + GradientStopBuffer.unit))
        glBindTexture(GLenum(GL_TEXTURE_BUFFER), view)
        glActiveTexture(GLenum(GL_TEXTURE0))
    }

    /// Gives the buffer storage for `texels` texels and attaches the texture view to it.
    private func reserve(_ texels: Int) {
        capacity = texels
        glBindBuffer(GLenum(GL_TEXTURE_BUFFER), buffer)
        glBufferData(GLenum(GL_TEXTURE_BUFFER), capacity * MemoryLayout<SIMD4<Float>>.stride, nil,
                     GLenum(GL_STREAM_DRAW))
        glBindBuffer(GLenum(GL_TEXTURE_BUFFER), 0)
        glActiveTexture(GLenum(GL_TEXTURE0 + GradientStopBuffer.unit))
        glBindTexture(GLenum(GL_TEXTURE_BUFFER), view)
        glTexBuffer(GLenum(GL_TEXTURE_BUFFER), GLenum(GL_RGBA32F), buffer)
        glActiveTexture(GLenum(GL_TEXTURE0))
    }
}
