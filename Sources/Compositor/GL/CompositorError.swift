// Errors the compositor reports instead of trapping (docs/architecture.md "Conventions": one clear message, never a trap).
// Shader failures name the shader and carry the driver's own log.

/// What went wrong while setting up or running the OpenGL compositor.
package enum CompositorError: Error, CustomStringConvertible, Sendable {
    case shaderCompile(shader: String, log: String)
    case programLink(program: String, log: String)
    case framebufferIncomplete(status: UInt32)
    case noCurrentContext

    package var description: String {
        switch self {
        case .shaderCompile(let shader, let log):
            return "OpenGL could not compile the \(shader) shader: \(log.trimmingWhitespace())"
        case .programLink(let program, let log):
            return "OpenGL could not link the \(program) program: \(log.trimmingWhitespace())"
        case .framebufferIncomplete(let status):
            return "OpenGL offscreen framebuffer is incomplete (status 0x\(String(status, radix: 16))); "
                + "the driver cannot render to an RGBA8 texture"
        case .noCurrentContext:
            return "no OpenGL context is current; create the window (or offscreen surface) before the compositor"
        }
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let c = s.first, c.isWhitespace || c == "\0" { s.removeFirst() }
        while let c = s.last, c.isWhitespace || c == "\0" { s.removeLast() }
        return s.isEmpty ? "(the driver gave no message)" : String(s)
    }
}
