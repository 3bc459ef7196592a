// CAGradientLayer (CAGradientLayer.h): a layer that draws a colour gradient over its background, filling its
// bounds (the compositor draws it per fragment, with the layer's rounded corners, border and mask). The class body
// holds the overridable properties as thin forwarders to the typed storage, as CALayer's does; the setters'
// checks live in CAGradientLayer+Storage.swift.
import Foundation

open class CAGradientLayer: CALayer {
    /// CGColor values, one per gradient stop (nil: nothing is drawn). Animatable: element by element when the
    /// counts match. An array holding anything but CGColor is reported and ignored.
    open var colors: [Any]? { get { values.colors.map { $0 as [Any] } } set { storeColors(newValue) } }
    /// Where each stop lies on the axis, in 0...1 and increasing; nil spreads the stops evenly. Animatable.
    open var locations: [NSNumber]? { get { values.locations } set { storeLocations(newValue) } }
    /// The first stop's point in the unit square of the bounds ((0, 0) top-left on iOS). Animatable.
    open var startPoint: CGPoint { get { values.startPoint } set { storeStartPoint(newValue) } }
    /// The last stop's point in the unit square of the bounds. Animatable.
    open var endPoint: CGPoint { get { values.endPoint } set { storeEndPoint(newValue) } }
    /// `.axial` (default), `.radial` or `.conic`.
    open var type: CAGradientLayerType { get { values.gradientType } set { storeGradientType(newValue) } }

    /// The header's defaults for the gradient keys (startPoint (0.5, 0), endPoint (0.5, 1), type axial), then
    /// CALayer's.
    open override class func defaultValue(forKey key: String) -> Any? {
        guard let p = LayerProperty.named(key), p.family == .gradient else { return super.defaultValue(forKey: key) }
        return LayerModel().anyValue(of: p)
    }
}
