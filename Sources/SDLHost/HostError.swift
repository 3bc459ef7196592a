// Errors a person can cause by running the host where something is missing (no display, no OpenGL 3.3,
// an unwritable screenshot path). Each names the missing piece and what to do; the host never traps on them.

/// What stopped the SDL host from opening its window or writing its output.
package enum HostError: Error, CustomStringConvertible, Sendable {
    case sdlInitFailed(String)
    case windowFailed(String)
    case openGLUnavailable(String)
    case compositorFailed(String)
    case screenshotFailed(path: String, reason: String)

    package var description: String {
        switch self {
        case .sdlInitFailed(let reason):
            return "SDL could not start its video subsystem (\(reason)). Install SDL2 (apt install libsdl2-2.0-0) "
                + "or run with --headless to use SDL's offscreen driver."
        case .windowFailed(let reason):
            return "SDL could not create a window (\(reason)). Run with --headless, or start an X server (e.g. Xvfb)."
        case .openGLUnavailable(let reason):
            return "An OpenGL 3.3 core context is not available (\(reason)). Install Mesa's drivers "
                + "(apt install libgl1-mesa-dri libegl1) or a GPU driver that offers OpenGL 3.3."
        case .compositorFailed(let reason):
            return "The OpenGL compositor could not start: \(reason)"
        case .screenshotFailed(let path, let reason):
            return "Could not write the screenshot to \(path): \(reason). Check that the folder exists and is writable."
        }
    }
}
