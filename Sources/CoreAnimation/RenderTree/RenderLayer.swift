// One layer of the render tree: the committed model values the compositor needs (spec §1.5 properties).
// Animations are evaluated on top of these values at each frame's target time.
import Foundation

/// The render-side copy of a layer's model values, in the layer's own units (points, radians).
public struct RenderLayer: Sendable {
    /// Index of the superlayer in `RenderTree.layers`, or -1 for the root.
    public var parentIndex: Int32
    /// Index of the layer's mask layer in `RenderTree.layers`, or -1 when it has none. The mask's subtree is
    /// stored after the masked layer's own subtree and is not drawn as an ordinary sublayer.
    public var maskIndex: Int32 = -1
    /// True for the layer that is some other layer's mask.
    public var isMask: Bool = false
    /// True for the root of a transition's old appearance, which the compositor appends to a frame's layers with
    /// no parent: it is drawn only through its transition, never as a root of its own. Never set by a commit.
    public var isDetachedTransitionRoot: Bool = false

    // Geometry (spec §1.6).
    public var bounds: CGRect = .zero
    public var position: CGPoint = .zero
    public var zPosition: CGFloat = 0
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var anchorPointZ: CGFloat = 0
    public var transform: CATransform3D = CATransform3DIdentity
    public var sublayerTransform: CATransform3D = CATransform3DIdentity

    // Visibility.
    public var isHidden = false
    public var isDoubleSided = true
    public var masksToBounds = false
    /// CALayer.isGeometryFlipped of the model layer.
    public var isGeometryFlipped = false
    public var opacity: Float = 1
    public var allowsGroupOpacity = true

    // Appearance.
    public var backgroundColor: RenderColor = .clear
    public var cornerRadius: CGFloat = 0
    /// CACornerMask raw bits (all four corners by default).
    public var maskedCorners: UInt8 = 15
    public var borderWidth: CGFloat = 0
    public var borderColor: RenderColor = .black
    /// cornerCurve `.continuous`: Apple's smooth corners instead of circular arcs.
    public var continuousCorners = false
    /// How contents are sampled when drawn larger / smaller than their pixels (RenderLayer.samplingCode).
    public var magnificationFilter: UInt8 = RenderLayer.samplesLinear
    public var minificationFilter: UInt8 = RenderLayer.samplesLinear
    /// Added to the mipmap level a trilinear minification reads.
    public var minificationFilterBias: Float = 0
    /// allowsEdgeAntialiasing and the edges it anti-aliases (CALayer.h); see FrameBuilder.aliasedEdges.
    public var allowsEdgeAntialiasing = false
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge,
                                                               .layerTopEdge]
    /// shouldRasterize and its bitmap's pixels per point (FrameBuilder+Rasterize).
    public var shouldRasterize = false
    public var rasterizationScale: CGFloat = 1

    // Shadow.
    public var shadowColor: RenderColor = .black
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    /// The shadow's shape as path elements in the layer's bounds space (nil: the layer's rounded bounds).
    /// The compositor draws rectangles, rounded rectangles and ellipses exactly, other shapes as their bounding box.
    public var shadowPath: [CGPath.Element]? = nil

    // Contents (spec §1.5), filled by the commit from CALayer.contents & co. for the compositor (GL).
    /// The layer's image (premultiplied RGBA8); the compositor caches its texture by `CGImage.identifier`.
    public var contents: CGImage? = nil
    /// The part of the image shown, in unit coordinates of the image.
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The stretchable centre of the image (unit coordinates of contentsRect) for nine-slice scaling.
    public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var contentsGravity: CALayerContentsGravity = .resize
    /// Image pixels per point.
    public var contentsScale: CGFloat = 1
    /// CALayer.contentsAreFlipped() at the commit: whether the vertical part of contentsGravity is read on a
    /// flipped axis (an odd number of geometry-flipped layers from this one up to the root).
    public var contentsAreFlipped = false

    /// CAGradientLayer's gradient (nil on every other layer).
    public var gradient: RenderGradient? = nil
    /// CAShapeLayer's path and paint (nil on every other layer).
    public var shape: RenderShape? = nil
    /// CAReplicatorLayer's property values (nil on every other layer).
    public var replicator: ReplicatorParameters? = nil
    /// CATextLayer's text, its animatable size and colour (nil on every other layer).
    public var text: RenderText? = nil

    // Layer classes (issue 16): what a replicator, transform or emitter layer adds; nil for a plain CALayer.
    public var subclass: RenderSubclass? = nil
    /// Straight RGBA every colour this layer draws is multiplied by (a replicator instance's colour, product of
    /// the enclosing instances'); set on evaluated copies, white in committed trees.
    public var colorMultiplier = SIMD4<Float>(1, 1, 1, 1)
    /// The media time this copy was evaluated at, on emitter layers only (their particles are a function of it);
    /// 0 in committed trees and on every other layer.
    package var emitterMediaTime: Double = 0

    // Animations (AN, spec §3–7): the layer's time map and compiled tracks, evaluated at each frame's time
    // by `applyAnimations(atMediaTime:)` (AnimationEvaluation/RenderLayer+Animations.swift).
    package var animations: RenderAnimations = .none
    /// The CATransition running on this layer at the evaluated time (spec §7.3): set by
    /// `applyAnimations(atMediaTime:)` on evaluated copies, nil in committed trees and when none runs.
    package var activeTransition: ActiveTransition? = nil

    public init(parentIndex: Int32) {
        self.parentIndex = parentIndex
    }
}
