// Draws runs of layer quads (docs/architecture.md "The compositor": batching). A frame's quad records live in one buffer read by the
// vertex shader as a buffer texture; a static index buffer lists each quad's two triangles, and the shader finds its
// record and corner from the index (gl_VertexID: quad × 4 + corner). One run is one indexed draw of plain triangles,
// not an instanced draw: llvmpipe's draw module runs its whole vertex pipeline (with an allocation) once per
// instance, which at thousands of four-vertex instances cost more than shading their vertices. Buffers grow
// geometrically and are reused, so steady-state frames allocate nothing.
internal import CSDL2

/// Owns the quad programs, the index buffer and the reusable record buffer with its two texture views.
final class QuadBatchRenderer {
    private let programs: [GLProgram]
    private var targetSizeUniforms: [GLint] = []
    private var current: QuadProgramKind?
    var vertexArray: GLuint = 0
    var indexBuffer: GLuint = 0
    var indexCapacity = 0
    var recordBuffer: GLuint = 0
    /// The records the record buffer's store can take, each with an extension (QuadInstance+Upload); grown
    /// geometrically, kept across frames.
    var recordCapacity = 0
    /// The record buffer seen as RGBA32F texels (unit 2) and as RGBA32UI texels (unit 3, the packed words).
    var floatView: GLuint = 0
    var wordView: GLuint = 0
    /// The most records a buffer texture can address at once (GL_MAX_TEXTURE_BUFFER_SIZE / texels per record).
    var recordLimit = 0
    /// The first frame record at the buffer's start: 0 unless the frame has more records than `recordLimit`.
    var windowStart = 0
    var windowCount = 0
    /// Uploads every record with its extension (QuadInstance+Upload), where the vertex shader reads the values
    /// instead of its defaults: for tests that compare the two. False in every frame the engine draws.
    var extendsEveryRecord = false
    /// The frame's gradient stops (the gradient variant's second buffer texture).
    let stops = GradientStopBuffer()

    static let floatUnit: GLint = 2
    static let wordUnit: GLint = 3

    init() throws {
        programs = try QuadProgramKind.allCases.map { kind in
            try GLProgram(name: "layer quad (\(kind))", vertexSource: QuadShaders.vertex,
                          fragmentSource: kind.fragmentSource)
        }
        for program in programs {
            program.use()
            glUniform1i(program.uniformLocation("uContents"), 0)
            glUniform1i(program.uniformLocation("uMask"), 1)
            glUniform1i(program.uniformLocation("uRecords"), QuadBatchRenderer.floatUnit)
            glUniform1i(program.uniformLocation("uRecordWords"), QuadBatchRenderer.wordUnit)
            glUniform1i(program.uniformLocation("uStops"), GradientStopBuffer.unit)
            targetSizeUniforms.append(program.uniformLocation("uTargetSize"))
        }
        var maxTexels: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_TEXTURE_BUFFER_SIZE), &maxTexels)
        // OpenGL 3.3 guarantees 65,536 texels.
        recordLimit = max(Int(maxTexels), 65_536) / QuadInstance.texels
        glGenVertexArrays(1, &vertexArray)
        glGenBuffers(1, &indexBuffer)
        glGenBuffers(1, &recordBuffer)
        glGenTextures(1, &floatView)
        glGenTextures(1, &wordView)
        // Give the buffer a data store so the views can be attached now.
        glBindBuffer(GLenum(GL_TEXTURE_BUFFER), recordBuffer)
        recordCapacity = 64
        glBufferData(GLenum(GL_TEXTURE_BUFFER), QuadInstance.uploadCapacity(records: recordCapacity), nil,
                     GLenum(GL_STREAM_DRAW))
        glBindBuffer(GLenum(GL_TEXTURE_BUFFER), 0)
        attachViews()
    }

    deinit {
        glDeleteTextures(1, &floatView)
        glDeleteTextures(1, &wordView)
        glDeleteBuffers(1, &recordBuffer)
        glDeleteBuffers(1, &indexBuffer)
        glDeleteVertexArrays(1, &vertexArray)
    }

    /// Uploads the frame's records (once per frame, before any `draw`).
    func upload(_ records: UnsafeBufferPointer<QuadInstance>) {
        windowStart = 0
        windowCount = 0
        guard !records.isEmpty else { return }
        ensureIndices(quads: min(records.count, recordLimit))
        fill(records, from: 0)
    }

    /// Prepares the vertex array, record textures and blending for the frame's draws into a target of the given
    /// pixel size.
    func begin(targetWidth: Int, targetHeight: Int) {
        for (index, program) in programs.enumerated() {
            program.use()
            glUniform2f(targetSizeUniforms[index], Float(targetWidth), Float(targetHeight))
        }
        current = nil
        glBindVertexArray(vertexArray)
        glActiveTexture(GLenum(GL_TEXTURE0 + QuadBatchRenderer.floatUnit))
        glBindTexture(GLenum(GL_TEXTURE_BUFFER), floatView)
        glActiveTexture(GLenum(GL_TEXTURE0 + QuadBatchRenderer.wordUnit))
        glBindTexture(GLenum(GL_TEXTURE_BUFFER), wordView)
        glActiveTexture(GLenum(GL_TEXTURE0))
        stops.bind()
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
    }

    /// Draws records `first..<first+count` of `records` (the frame's, as uploaded), premultiplied-alpha blended.
    func draw(first: Int, count: Int, program kind: QuadProgramKind, records: UnsafeBufferPointer<QuadInstance>) {
        guard count > 0, first >= 0, first + count <= records.count else { return }
        if current != kind {
            programs[kind.rawValue].use()
            // Additive particles add their premultiplied colour; every other quad composites over (source-over).
            if (kind == .particleAdditive) != (current == .particleAdditive) {
                glBlendFunc(GLenum(GL_ONE), GLenum(kind == .particleAdditive ? GL_ONE : GL_ONE_MINUS_SRC_ALPHA))
            }
            current = kind
        }
        // An opaque fill replaces what is under it, as source-over of an opaque colour does, without reading it.
        if kind == .fill { glDisable(GLenum(GL_BLEND)) }
        defer { if kind == .fill { glEnable(GLenum(GL_BLEND)) } }
        var start = first
        let end = first + count
        while start < end {
            // Only frames larger than the buffer texture limit move the window.
            if start < windowStart || start >= windowStart + windowCount { fill(records, from: start) }
            let upTo = min(end, windowStart + windowCount)
            let byteOffset = (start - windowStart) * 6 * MemoryLayout<UInt32>.size
            glDrawElements(GLenum(GL_TRIANGLES), GLsizei((upTo - start) * 6), GLenum(GL_UNSIGNED_INT),
                           UnsafeRawPointer(bitPattern: byteOffset))
            start = upTo
        }
    }

    func end() { glBindVertexArray(0) }
}
