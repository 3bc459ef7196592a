// Seed 002's DRSavedPopAnimationState: which layer changed, which key path, and the value before the change.
import QuartzCore
import Foundation

package struct PopAnimationState {
    package let layer: CALayer
    package let keyPath: String
    package let oldValue: Any
}
