// Drains SDL's event queue and translates what the playground cares about into HostEvents.
import CSDL2
import Foundation
import HostInterface

enum SDLEventPump {
    /// Returns the events waiting in SDL's queue (without blocking).
    static func drain(into events: inout [HostEvent]) {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                events.append(.quit)
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                events.append(.click(CGPoint(x: Int(event.button.x), y: Int(event.button.y))))
            case SDL_KEYDOWN:
                let keycode = event.key.keysym.sym
                if keycode == SDLK_ESCAPE.rawValue {
                    events.append(.quit)
                } else if let name = SDL_GetKeyName(keycode) {
                    events.append(.key(String(cString: name)))
                }
            default:
                break
            }
        }
    }
}
