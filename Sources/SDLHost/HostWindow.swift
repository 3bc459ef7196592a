// The SDL window (or offscreen surface) with an OpenGL 3.3 core context: what the compositor draws into.
// docs/architecture.md "The host": the window, or offscreen when there is no display, and read-back for screenshots and tests.
internal import CSDL2

/// An SDL window with a current OpenGL 3.3 core context. With the offscreen driver the window is invisible
/// and rendering goes to an EGL surface, so everything works on a machine without a display or GPU.
package final class HostWindow {
    package let driver: VideoDriverChoice
    /// The SDL window (internal: the input source asks it for the X connection).
    let window: OpaquePointer
    private let context: SDL_GLContext

    /// Opens the window. `announce` prints the one line that says whether this is a window or offscreen;
    /// `headlessReason` names what asked for offscreen rendering in that line.
    package init(title: String, width: Int, height: Int, headless: Bool, headlessReason: String = "--headless was given",
                announce: Bool = true) throws(HostError) {
        let choice = VideoDriverChoice.decide(headless: headless, headlessReason: headlessReason)
        try SDLVideo.start(choice)
        HostGlobals.windowLock.lock()
        defer { HostGlobals.windowLock.unlock() }
        if announce {
            print(choice.announcement)
            fflush(nil)   // at once, also into a pipe: scripts (and the signal tests) wait for this line
        }
        driver = choice

        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3)
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3)
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, Int32(SDL_GL_CONTEXT_PROFILE_CORE.rawValue))
        SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1)
        SDL_GL_SetAttribute(SDL_GL_RED_SIZE, 8)
        SDL_GL_SetAttribute(SDL_GL_GREEN_SIZE, 8)
        SDL_GL_SetAttribute(SDL_GL_BLUE_SIZE, 8)
        SDL_GL_SetAttribute(SDL_GL_ALPHA_SIZE, 8)

        var flags = SDL_WINDOW_OPENGL.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        flags |= choice.isOffscreen ? SDL_WINDOW_HIDDEN.rawValue : (SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue)
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let created = SDL_CreateWindow(title, centered, centered, Int32(width), Int32(height), flags) else {
            let reason = SDLVideo.lastError()
            // SDL reports a missing GL library or EGL as a window failure when SDL_WINDOW_OPENGL is set.
            if reason.localizedLowercase.contains("gl") { throw HostError.openGLUnavailable(reason) }
            throw HostError.windowFailed(reason)
        }
        guard let gl = SDL_GL_CreateContext(created) else {
            let reason = SDLVideo.lastError()
            SDL_DestroyWindow(created)
            throw HostError.openGLUnavailable(reason)
        }
        window = created
        context = gl
        SDL_GL_MakeCurrent(window, context)
        // Vsync when the driver offers it; the display link falls back to a deadline timer otherwise.
        _ = SDL_GL_SetSwapInterval(driver.isOffscreen ? 0 : 1)
    }

    deinit {
        HostGlobals.windowLock.lock()
        defer { HostGlobals.windowLock.unlock() }
        SDL_GL_DeleteContext(context)
        SDL_DestroyWindow(window)
    }

    /// Makes this window's context current on the calling thread (the render thread calls this once).
    package func makeCurrent() {
        SDL_GL_MakeCurrent(window, context)
    }

    /// Releases the context from the calling thread so another thread can make it current.
    package func releaseCurrent() {
        SDL_GL_MakeCurrent(window, nil)
    }

    /// Shows the frame drawn since the last present. The frame's GL commands are flushed first: a window's swap
    /// does that itself, but SDL's offscreen driver swaps nothing, and llvmpipe then queued every frame's commands
    /// and orphaned buffers unrasterised (about 63 KB a frame; 2.5 GB after ~35,000 frames of a release-build soak)
    /// (BENCHMARKS.md "Soak").
    package func present() {
        glFlush()
        SDL_GL_SwapWindow(window)
    }

    /// The window's size in points (layer coordinates).
    package var pointSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// Changes the window's title (the playground names the scene shown).
    package func setTitle(_ title: String) {
        SDL_SetWindowTitle(window, title)
    }

    /// Asks for a new size in points (the person resizing the window does the same); SDL then queues the
    /// size-changed event that the input source turns into `HostEvent.resize`.
    package func resize(width: Int, height: Int) {
        HostGlobals.windowLock.lock()
        defer { HostGlobals.windowLock.unlock() }
        SDL_SetWindowSize(window, Int32(max(width, 1)), Int32(max(height, 1)))
    }

    /// The drawable size in pixels (larger than `pointSize` on HiDPI displays).
    package var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GL_GetDrawableSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// Whether the driver gives vsync (swap interval 1 accepted).
    package var hasVSync: Bool { SDL_GL_GetSwapInterval() == 1 }
}
