// Draws every layer quad of a frame in one instanced draw call (DESIGN.md compositor: batching).
// The instance buffer grows geometrically and is reused, so steady-state frames allocate nothing.
import CSDL2

/// Owns the quad program, the unit-quad vertices and a reusable instance buffer.
final class QuadBatchRenderer {
    private let program: GLProgram
    private var vertexArray: GLuint = 0
    private var cornerBuffer: GLuint = 0
    private var instanceBuffer: GLuint = 0
    private var instanceCapacity = 0

    init() throws {
        program = try GLProgram(name: "layer quad", vertexSource: QuadShaders.vertex, fragmentSource: QuadShaders.fragment)
        glGenVertexArrays(1, &vertexArray)
        glBindVertexArray(vertexArray)

        let corners: [Float] = [0, 0, 1, 0, 0, 1, 1, 1]
        glGenBuffers(1, &cornerBuffer)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), cornerBuffer)
        corners.withUnsafeBytes { bytes in
            glBufferData(GLenum(GL_ARRAY_BUFFER), bytes.count, bytes.baseAddress, GLenum(GL_STATIC_DRAW))
        }
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 8, nil)

        glGenBuffers(1, &instanceBuffer)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), instanceBuffer)
        let stride = GLsizei(QuadInstance.stride)
        // Locations 1-4: the matrix columns; 5-8: fill, border, geometry, extra.
        for attribute in 0..<8 {
            let location = GLuint(1 + attribute)
            glEnableVertexAttribArray(location)
            glVertexAttribPointer(location, 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                                  UnsafeRawPointer(bitPattern: attribute * 16))
            glVertexAttribDivisor(location, 1)
        }
        glBindVertexArray(0)
    }

    deinit {
        glDeleteBuffers(1, &cornerBuffer)
        glDeleteBuffers(1, &instanceBuffer)
        glDeleteVertexArrays(1, &vertexArray)
    }

    /// Uploads `instances` and draws them in order, premultiplied-alpha blended.
    func draw(_ instances: UnsafeBufferPointer<QuadInstance>) {
        guard let base = instances.baseAddress, !instances.isEmpty else { return }
        program.use()
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), instanceBuffer)
        let bytes = instances.count * QuadInstance.stride
        if instances.count > instanceCapacity {
            instanceCapacity = max(instances.count, instanceCapacity * 2, 64)
            glBufferData(GLenum(GL_ARRAY_BUFFER), instanceCapacity * QuadInstance.stride, nil, GLenum(GL_STREAM_DRAW))
        }
        glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, bytes, base)
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(instances.count))
        glBindVertexArray(0)
    }
}
