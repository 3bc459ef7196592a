// Starts SDL's video subsystem once per process (SDL_Init is process-wide), after the driver choice is applied.
internal import CSDL2
import Foundation

/// Process-wide SDL video start-up, guarded so windows and tests can be created from any thread.
enum SDLVideo {
    static func start(_ choice: VideoDriverChoice) throws(HostError) {
        try HostGlobals.sdlVideoStarted.withLock { (started: inout Bool) throws(HostError) in
            if started { return }
            choice.apply()
            if SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 {
                throw HostError.sdlInitFailed(SDLVideo.lastError())
            }
            // SDL unloads the GL library when its last GL window is destroyed (SDL_DestroyWindow calls
            // SDL_GL_UnloadLibrary) and loads it again for the next window: a thread that drew with GL and exits
            // after such an unload runs a thread-exit destructor inside the unloaded library (docs/architecture.md
            // "Threads"). Loaded once here, SDL's count never reaches zero. A failure is left to the window that
            // asks for GL, which reports it.
            _ = SDL_GL_LoadLibrary(nil)
            started = true
        }
    }

    static func lastError() -> String {
        guard let message = SDL_GetError() else { return "SDL gave no reason" }
        let text = String(cString: message)
        return text.isEmpty ? "SDL gave no reason" : text
    }
}
