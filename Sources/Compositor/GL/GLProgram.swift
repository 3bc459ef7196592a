// A linked OpenGL shader program built from named vertex and fragment sources.
// Compile and link failures throw CompositorError with the shader's name and the driver's log.
internal import CSDL2

/// An OpenGL program object; the name is only used to make error messages precise.
final class GLProgram {
    let name: String
    let handle: GLuint

    init(name: String, vertexSource: String, fragmentSource: String) throws {
        self.name = name
        let vertex = try GLProgram.compile(source: vertexSource, type: GLenum(GL_VERTEX_SHADER), label: "\(name) vertex")
        defer { glDeleteShader(vertex) }
        let fragment = try GLProgram.compile(source: fragmentSource, type: GLenum(GL_FRAGMENT_SHADER), label: "\(name) fragment")
        defer { glDeleteShader(fragment) }
        let program = glCreateProgram()
        glAttachShader(program, vertex)
        glAttachShader(program, fragment)
        glLinkProgram(program)
        var ok: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &ok)
        if ok == 0 {
            let log = GLProgram.infoLog(program, isProgram: true)
            glDeleteProgram(program)
            throw CompositorError.programLink(program: name, log: log)
        }
        handle = program
    }

    deinit { glDeleteProgram(handle) }

    func use() { glUseProgram(handle) }

    func uniformLocation(_ uniform: String) -> GLint {
        glGetUniformLocation(handle, uniform)
    }

    private static func compile(source: String, type: GLenum, label: String) throws -> GLuint {
        let shader = glCreateShader(type)
        source.withCString { ptr in
            var p: UnsafePointer<GLchar>? = ptr
            glShaderSource(shader, 1, &p, nil)
        }
        glCompileShader(shader)
        var ok: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &ok)
        if ok == 0 {
            let log = infoLog(shader, isProgram: false)
            glDeleteShader(shader)
            throw CompositorError.shaderCompile(shader: label, log: log)
        }
        return shader
    }

    private static func infoLog(_ object: GLuint, isProgram: Bool) -> String {
        var length: GLint = 0
        if isProgram { glGetProgramiv(object, GLenum(GL_INFO_LOG_LENGTH), &length) }
        else { glGetShaderiv(object, GLenum(GL_INFO_LOG_LENGTH), &length) }
        guard length > 0 else { return "" }
        var buffer = [GLchar](repeating: 0, count: Int(length))
        if isProgram { glGetProgramInfoLog(object, length, nil, &buffer) }
        else { glGetShaderInfoLog(object, length, nil, &buffer) }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
