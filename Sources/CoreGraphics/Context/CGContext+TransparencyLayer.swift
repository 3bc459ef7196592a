// CGContext transparency layers (Apple's beginTransparencyLayer(auxiliaryInfo:) / endTransparencyLayer(), docs/
// porting.md "Added API"): drawing between the two goes into an offscreen group that starts fully transparent, and
// the group is composited as one image with the context's alpha at the time the layer began, so overlapping
// shapes inside do not show through each other. Inside the layer the alpha starts at 1, as Quartz resets it. The
// group is a cairo group (cairo_push_group / cairo_pop_group_to_source); the shadow of the beginning state is not
// applied to the group (the engine draws shadows per shape).
import Foundation
internal import CCairo

extension CGContext {
    /// Begins a transparency layer; balance each call with endTransparencyLayer(). `auxiliaryInfo` is accepted for
    /// Apple's spelling (Apple passes it nil too) and not read.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        saveGState()
        transparencyLayerAlphas.append(state.alpha)
        state.alpha = 1
        cairo_push_group(cr)
    }

    /// The same, limited to `rect` in user space: drawing outside it is clipped away.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        saveGState()
        clip(to: rect)
        transparencyLayerAlphas.append(state.alpha)
        state.alpha = 1
        cairo_push_group(cr)
    }

    /// Composites the innermost transparency layer with the alpha its beginning state had; an end without a begin
    /// is reported and ignored.
    public func endTransparencyLayer() {
        guard let alpha = transparencyLayerAlphas.popLast() else {
            EngineDiagnostics.report(
                "CGContext.endTransparencyLayer(): no transparency layer is open (more ends than "
                    + "beginTransparencyLayer calls); ignored.")
            return
        }
        cairo_pop_group_to_source(cr)
        if !state.isDegenerate { cairo_paint_with_alpha(cr, Double(alpha)) }
        cairo_new_path(cr)
        restoreGState()
        didPaint()
    }
}
