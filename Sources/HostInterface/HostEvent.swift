// Input the host hands to the application, translated from SDL events into layer coordinates (points, y down):
// clicks, keys, wheel turns and drags with the primary button, window resizes, quitting.
import Foundation

/// What the person did in the window.
package enum HostEvent: Sendable, Equatable {
    /// A primary click at a point in window points.
    case click(CGPoint)
    /// A key press, by SDL key name (e.g. "Space", "Left", "1").
    case key(String)
    /// A mouse-wheel turn (SDL's notches; y > 0 away from the person) with the pointer at a point in window points.
    case wheel(CGPoint, at: CGPoint)
    /// The pointer moved by a distance in window points with the primary button held, now at a point.
    case drag(CGSize, at: CGPoint)
    /// The window's new size in points, after the person (or `HostWindow.resize`) changed it.
    case resize(CGSize)
    case quit
}
