// CATransformLayer (CATransformLayer.h; docs/architecture.md "Layer classes"): a layer that keeps its sublayers in 3-D instead of flattening
// them into its plane. The header's rules, all followed here: only its sublayers are rendered (no background,
// contents, border, shadow); mask and masksToBounds are ignored; opacity is applied to each sublayer individually
// (no compositing group); it has no 2-D plane to hit, so hit testing passes over it to its sublayers, applying its
// geometry (CALayer+DepthHitTesting.swift). The compositor gathers the sublayers of nested transform layers into
// one depth-sorted set (FrameBuilder+DepthContext.swift). The model stores nothing of its own: the commit marks
// the record `.transform` (RenderLayerClass).
import Foundation

open class CATransformLayer: CALayer {
    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// CATransformLayer.h: "the -hitTest: method should never be called on transform layers (they do not have a 2D
    /// coordinate space into which to map the supplied point.)" When it is called anyway, `p` is read in the space
    /// of the nearest ancestor that is not a transform layer (CALayer.h's definition of hitTest's point) and the
    /// frontmost sublayer under it is returned; the transform layer itself is never the result.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        hitTestPreservingDepth(p)
    }

    override func renderLayerClass(tracks: AnimationTrackList) -> RenderLayerClass? { .transform }
}
