// A CAGradientLayer's stops for the fragment shader (CAGradientLayer.h): each stop is two texels of the frame's
// stop buffer (straight RGBA, then its location), appended per frame into a reused array, so a gradient costs no
// texture and animating its colours or locations only changes these numbers. Locations follow the header: nil
// spreads the stops evenly; a list of another length than `colors`, or not increasing, is reported once and drawn
// evenly spread or held at the previous location (Apple requires increasing values and leaves the rest undefined).
import QuartzCore
import Foundation

extension FrameBuilder {
    /// Appends `gradient`'s stops; the first texel and the stop count, or nil when there is nothing to draw.
    func appendGradientStops(_ gradient: RenderGradient) -> (first: Int, count: Int)? {
        guard let colors = gradient.colors, !colors.isEmpty else { return nil }
        let count = colors.count
        var locations = gradient.locations
        if let given = locations, given.count != count {
            CompositorDiagnostics.reportOnce(
                "a CAGradientLayer has \(given.count) locations for \(count) colors; its stops are spread evenly. "
                    + "Give one location per colour, or nil.")
            locations = nil
        }
        let first = gradientStops.count
        var previous = -Double.infinity
        for index in 0..<count {
            let c = colors[index]
            var location = count > 1 ? Double(index) / Double(count - 1) : 0
            if let locations {
                location = locations[index].isFinite ? locations[index] : location
                if location < previous {
                    CompositorDiagnostics.reportOnce(
                        "a CAGradientLayer's locations decrease (\(locations)); a stop before its predecessor is held at "
                            + "the predecessor's location. Pass increasing values in 0...1.")
                    location = previous
                }
            }
            previous = location
            gradientStops.append(SIMD4(Float(FrameBuilder.unit(c.x)), Float(FrameBuilder.unit(c.y)),
                                       Float(FrameBuilder.unit(c.z)), Float(FrameBuilder.unit(c.w))))
            gradientStops.append(SIMD4(Float(location), 0, 0, 0))
        }
        return (first, count)
    }

    /// A gradient layer's stops, appended, and its geometry (`gradientGeometry`): the first texel, the stop count, the
    /// start and end points and the type; nil when there is nothing to draw (no colours). Read through the pointer in
    /// a helper, so the body's path for other layers binds no RenderGradient (FrameBuilder+Instances).
    @inline(never)
    func gradientDrawing(of layer: UnsafePointer<RenderLayer>, size: CGSize)
        -> (first: Int, count: Int, geometry: QuadInstance.Vec4, type: Float)? {
        guard case .gradient(let gradient) = layer.pointee.layerClass,
              let stops = appendGradientStops(gradient) else { return nil }
        let (geometry, type) = FrameBuilder.gradientGeometry(gradient, size: size,
                                                             flipped: layer.pointee.isGeometryFlipped)
        return (stops.first, stops.count, geometry, type)
    }

    /// The gradient's geometry for the shader: start and end in bounds points, and its type as a number. The points
    /// are in the layer's unit coordinate space, which a geometry-flipped layer reads from its bottom edge up
    /// (CALayer.h isGeometryFlipped: "the geometry of the layer and its sublayers is flipped vertically").
    static func gradientGeometry(_ gradient: RenderGradient, size: CGSize, flipped: Bool) -> (QuadInstance.Vec4, Float) {
        let s = gradient.startPoint, e = gradient.endPoint
        let sy = flipped ? 1 - s.y : s.y, ey = flipped ? 1 - e.y : e.y
        let geometry = (Float(s.x * size.width), Float(sy * size.height), Float(e.x * size.width),
                        Float(ey * size.height))
        switch gradient.type {
        case .radial: return (geometry, 1)
        case .conic: return (geometry, 2)
        default: return (geometry, 0)   // axial, and unknown names as axial
        }
    }

    /// A colour component clamped to 0...1 (NaN from a bad animation value draws as 0).
    private static func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
}
