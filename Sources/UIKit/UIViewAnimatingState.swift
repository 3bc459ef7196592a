// UIViewAnimatingState (UIKit, UIViewAnimating.h) with UIKit's raw values: inactive → active (running or paused)
// → inactive when the animations finish, or → stopped by stopAnimation(false) until finishAnimation(at:).
import Foundation

public enum UIViewAnimatingState: Int, Sendable {
    /// The animations have not started; the initial state.
    case inactive = 0
    /// Running or paused.
    case active = 1
    /// Stopped by stopAnimation(false); the properties hold their current values until finishAnimation(at:).
    case stopped = 2
}
