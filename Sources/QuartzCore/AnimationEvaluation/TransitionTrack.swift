// The render-side form of a CATransition (spec §7.3): the compositor composites the old appearance (`oldLayers`,
// snapshotted at the commit that added the transition) and the new one with this effect at progress
// startProgress + (end − start)·p.

/// A transition's type, direction and progress range.
package struct TransitionTrack: Sendable {
    package enum Kind: UInt8, Sendable { case fade, moveIn, push, reveal }
    package enum Direction: UInt8, Sendable { case none, fromRight, fromLeft, fromTop, fromBottom }

    package var kind: Kind
    package var direction: Direction
    package var startProgress: Double
    package var endProgress: Double
    /// The old appearance (spec §7.3): the layer and its whole subtree as they were drawn before the committing
    /// transaction, evaluated at the commit and without animations; index 0 is the layer itself (parentIndex -1),
    /// the rest in RenderTree order. Empty when there was nothing before (the layer was not yet committed).
    package var oldLayers: [RenderLayer] = [] {
        didSet { appearanceToken = TransitionAppearanceToken() }
    }
    /// Names this old appearance: the compositor renders it into a texture once and reuses it while the token
    /// stays the same (a new one comes with every new `oldLayers`).
    package private(set) var appearanceToken = TransitionAppearanceToken()

    package init(kind: Kind, direction: Direction, startProgress: Double = 0, endProgress: Double = 1,
                oldLayers: [RenderLayer] = []) {
        self.kind = kind
        self.direction = direction
        self.startProgress = startProgress
        self.endProgress = endProgress
        self.oldLayers = oldLayers
    }

    /// The transition progress for an eased animation progress.
    package func progress(at p: Double) -> Double {
        startProgress + (endProgress - startProgress) * p
    }
}
