// The shape a layer's shadow is cast from when the analytic Gaussian draws it exactly (spec §1.5 shadowPath): the
// rounded bounds, or a shadowPath that is exactly a rectangle, rounded rectangle or circle as CGPath builds them.
// Any other path is rasterised and blurred (FrameBuilder+CompositedShadow), so recognising a shape here is only a
// shortcut and must never approximate.
import QuartzCore
import Foundation

/// A rounded rectangle in the layer's bounds space.
struct ShadowShape {
    var rect: CGRect
    var radius: Double
    var corners: UInt8

    /// The rounded bounds of `layer` (nil when they are empty).
    init?(bounds layer: RenderLayer) {
        guard layer.bounds.width > 0, layer.bounds.height > 0 else { return nil }
        rect = CGRect(origin: .zero, size: layer.bounds.size)
        radius = Double(layer.cornerRadius)
        corners = layer.maskedCorners
    }

    private init(rect: CGRect, radius: Double) {
        self.rect = rect
        self.radius = radius
        corners = 15
    }

    /// The path as a rounded rectangle when it is exactly one: a closed axis-aligned rectangle, or the elements
    /// CGMutablePath builds for a rounded rectangle or a circle (the radius is how far along the top edge the first
    /// on-curve point of that edge sits from the left). Nil for every other path.
    static func exact(_ elements: [CGPath.Element]) -> ShadowShape? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var curves = 0
        for element in elements {
            switch element {
            case .moveTo(let p), .addLine(let p): extend(p)
            case .addQuadCurve(let c, let p): curves += 1; extend(c); extend(p)
            case .addCurve(let c1, let c2, let p): curves += 1; extend(c1); extend(c2); extend(p)
            case .closeSubpath: break
            }
        }
        func extend(_ p: CGPoint) {
            minX = min(minX, Double(p.x)); maxX = max(maxX, Double(p.x))
            minY = min(minY, Double(p.y)); maxY = max(maxY, Double(p.y))
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite, maxX > minX, maxY > minY else { return nil }
        let rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        if curves == 0 { return isRectangle(elements, rect) ? ShadowShape(rect: rect, radius: 0) : nil }
        let limit = Double(min(rect.width, rect.height)) / 2
        var radius = 0.0
        for element in elements {
            guard let p = element.endPoint, abs(Double(p.y) - minY) < 1e-6 else { continue }
            radius = min(Double(p.x) - minX, limit)
            break
        }
        guard radius > 0 else { return nil }
        let tolerance = 1e-6 * max(Double(rect.width), Double(rect.height), 1)
        let rounded = CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil).elements
        if matches(elements, rounded, tolerance) { return ShadowShape(rect: rect, radius: radius) }
        // A circle (an ellipse of equal sides); other ellipses are not rounded rectangles.
        if abs(Double(rect.width - rect.height)) < tolerance,
           matches(elements, CGPath(ellipseIn: rect, transform: nil).elements, tolerance) {
            return ShadowShape(rect: rect, radius: limit)
        }
        return nil
    }

    /// One closed subpath of axis-aligned lines through the four corners of `rect` and nothing else.
    private static func isRectangle(_ elements: [CGPath.Element], _ rect: CGRect) -> Bool {
        var points: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .moveTo(let p): guard index == 0 else { return false }; points.append(p)
            case .addLine(let p): points.append(p)
            case .closeSubpath: guard index == elements.count - 1 else { return false }
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        var corners = Set<Int>()
        for (index, p) in points.enumerated() {
            let left = p.x == rect.minX, right = p.x == rect.maxX, top = p.y == rect.minY, bottom = p.y == rect.maxY
            guard left || right, top || bottom else { return false }
            corners.insert((left ? 0 : 1) + (top ? 0 : 2))
            let next = points[(index + 1) % 4]
            guard (p.x == next.x) != (p.y == next.y) else { return false }
        }
        return corners.count == 4
    }

    private static func matches(_ a: [CGPath.Element], _ b: [CGPath.Element], _ tolerance: Double) -> Bool {
        guard a.count == b.count else { return false }
        func near(_ p: CGPoint, _ q: CGPoint) -> Bool {
            abs(Double(p.x - q.x)) <= tolerance && abs(Double(p.y - q.y)) <= tolerance
        }
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (.moveTo(let p), .moveTo(let q)), (.addLine(let p), .addLine(let q)):
                guard near(p, q) else { return false }
            case (.addCurve(let p1, let p2, let p), .addCurve(let q1, let q2, let q)):
                guard near(p1, q1), near(p2, q2), near(p, q) else { return false }
            case (.closeSubpath, .closeSubpath): break
            default: return false
            }
        }
        return true
    }
}
