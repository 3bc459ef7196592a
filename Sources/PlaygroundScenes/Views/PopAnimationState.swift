// Seed 002's DRSavedPopAnimationState: which layer changed, which key path, and the value before the change.
import QuartzCore
import Foundation

public struct PopAnimationState {
    public let layer: CALayer
    public let keyPath: String
    public let oldValue: Any
}
