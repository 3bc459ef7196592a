// Input the host hands to the application, translated from SDL events into layer coordinates (points, y down).
import Foundation

/// What the person did in the window.
public enum HostEvent: Sendable, Equatable {
    /// A primary click at a point in window points.
    case click(CGPoint)
    /// A key press, by SDL key name (e.g. "Space", "Left", "1").
    case key(String)
    /// The window's new size in points, after the person (or `HostWindow.resize`) changed it.
    case resize(CGSize)
    case quit
}
