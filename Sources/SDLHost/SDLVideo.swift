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
            started = true
        }
    }

    static func lastError() -> String {
        guard let message = SDL_GetError() else { return "SDL gave no reason" }
        let text = String(cString: message)
        return text.isEmpty ? "SDL gave no reason" : text
    }
}
