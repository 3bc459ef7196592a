// CGContext's current path (Apple's path-construction functions). Points are in user space and are fixed to device
// space as they are added, as in Quartz (cairo does the same). A line or curve without a current point is ignored
// with one message, as Apple's; non-finite points are ignored with one message.
import Foundation
internal import CCairo

extension CGContext {
    public func beginPath() { cairo_new_path(cr) }

    public func move(to point: CGPoint) {
        guard accepts(point) else { return }
        cairo_move_to(cr, Double(point.x), Double(point.y))
    }

    public func addLine(to point: CGPoint) {
        guard accepts(point), hasCurrentPoint("addLine(to:)") else { return }
        cairo_line_to(cr, Double(point.x), Double(point.y))
    }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard accepts(end, control1, control2), hasCurrentPoint("addCurve(to:control1:control2:)") else { return }
        cairo_curve_to(cr, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }

    /// cairo has no quadratic segment: the exact cubic with control points ⅔ of the way to the quadratic one.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard accepts(end, control), hasCurrentPoint("addQuadCurve(to:control:)") else { return }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        let start = CGPoint(x: x, y: y)
        let c1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
    }

    /// An arc of `radius` around `center`; angles in radians from the x axis towards y. `clockwise` is Apple's:
    /// true draws with decreasing angle (clockwise on a y-up screen). A line joins the current point to the start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard accepts(center, CGPoint(x: startAngle, y: endAngle)), radius.isFinite, radius >= 0 else {
            EngineDiagnostics.report("CGContext.addArc(center:radius:...): the radius must be finite and ≥ 0; ignored.")
            return
        }
        guard drawableArc("addArc(center:radius:startAngle:endAngle:clockwise:)", center: center, radius: radius)
        else { return }
        var startAngle = startAngle, endAngle = endAngle
        Self.reduceSweep(&startAngle, &endAngle)
        if clockwise {
            cairo_arc_negative(cr, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        } else {
            cairo_arc(cr, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        }
    }

    /// Apple's arc-to: a line from the current point towards `tangent1End`, then an arc of `radius` tangent to
    /// both lines (current point → tangent1End, tangent1End → tangent2End).
    public func addArc(tangent1End t1: CGPoint, tangent2End t2: CGPoint, radius: CGFloat) {
        guard accepts(t1, t2), radius.isFinite, radius >= 0, hasCurrentPoint("addArc(tangent1End:tangent2End:radius:)")
        else { return }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        guard let arc = TangentArc(from: CGPoint(x: x, y: y), corner: t1, to: t2, radius: radius),
              drawableArc("addArc(tangent1End:tangent2End:radius:)", center: arc.center, radius: radius) else {
            addLine(to: t1)
            return
        }
        cairo_line_to(cr, Double(arc.start.x), Double(arc.start.y))
        if arc.clockwise {
            cairo_arc_negative(cr, Double(arc.center.x), Double(arc.center.y), Double(radius),
                               Double(arc.startAngle), Double(arc.endAngle))
        } else {
            cairo_arc(cr, Double(arc.center.x), Double(arc.center.y), Double(radius),
                      Double(arc.startAngle), Double(arc.endAngle))
        }
    }

    public func addRect(_ rect: CGRect) {
        let r = rect.standardized
        guard accepts(r.origin, CGPoint(x: r.width, y: r.height)) else { return }
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }

    /// Four cubic quarter arcs from (maxX, midY), the same elements as CGMutablePath.addEllipse.
    public func addEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        addPath(path)
    }

    public func addPath(_ path: CGPath) {
        for element in path.elements {
            switch element {
            case .moveTo(let p): move(to: p)
            case .addLine(let p): addLine(to: p)
            case .addQuadCurve(let c, let p): addQuadCurve(to: p, control: c)
            case .addCurve(let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closePath()
            }
        }
    }

    public func closePath() {
        guard cairo_has_current_point(cr) != 0 else { return }
        cairo_close_path(cr)
    }

    public var isPathEmpty: Bool { cairo_has_current_point(cr) == 0 }

    /// The current point in user space; .zero when there is none, as Apple's.
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cr) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path's points, control points included (Apple's), in user space; .null
    /// when the path is empty.
    public var boundingBoxOfPath: CGRect {
        guard let path else { return .null }
        return path.elements.reduce(CGRect.null) { box, element in
            element.points.reduce(box) { $0.union(CGRect(origin: $1, size: .zero)) }
        }
    }

    /// A copy of the current path in user space, or nil when it is empty.
    public var path: CGPath? {
        guard !isPathEmpty, let copied = cairo_copy_path(cr) else { return nil }
        defer { cairo_path_destroy(copied) }
        let result = CGMutablePath()
        let data = copied.pointee.data!
        var i = 0
        while i < Int(copied.pointee.num_data) {
            let header = data[i].header
            let point = { (k: Int) in CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: result.move(to: point(1))
            case CAIRO_PATH_LINE_TO: result.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: result.addCurve(to: point(3), control1: point(1), control2: point(2))
            default: result.closeSubpath()
            }
            i += Int(header.length)
        }
        return result
    }

    // MARK: Checks

    private func accepts(_ points: CGPoint...) -> Bool {
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            EngineDiagnostics.report("CGContext: a path point with a NaN or infinite coordinate was ignored.")
            return false
        }
        return true
    }

    /// The farthest from the origin, in device pixels, that an arc's centre and radius may reach (DECISIONS 13):
    /// cairo keeps device coordinates in 24.8 fixed point (±8,388,608) and splits an arc into segments by its
    /// device radius, so a radius of 1e308 never finished. Past it nothing of the arc could show in a bitmap of at
    /// most 32767 pixels a side but a straight edge; the arc is ignored (addArc(tangent1End:) draws its line).
    static let maximumArcReach: Double = 8_388_608

    /// False, with one message, for an arc whose centre or radius reaches past `maximumArcReach` in device space.
    func drawableArc(_ method: String, center: CGPoint, radius: CGFloat) -> Bool {
        var cx = Double(center.x), cy = Double(center.y)
        cairo_user_to_device(cr, &cx, &cy)
        var rx = Double(radius), ry = 0.0, sx = 0.0, sy = Double(radius)
        cairo_user_to_device_distance(cr, &rx, &ry)
        cairo_user_to_device_distance(cr, &sx, &sy)
        let reach = max(abs(cx), abs(cy)) + max(hypot(rx, ry), hypot(sx, sy))
        guard reach.isFinite, reach <= Self.maximumArcReach else {
            EngineDiagnostics.report("CGContext.\(method): an arc reaching \(String(format: "%.3g", reach)) device pixels "
                + "from the origin passes the \(Int(Self.maximumArcReach))-pixel limit of cairo's coordinates; it is "
                + "ignored. Keep arcs near the bitmap.")
            return false
        }
        return true
    }

    /// Brings a sweep of more than two turns back to the same end angle within two turns of the start: cairo
    /// walks every turn of a longer sweep, so a sweep of 1e300 radians never finished; the path drawn is the
    /// same circle.
    static func reduceSweep(_ start: inout CGFloat, _ end: inout CGFloat) {
        let turn = 2 * CGFloat.pi, sweep = end - start
        guard abs(sweep) > 2 * turn else { return }
        guard sweep.isFinite, abs(start) < 1e15 else {
            // Angles so large that a turn is below their precision: one full turn from the start.
            start = start.truncatingRemainder(dividingBy: turn)
            end = start + (sweep > 0 ? turn : -turn)
            return
        }
        end = start + sweep.truncatingRemainder(dividingBy: turn) + (sweep > 0 ? turn : -turn)
    }

    private func hasCurrentPoint(_ method: String) -> Bool {
        guard cairo_has_current_point(cr) != 0 else {
            EngineDiagnostics.report("CGContext.\(method): no current point; call move(to:) first. The element was ignored.")
            return false
        }
        return true
    }
}
