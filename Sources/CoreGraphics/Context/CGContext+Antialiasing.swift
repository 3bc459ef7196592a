// CGContext antialiasing (Apple's setShouldAntialias(_:) and setAllowsAntialiasing(_:), docs/porting.md
// "Added API"): a shape is antialiased only when both are true. shouldAntialias is part of the graphics state
// (saveGState/restoreGState keep it); allowsAntialiasing is not, as Apple's CGContextSetAllowsAntialiasing says.
// Both reach cairo as cairo_set_antialias: CAIRO_ANTIALIAS_DEFAULT or CAIRO_ANTIALIAS_NONE.
import Foundation
internal import CCairo

extension CGContext {
    /// Whether shapes drawn from now on are antialiased (part of the graphics state; default true).
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        applyAntialias()
    }

    /// Whether the context allows antialiasing at all (not part of the graphics state; default true). Drawing is
    /// antialiased when this and shouldAntialias are both true.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        allowsAntialiasingFlag = allowsAntialiasing
        applyAntialias()
    }

    /// Hands the combined setting to cairo.
    func applyAntialias() {
        let on = state.shouldAntialias && allowsAntialiasingFlag
        cairo_set_antialias(cr, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }
}
