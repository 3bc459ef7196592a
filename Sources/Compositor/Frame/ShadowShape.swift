// The shape a layer's shadow is cast from (spec §1.5 shadowPath): the rounded bounds, or the shadowPath when it
// is a rectangle, rounded rectangle or circle, which the analytic Gaussian blur draws exactly. Other paths are
// drawn as their bounding box, said once.
import CoreAnimation
import Foundation

/// A rounded rectangle in the layer's bounds space.
struct ShadowShape {
    var rect: CGRect
    var radius: Double
    var corners: UInt8

    /// The shadow shape of `layer`, or nil when it casts none (no path and nothing drawn in its bounds).
    init?(layer: RenderLayer) {
        guard let elements = layer.shadowPath else {
            guard layer.bounds.width > 0, layer.bounds.height > 0 else { return nil }
            rect = CGRect(origin: .zero, size: layer.bounds.size)
            radius = Double(layer.cornerRadius)
            corners = layer.maskedCorners
            return
        }
        guard let shape = ShadowShape.roundedRect(of: elements) else { return nil }
        self = shape
    }

    private init(rect: CGRect, radius: Double) {
        self.rect = rect
        self.radius = radius
        corners = 15
    }

    /// Recognises the element sequences CGMutablePath builds for rects, rounded rects and ellipses: the radius is
    /// how far along the top edge the first on-curve point of that edge sits from the left.
    static func roundedRect(of elements: [CGPath.Element]) -> ShadowShape? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var lines = 0, curves = 0, moves = 0
        for element in elements {
            switch element {
            case .moveTo(let p): moves += 1; extend(p)
            case .addLine(let p): lines += 1; extend(p)
            case .addQuadCurve(let c, let p): curves += 1; extend(c); extend(p)
            case .addCurve(let c1, let c2, let p): curves += 1; extend(c1); extend(c2); extend(p)
            case .closeSubpath: break
            }
        }
        func extend(_ p: CGPoint) {
            minX = min(minX, Double(p.x)); maxX = max(maxX, Double(p.x))
            minY = min(minY, Double(p.y)); maxY = max(maxY, Double(p.y))
        }
        guard minX.isFinite, maxX > minX, maxY > minY else { return nil }
        let rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let limit = min(rect.width, rect.height) / 2
        var radius = 0.0
        for element in elements {
            guard let p = element.endPoint, abs(Double(p.y) - minY) < 1e-6 else { continue }
            radius = min(Double(p.x) - minX, Double(limit))
            break
        }
        if moves != 1 || (curves != 0 && curves != 4) || lines > 4 {
            CompositorDiagnostics.reportOnce(
                "shadowPath with \(elements.count) elements is not a rectangle, rounded rectangle or circle; "
                    + "its shadow is drawn as the rounded bounding box. Use one of those shapes for an exact shadow.")
        }
        return ShadowShape(rect: rect, radius: max(radius, 0))
    }
}
