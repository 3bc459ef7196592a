// CGContext's painting operations (Apple's fillPath/strokePath/fill/stroke/clear/drawPath): each paints the current
// path (then clears it, as Quartz does) with the fill or stroke colour, times the context alpha, through the blend
// mode, with the shadow under it when one is set. Quartz applies every blend mode only where the shape covers; cairo's
// unbounded operators (clear, copy, sourceIn, ...) are made bounded by interpolating through a coverage mask.
import Foundation
internal import CCairo

extension CGContext {
    public func fillPath(using rule: CGPathFillRule = .winding) { paint(color: state.fillColor, .fill(rule)) }
    public func eoFillPath() { fillPath(using: .evenOdd) }
    public func strokePath() { paint(color: state.strokeColor, .stroke) }

    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath(using: .winding)
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            // The fill clears the path; keep a copy for the stroke.
            let saved = path
            fillPath(using: mode == .fillStroke ? .winding : .evenOdd)
            if let saved { addPath(saved) }
            strokePath()
        }
    }

    public func fill(_ rect: CGRect) { fill([rect]) }

    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Pairs of points, each pair one segment (Apple's CGContextStrokeLineSegments).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count {
            move(to: points[i])
            addLine(to: points[i + 1])
            i += 2
        }
        strokePath()
    }

    /// Makes `rect` transparent black, whatever the blend mode (Apple's CGContextClearRect).
    public func clear(_ rect: CGRect) {
        saveGState()
        state.blendMode = .clear
        state.shadow = nil
        fill(rect)
        restoreGState()
    }

    // MARK: The one painting path

    /// Paints `geometry` with a solid colour.
    func paint(color: CGColor, _ geometry: PaintGeometry) {
        paint(geometry) {
            let (r, g, b, a) = color.rgba
            cairo_set_source_rgba(cr, Double(r), Double(g), Double(b), Double(a))
        }
    }

    /// Paints `geometry` with the source `setSource` installs (called again for each pass: shadow, mask, shape).
    func paint(_ geometry: PaintGeometry, setSource: () -> Void) {
        defer {
            cairo_new_path(cr)
            didPaint()
        }
        guard !state.isDegenerate else { return }
        if let shadow = state.shadow, shadow.color.alpha > 0 {
            drawShadow(shadow, geometry, setSource: setSource)
        }
        let mode = state.blendMode
        cairo_save(cr)
        if mode.isUnboundedInCairo {
            paintBounded(geometry, mode: mode, setSource: setSource)
        } else {
            cairo_set_operator(cr, mode.cairoOperator)
            setSource()
            perform(geometry)
        }
        cairo_restore(cr)
    }

    /// Fills, strokes or paints the clip with the current source, keeping the path; the context alpha applies
    /// (below 1, a path is drawn into a group painted at that alpha, so overlapping stroke parts do not add up).
    func perform(_ geometry: PaintGeometry) {
        let alpha = Double(state.alpha)
        if case .clipArea = geometry {
            cairo_paint_with_alpha(cr, alpha)
            return
        }
        guard alpha < 1 else {
            performShape(geometry)
            return
        }
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        performShape(geometry)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
    }

    private func performShape(_ geometry: PaintGeometry) {
        switch geometry {
        case .fill(let rule):
            cairo_set_fill_rule(cr, rule.cairoRule)
            cairo_fill_preserve(cr)
        case .stroke:
            cairo_stroke_preserve(cr)
        case .clipArea:
            cairo_paint(cr)
        }
    }

    /// dest' = (source OP dest) · coverage + dest · (1 − coverage): the operator's result only where the shape
    /// covers. The result is computed in a group that starts as a copy of the destination; cairo's SOURCE operator
    /// with a mask is exactly that interpolation.
    private func paintBounded(_ geometry: PaintGeometry, mode: CGBlendMode, setSource: () -> Void) {
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        performShape(geometry)
        let coverage = cairo_pop_group(cr)
        cairo_push_group(cr)
        copyDestinationIntoGroup()
        cairo_set_operator(cr, mode.cairoOperator)
        setSource()
        perform(geometry)
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_mask(cr, coverage)
        cairo_pattern_destroy(coverage)
    }

    /// Paints the context's own pixels into the group being drawn, so an operator there sees the destination.
    private func copyDestinationIntoGroup() {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
