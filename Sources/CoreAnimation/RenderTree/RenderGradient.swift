// A CAGradientLayer's gradient as the compositor consumes it (CAGradientLayer.h): plain values, Sendable, filled
// by the commit and written by gradient animations on evaluated copies.
import Foundation

/// The gradient of one layer; present only on CAGradientLayer records.
public struct RenderGradient: Sendable, Equatable {
    /// Straight (not premultiplied) RGBA per stop; Core Graphics interpolates unpremultiplied components, which is
    /// why a gradient from `clear` (transparent black) to white passes through grey on Apple's platforms too.
    public var colors: [SIMD4<Double>]?
    /// Stop positions; nil spreads the stops evenly.
    public var locations: [Double]?
    /// Unit coordinates of the bounds (x right, y down as the layer's own space).
    public var startPoint: CGPoint
    public var endPoint: CGPoint
    public var type: CAGradientLayerType

    public init(colors: [SIMD4<Double>]?, locations: [Double]?, startPoint: CGPoint, endPoint: CGPoint,
                type: CAGradientLayerType) {
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.type = type
    }
}
