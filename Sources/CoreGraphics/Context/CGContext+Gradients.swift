// CGContext gradients (Apple's drawLinearGradient and drawRadialGradient): the gradient fills the clip, with the
// end colours extended before the start and after the end only when the options ask; cairo's pad extension covers
// both sides, so a one-sided extension is clipped to its side (a half-plane for linear gradients, the end circle or
// the outside of the start circle for radial ones).
import Foundation
internal import CCairo

extension CGContext {
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite, start != end else { return }
        saveGState()
        defer { restoreGState() }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        if before != after { clipToHalfPlane(start: start, end: end, keepBeforeEnd: before) }
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        drawGradient(gradient, pattern: pattern, extended: before || after)
    }

    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        guard values.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0 else {
            EngineDiagnostics.report("CGContext.drawRadialGradient: centres and radii must be finite and radii ≥ 0; not drawn.")
            return
        }
        // Circles past cairo's coordinate range are not drawn (DECISIONS 13): a start radius of 1e308 made the
        // clip's arc never finish.
        guard drawableArc("drawRadialGradient", center: startCenter, radius: startRadius),
              drawableArc("drawRadialGradient", center: endCenter, radius: endRadius) else { return }
        saveGState()
        defer { restoreGState() }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        if before && !after {
            beginPath()
            addArc(center: endCenter, radius: endRadius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            clip()
        } else if after && !before {
            beginPath()
            addRect(boundingBoxOfClipPath)
            addArc(center: startCenter, radius: startRadius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            clip(using: .evenOdd)
        }
        let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                  Double(endCenter.x), Double(endCenter.y), Double(endRadius))!
        drawGradient(gradient, pattern: pattern, extended: before || after)
    }

    private func drawGradient(_ gradient: CGGradient, pattern: OpaquePointer, extended: Bool) {
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(stop.red), Double(stop.green),
                                              Double(stop.blue), Double(stop.alpha))
        }
        cairo_pattern_set_extend(pattern, extended ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        paint(.clipArea) { cairo_set_source(cr, pattern) }
    }

    /// Clips to the side of the line through `end` (keepBeforeEnd) or `start` (otherwise) perpendicular to the
    /// gradient axis that holds the gradient itself.
    private func clipToHalfPlane(start: CGPoint, end: CGPoint, keepBeforeEnd: Bool) {
        let box = boundingBoxOfClipPath
        let length = hypot(end.x - start.x, end.y - start.y)
        let u = (dx: (end.x - start.x) / length, dy: (end.y - start.y) / length), n = (dx: -u.dy, dy: u.dx)
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.maxY),
                       CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.minY)]
        let reach = corners.map { hypot($0.x - start.x, $0.y - start.y) }.max()! + length + 1
        let origin = keepBeforeEnd ? end : start
        let away: CGFloat = keepBeforeEnd ? -1 : 1
        func point(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
            CGPoint(x: origin.x + u.dx * along + n.dx * across, y: origin.y + u.dy * along + n.dy * across)
        }
        beginPath()
        addLines(between: [point(0, reach), point(0, -reach), point(away * 2 * reach, -reach), point(away * 2 * reach, reach)])
        closePath()
        clip()
    }
}
