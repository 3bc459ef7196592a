// Draws runs of layer quads with instanced draw calls (DESIGN.md compositor: batching). A frame's instances are
// uploaded once into a buffer that grows geometrically and is reused, so steady-state frames allocate nothing;
// each run re-points the instance attributes at its first instance (OpenGL 3.3 has no base-instance draw).
import CSDL2

/// Owns the quad program, the unit-quad vertices and the reusable instance buffer.
final class QuadBatchRenderer {
    private let programs: [GLProgram]
    private var targetSizeUniforms: [GLint] = []
    private var current: QuadProgramKind?
    private var vertexArray: GLuint = 0
    private var cornerBuffer: GLuint = 0
    private var instanceBuffer: GLuint = 0
    private var instanceCapacity = 0

    init() throws {
        programs = try QuadProgramKind.allCases.map { kind in
            try GLProgram(name: "layer quad (\(kind))", vertexSource: QuadShaders.vertex,
                          fragmentSource: kind.fragmentSource)
        }
        for program in programs {
            program.use()
            glUniform1i(program.uniformLocation("uContents"), 0)
            glUniform1i(program.uniformLocation("uMask"), 1)
            targetSizeUniforms.append(program.uniformLocation("uTargetSize"))
        }
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
        for location in 1...15 {
            glEnableVertexAttribArray(GLuint(location))
            glVertexAttribDivisor(GLuint(location), 1)
        }
        pointAttributes(atInstance: 0)
        glBindVertexArray(0)
    }

    deinit {
        glDeleteBuffers(1, &cornerBuffer)
        glDeleteBuffers(1, &instanceBuffer)
        glDeleteVertexArrays(1, &vertexArray)
    }

    /// Uploads the frame's instances (once per frame, before any `draw`).
    func upload(_ instances: UnsafeBufferPointer<QuadInstance>) {
        guard let base = instances.baseAddress, !instances.isEmpty else { return }
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), instanceBuffer)
        if instances.count > instanceCapacity {
            instanceCapacity = max(instances.count, instanceCapacity * 2, 64)
            glBufferData(GLenum(GL_ARRAY_BUFFER), instanceCapacity * QuadInstance.stride, nil, GLenum(GL_STREAM_DRAW))
        } else {
            // Orphan the old storage so the driver need not wait for last frame's draws.
            glBufferData(GLenum(GL_ARRAY_BUFFER), instanceCapacity * QuadInstance.stride, nil, GLenum(GL_STREAM_DRAW))
        }
        glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, instances.count * QuadInstance.stride, base)
    }

    /// Prepares program, vertex array and blending for the frame's draws into a target of the given pixel size.
    func begin(targetWidth: Int, targetHeight: Int) {
        for (index, program) in programs.enumerated() {
            program.use()
            glUniform2f(targetSizeUniforms[index], Float(targetWidth), Float(targetHeight))
        }
        current = nil
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), instanceBuffer)
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
    }

    /// Draws `count` uploaded instances starting at `first`, premultiplied-alpha blended.
    func draw(first: Int, count: Int, program kind: QuadProgramKind) {
        guard count > 0 else { return }
        if current != kind {
            programs[kind.rawValue].use()
            current = kind
        }
        pointAttributes(atInstance: first)
        glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(count))
    }

    func end() { glBindVertexArray(0) }

    /// Points attributes 1–15 at instance `first` of the bound instance buffer (layout of QuadInstance).
    private func pointAttributes(atInstance first: Int) {
        let stride = GLsizei(QuadInstance.stride)
        let base = first * QuadInstance.stride
        func floats(_ location: Int, _ components: Int32, _ offset: Int) {
            glVertexAttribPointer(GLuint(location), components, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                                  UnsafeRawPointer(bitPattern: base + offset))
        }
        for column in 0..<3 { floats(1 + column, 4, column * 16) }      // clipFromLocal
        floats(4, 4, 48)                                                 // metrics
        floats(5, 4, 64)                                                 // shape
        floats(6, 4, 80)                                                 // quad
        floats(7, 4, 96)                                                 // style
        glVertexAttribIPointer(8, 4, GLenum(GL_UNSIGNED_INT), stride, UnsafeRawPointer(bitPattern: base + 112))
        floats(9, 4, 128)                                                // content
        floats(10, 4, 144)                                               // uv
        floats(11, 4, 160)                                               // slice
        for column in 0..<3 { floats(12 + column, 3, 176 + column * 12) } // clipFromLayer
        floats(15, 4, 212)                                               // clipRect
    }
}
