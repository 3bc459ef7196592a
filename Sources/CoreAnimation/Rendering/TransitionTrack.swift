// The render-side form of a CATransition (spec §7.3, model side only): the compositor composites the old and
// new appearance of the layer's subtree with this effect at progress startProgress + (end − start)·p.

/// A transition's type, direction and progress range.
public struct TransitionTrack: Sendable {
    public enum Kind: UInt8, Sendable { case fade, moveIn, push, reveal }
    public enum Direction: UInt8, Sendable { case none, fromRight, fromLeft, fromTop, fromBottom }

    public var kind: Kind
    public var direction: Direction
    public var startProgress: Double
    public var endProgress: Double

    /// The transition progress for an eased animation progress.
    public func progress(at p: Double) -> Double {
        startProgress + (endProgress - startProgress) * p
    }
}
