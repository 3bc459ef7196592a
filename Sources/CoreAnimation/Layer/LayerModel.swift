// The typed values of every built-in layer property, with the defaults of spec §1.5. One plain struct, so a
// layer's state is read and written without strings, copied whole for presentation layers and read field by
// field into the render tree at commit.
import Foundation

/// All built-in property values of one layer.
public struct LayerModel: @unchecked Sendable {
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
    /// CALayer.h: whether the geometry of the layer and its sublayers is flipped vertically; false by default.
    public var isGeometryFlipped = false
    // Contents.
    public var contents: CGImage?
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var contentsGravity: CALayerContentsGravity = .resize
    public var contentsScale: CGFloat = 1
    // Appearance.
    public var opacity: Float = 1
    public var backgroundColor: CGColor?
    public var cornerRadius: CGFloat = 0
    public var maskedCorners: CACornerMask = .all
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    // Shadow.
    public var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    /// Always an immutable path: the setter stores a copy of a CGMutablePath, so later edits do not leak in.
    public var shadowPath: CGPath?
    // Compositing and identity.
    public var allowsGroupOpacity = true
    public var isOpaque = false
    public var name: String?
    // The layer's CAMediaTiming (layers have infinite duration, spec §1.5).
    public var beginTime: CFTimeInterval = 0
    public var speed: Float = 1
    public var timeOffset: CFTimeInterval = 0
    public var duration: CFTimeInterval = .infinity
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed
    // CAGradientLayer (CAGradientLayer.h defaults): colours and locations nil, a vertical axis top to bottom.
    public var colors: [CGColor]?
    public var locations: [NSNumber]?
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)
    public var gradientType: CAGradientLayerType = .axial
    // CAShapeLayer (CAShapeLayer.h defaults): opaque black fill, no stroke, 1-point butt-capped mitred line.
    /// Always an immutable path (a CGMutablePath is copied by the setter).
    public var path: CGPath?
    public var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    public var fillRule: CAShapeLayerFillRule = .nonZero
    public var strokeColor: CGColor?
    public var strokeStart: CGFloat = 0
    public var strokeEnd: CGFloat = 1
    public var lineWidth: CGFloat = 1
    public var miterLimit: CGFloat = 10
    public var lineCap: CAShapeLayerLineCap = .butt
    public var lineJoin: CAShapeLayerLineJoin = .miter
    public var lineDashPattern: [NSNumber]?
    public var lineDashPhase: CGFloat = 0
    // CALayer's rendering options (CALayer.h defaults, spec §1.5).
    public var cornerCurve: CALayerCornerCurve = .circular
    public var allowsEdgeAntialiasing = false
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge,
                                                               .layerTopEdge]
    public var magnificationFilter: CALayerContentsFilter = .linear
    public var minificationFilter: CALayerContentsFilter = .linear
    public var minificationFilterBias: Float = 0
    public var shouldRasterize = false
    public var rasterizationScale: CGFloat = 1
    public var drawsAsynchronously = false
    public var contentsFormat: CALayerContentsFormat = .RGBA8Uint
    // CATextLayer (CATextLayer.h defaults): 36 points, opaque white.
    public var fontSize: CGFloat = 36
    public var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)

    // CAReplicatorLayer (CAReplicatorLayer.h defaults): one instance, flat, no delay, identity, opaque white, no
    // offsets.
    public var instanceCount = 1
    public var preservesDepth = false
    public var instanceDelay: CFTimeInterval = 0
    public var instanceTransform = CATransform3DIdentity
    public var instanceColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    public var instanceRedOffset: Float = 0
    public var instanceGreenOffset: Float = 0
    public var instanceBlueOffset: Float = 0
    public var instanceAlphaOffset: Float = 0

    public init() {}
}
