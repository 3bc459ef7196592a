// What a CAShapeLayer draws in render(in:) (CALayer+RenderInContext.swift, docs/porting.md "Added API"): its path
// filled with fillColor and fillRule, then stroked with strokeColor, lineWidth, lineCap, lineJoin, miterLimit and
// the dash pattern, only the part between strokeStart and strokeEnd (fractions of the path's length, curves
// flattened) when they trim it, as the compositor draws it.
import Foundation

extension CAShapeLayer {
    func renderShape(in ctx: CGContext) {
        let v = values
        guard let path = v.path, !path.isEmpty else { return }
        if let fill = v.fillColor, fill.alpha > 0 {
            ctx.addPath(path)
            ctx.setFillColor(fill)
            ctx.fillPath(using: v.fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let stroke = v.strokeColor, stroke.alpha > 0, v.lineWidth > 0 else { return }
        let start = min(max(v.strokeStart, 0), 1), end = min(max(v.strokeEnd, 0), 1)
        guard end > start else { return }
        let trimmed = start > 0 || end < 1
        ctx.addPath(trimmed ? CAShapeLayer.trim(path, from: start, to: end) : path)
        ctx.setStrokeColor(stroke)
        ctx.setLineWidth(v.lineWidth)
        ctx.setLineCap(v.lineCap == .round ? .round : v.lineCap == .square ? .square : .butt)
        ctx.setLineJoin(v.lineJoin == .round ? .round : v.lineJoin == .bevel ? .bevel : .miter)
        ctx.setMiterLimit(v.miterLimit)
        if let dashes = v.lineDashPattern, !dashes.isEmpty {
            ctx.setLineDash(phase: v.lineDashPhase, lengths: dashes.map { CGFloat($0.doubleValue) })
        }
        ctx.strokePath()
    }

    /// The part of `path` from `start` to `end` of its length, as open polylines (a closed subpath's closing line
    /// counts).
    static func trim(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath {
        let polylines = PathPolyline.subpaths(of: path.elements, tolerance: 0.05).map { line -> [CGPoint] in
            line.isClosed && line.points.count > 1 ? line.points + [line.points[0]] : line.points
        }
        var total: CGFloat = 0
        for points in polylines { for i in points.indices.dropFirst() { total += distance(points[i - 1], points[i]) } }
        let from = start * total, to = end * total
        let result = CGMutablePath()
        var travelled: CGFloat = 0
        for points in polylines {
            var open = false
            for i in points.indices.dropFirst() {
                let a = points[i - 1], b = points[i]
                let length = distance(a, b)
                let s0 = travelled, s1 = travelled + length
                travelled = s1
                guard s1 > from, s0 < to, length > 0 else { continue }
                let t0 = max(0, (from - s0) / length), t1 = min(1, (to - s0) / length)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if !open { result.move(to: p0); open = true }
                result.addLine(to: p1)
            }
        }
        return result
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
}
