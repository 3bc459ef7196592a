// Decides between a real window and SDL's offscreen driver (issue: the host runs headless when there is no
// display). The decision is made before SDL_Init and announced in exactly one line.
import Foundation

/// Which SDL video driver the host will use, and why.
package struct VideoDriverChoice: Sendable, Equatable {
    package let isOffscreen: Bool
    package let reason: String

    /// Offscreen when asked for, or when neither DISPLAY nor WAYLAND_DISPLAY is set; an explicit
    /// SDL_VIDEODRIVER from the environment is respected. `headlessReason` is what asked for offscreen (the
    /// announcement quotes it, so a lone --screenshot does not claim that --headless was given).
    package static func decide(headless: Bool, headlessReason: String = "--headless was given",
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> VideoDriverChoice {
        if let forced = environment["SDL_VIDEODRIVER"], !forced.isEmpty {
            return VideoDriverChoice(isOffscreen: forced == "offscreen", reason: "SDL_VIDEODRIVER=\(forced)")
        }
        if headless {
            return VideoDriverChoice(isOffscreen: true, reason: headlessReason)
        }
        let hasX = !(environment["DISPLAY"] ?? "").isEmpty
        let hasWayland = !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        if !hasX && !hasWayland {
            return VideoDriverChoice(isOffscreen: true, reason: "no display (DISPLAY and WAYLAND_DISPLAY are unset)")
        }
        return VideoDriverChoice(isOffscreen: false, reason: hasX ? "DISPLAY is set" : "WAYLAND_DISPLAY is set")
    }

    /// Applies the choice to the process environment before SDL starts.
    func apply() {
        if isOffscreen { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
    }

    /// The one line the host prints about its choice.
    var announcement: String {
        isOffscreen ? "Rendering offscreen with SDL's offscreen driver (\(reason))." : "Opening a window (\(reason))."
    }
}
