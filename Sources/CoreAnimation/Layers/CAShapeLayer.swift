// CAShapeLayer (CAShapeLayer.h): a layer that fills and strokes a path in its bounds space, over its background
// (the compositor rasterises it, GPU or cached, see Compositor/Shapes). The class body holds the overridable
// properties as thin forwarders to the typed storage, as CALayer's does; the setters' checks live in
// CAShapeLayer+Storage.swift.
import Foundation

open class CAShapeLayer: CALayer {
    /// The shape, in the layer's bounds space; a CGMutablePath is copied. Animatable explicitly (point by point
    /// when both paths have the same elements), with no implicit animation, as the header says.
    open var path: CGPath? { get { values.path } set { storePath(newValue) } }
    /// Default opaque black; nil fills nothing. Animatable.
    open var fillColor: CGColor? { get { values.fillColor } set { storeFillColor(newValue) } }
    open var fillRule: CAShapeLayerFillRule { get { values.fillRule } set { storeFillRule(newValue) } }
    /// Default nil: no stroke. Animatable.
    open var strokeColor: CGColor? { get { values.strokeColor } set { storeStrokeColor(newValue) } }
    /// The stroked part of the path as fractions of its length (0 and 1 by default). Animatable.
    open var strokeStart: CGFloat { get { values.strokeStart } set { storeStrokeStart(newValue) } }
    open var strokeEnd: CGFloat { get { values.strokeEnd } set { storeStrokeEnd(newValue) } }
    /// Default 1. Animatable.
    open var lineWidth: CGFloat { get { values.lineWidth } set { storeLineWidth(newValue) } }
    /// Default 10. Animatable.
    open var miterLimit: CGFloat { get { values.miterLimit } set { storeMiterLimit(newValue) } }
    open var lineCap: CAShapeLayerLineCap { get { values.lineCap } set { storeLineCap(newValue) } }
    open var lineJoin: CAShapeLayerLineJoin { get { values.lineJoin } set { storeLineJoin(newValue) } }
    /// Dash and gap lengths in points, repeated; nil draws a solid line.
    open var lineDashPattern: [NSNumber]? { get { values.lineDashPattern } set { storeLineDashPattern(newValue) } }
    /// How far into the dash pattern the line starts. Animatable.
    open var lineDashPhase: CGFloat { get { values.lineDashPhase } set { storeLineDashPhase(newValue) } }

    /// The header's defaults for the shape keys (fillColor opaque black, lineWidth 1, miterLimit 10, strokeEnd 1,
    /// butt caps, mitre joins, non-zero fill), then CALayer's.
    open override class func defaultValue(forKey key: String) -> Any? {
        guard let p = LayerProperty.named(key), p.family == .shape else { return super.defaultValue(forKey: key) }
        return LayerModel().anyValue(of: p)
    }
}
