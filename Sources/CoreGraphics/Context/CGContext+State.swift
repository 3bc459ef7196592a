// CGContext's graphics state (Apple's gState): save/restore, the current transformation matrix, colours, alpha,
// blend mode, line attributes and dashes. The engine's part of the state is in DrawingState; cairo keeps line
// attributes and the clip, and both are pushed and popped together.
import Foundation
internal import CCairo

extension CGContext {
    public func saveGState() {
        stateStack.append(state)
        cairo_save(cr)
    }

    /// An unbalanced restore is reported once and ignored (Apple logs it too) rather than corrupting the state.
    public func restoreGState() {
        guard let saved = stateStack.popLast() else {
            EngineDiagnostics.report(
                "CGContext.restoreGState(): there is no saved state to restore (more restores than saveGState calls); ignored.")
            return
        }
        state = saved
        cairo_restore(cr)
        // allowsAntialiasing is not part of the graphics state: the restored shouldAntialias meets today's flag.
        applyAntialias()
    }

    // MARK: The current transformation matrix (user space → device space, y up)

    public var ctm: CGAffineTransform { state.ctm }
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// CTM' = transform · CTM: the new transform applies first, as Apple's CGContextConcatCTM.
    public func concatenate(_ transform: CGAffineTransform) {
        let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        guard values.allSatisfy(\.isFinite) else {
            EngineDiagnostics.report("CGContext: a transform with a NaN or infinite entry was ignored (\(transform)).")
            return
        }
        state.ctm = transform.concatenating(state.ctm)
        applyCTM()
    }

    /// Hands CTM · flip to cairo; a singular CTM (a zero scale) is kept here only, and nothing draws until it is
    /// invertible again, as Quartz draws nothing through it (cairo would stop drawing for good).
    func applyCTM() {
        let m = state.ctm.concatenating(deviceFlip)
        let det = m.a * m.d - m.b * m.c
        state.isDegenerate = !(det.isFinite && det != 0)
        guard !state.isDegenerate else { return }
        var matrix = cairo_matrix_t(xx: Double(m.a), yx: Double(m.b), xy: Double(m.c), yy: Double(m.d),
                                    x0: Double(m.tx), y0: Double(m.ty))
        cairo_set_matrix(cr, &matrix)
    }

    // MARK: Colours, alpha, blend mode

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// The alpha every later painting is multiplied by, clamped to 0...1 (NaN counts as 0) as Apple's.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1) }

    public func setBlendMode(_ mode: CGBlendMode) {
        if mode == .plusDarker {
            EngineDiagnostics.report("CGContext.setBlendMode(.plusDarker): cairo has no plus-darker operator; drawing with .normal.")
        }
        state.blendMode = mode
    }

    public func setInterpolationQuality(_ quality: CGInterpolationQuality) { state.interpolationQuality = quality }
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    // MARK: Line attributes

    /// Negative or non-finite widths are reported and ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else {
            EngineDiagnostics.report("CGContext.setLineWidth(\(width)): a line width must be finite and ≥ 0; ignored.")
            return
        }
        cairo_set_line_width(cr, Double(width))
    }

    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cr, cap.cairoCap) }
    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cr, join.cairoJoin) }

    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        cairo_set_miter_limit(cr, Double(max(limit, 1)))
    }

    /// Dashes as Apple's: `lengths` alternate painted and unpainted segments starting `phase` into the pattern;
    /// an empty array draws solid lines. Negative or all-zero lengths are reported and give solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && (lengths.isEmpty || lengths.contains { $0 > 0 })
        guard valid, phase.isFinite else {
            EngineDiagnostics.report(
                "CGContext.setLineDash(phase: \(phase), lengths: \(lengths)): lengths must be finite, ≥ 0 and not all "
                    + "zero, and phase finite; lines are drawn solid.")
            cairo_set_dash(cr, nil, 0, 0)
            return
        }
        let dashes = lengths.map(Double.init)
        cairo_set_dash(cr, dashes, Int32(dashes.count), Double(phase))
    }
}
