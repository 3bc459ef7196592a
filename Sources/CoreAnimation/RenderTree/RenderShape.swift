// A CAShapeLayer's path and paint as the compositor consumes it (CAShapeLayer.h): plain values, Sendable, filled
// by the commit and written by shape animations on evaluated copies.
import Foundation

/// The shape of one layer; present only on CAShapeLayer records.
public struct RenderShape: Sendable, Hashable {
    /// The path's elements in the layer's bounds space (nil: nothing drawn).
    public var path: [CGPath.Element]?
    public var fillColor: RenderColor
    public var strokeColor: RenderColor
    public var evenOdd: Bool
    public var strokeStart: Double
    public var strokeEnd: Double
    public var lineWidth: Double
    public var miterLimit: Double
    public var lineCap: CAShapeLayerLineCap
    public var lineJoin: CAShapeLayerLineJoin
    public var lineDashPattern: [Double]?
    public var lineDashPhase: Double

    public init(path: [CGPath.Element]?, fillColor: RenderColor, strokeColor: RenderColor, evenOdd: Bool,
                strokeStart: Double, strokeEnd: Double, lineWidth: Double, miterLimit: Double,
                lineCap: CAShapeLayerLineCap, lineJoin: CAShapeLayerLineJoin, lineDashPattern: [Double]?,
                lineDashPhase: Double) {
        self.path = path
        self.fillColor = fillColor
        self.strokeColor = strokeColor
        self.evenOdd = evenOdd
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
        self.lineWidth = lineWidth
        self.miterLimit = miterLimit
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.lineDashPattern = lineDashPattern
        self.lineDashPhase = lineDashPhase
    }
}
