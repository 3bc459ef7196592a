// UIViewAnimatingPosition (UIKit, UIViewAnimating.h) with UIKit's raw values: where an animator's properties end,
// passed to its completion handlers and to finishAnimation(at:).
import Foundation

public enum UIViewAnimatingPosition: Int, Sendable {
    /// The end values (the animations ran forwards to completion).
    case end = 0
    /// The start values (a reversed animator ran back to its start).
    case start = 1
    /// The values shown when the animator was stopped.
    case current = 2
}
