// Drains SDL's event queue and translates what the playground cares about into HostEvents: clicks, keys (by
// SDL's key name; Shift+/ is "?"), wheel turns, drags with the left button, the window's size changes, and
// quitting (Escape or closing the window).
internal import CSDL2
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
            case SDL_MOUSEWHEEL:
                // SDL reports "flipped" (natural) scrolling with the direction bit; the event means the same turn.
                let sign: Int32 = event.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
                var x: Int32 = 0, y: Int32 = 0
                _ = SDL_GetMouseState(&x, &y)
                events.append(.wheel(CGPoint(x: Int(event.wheel.x * sign), y: Int(event.wheel.y * sign)),
                                     at: CGPoint(x: Int(x), y: Int(y))))
            case SDL_MOUSEMOTION where event.motion.state & UInt32(1 << (SDL_BUTTON_LEFT - 1)) != 0:
                events.append(.drag(CGSize(width: Int(event.motion.xrel), height: Int(event.motion.yrel)),
                                    at: CGPoint(x: Int(event.motion.x), y: Int(event.motion.y))))
            case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
                events.append(.resize(CGSize(width: Int(event.window.data1), height: Int(event.window.data2))))
            case SDL_KEYDOWN:
                let keycode = event.key.keysym.sym
                let shifted = event.key.keysym.mod & UInt16(KMOD_SHIFT.rawValue) != 0
                if keycode == SDLK_ESCAPE.rawValue {
                    events.append(.quit)
                } else if keycode == SDLK_SLASH.rawValue && shifted {
                    // SDL names keys unshifted; the help key is the "?" a person types.
                    events.append(.key("?"))
                } else if let name = SDL_GetKeyName(keycode) {
                    events.append(.key(String(cString: name)))
                }
            default:
                break
            }
        }
    }
}
