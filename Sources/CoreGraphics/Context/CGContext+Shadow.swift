// CGContext shadows (Apple's setShadow(offset:blur:) and setShadow(offset:blur:color:)): every painting operation
// first paints its shape's alpha, blurred (Gaussian, sigma = blur / 2, as the compositor's layer shadows) and
// tinted with the shadow colour, displaced by the offset in base space (device pixels, y up as the bitmap's device
// space; the layer display context points it down as UIKit's). cairo has no shadows; the blur is ShadowBlur's.
import Foundation
internal import CCairo

extension CGContext {
    /// A shadow in black at one-third alpha, as Apple's default.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// A nil colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color else {
            state.shadow = nil
            return
        }
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            EngineDiagnostics.report("CGContext.setShadow: offset \(offset) and blur \(blur) must be finite; shadow turned off.")
            state.shadow = nil
            return
        }
        var blur = max(blur, 0)
        if blur > CGContext.maximumShadowBlur {
            EngineDiagnostics.report("CGContext.setShadow: blur \(blur) is more than \(CGContext.maximumShadowBlur) "
                + "pixels; the shadow is drawn with blur \(CGContext.maximumShadowBlur). A wider blur spreads the "
                + "shadow too thin to see.")
            blur = CGContext.maximumShadowBlur
        }
        state.shadow = DrawingState.Shadow(offset: offset, blur: blur, color: color)
    }

    /// The widest shadow blur drawn, in base-space pixels (DECISIONS 13): the blur pads the shape's alpha by 3σ
    /// (σ = blur / 2) on every side, so a blur of 1e5 asked for 360 GB; at 512 the padding is 768 pixels.
    static let maximumShadowBlur: CGFloat = 512

    /// Draws the shape into a group, blurs the group's alpha and paints the shadow colour through it.
    func drawShadow(_ shadow: DrawingState.Shadow, _ geometry: PaintGeometry, setSource: () -> Void) {
        cairo_save(cr)
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        setSource()
        perform(geometry)
        let group = cairo_pop_group(cr)
        defer {
            cairo_pattern_destroy(group)
            cairo_restore(cr)
        }
        var groupSurface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &groupSurface) == CAIRO_STATUS_SUCCESS, let groupSurface,
              cairo_surface_get_type(groupSurface) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(groupSurface)
        // Group pixel (0, 0) sits at device (−dx, −dy).
        var dx = 0.0, dy = 0.0
        cairo_surface_get_device_offset(groupSurface, &dx, &dy)
        let sigma = Double(shadow.blur) / 2
        guard let blurred = ShadowBlur.blurredAlpha(of: groupSurface, sigma: sigma) else { return }
        defer { cairo_surface_destroy(blurred.surface) }
        let offsetY = shadowOffsetPointsDown ? Double(shadow.offset.height) : -Double(shadow.offset.height)
        let (r, g, b, a) = shadow.color.rgba
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_set_source_rgba(cr, Double(r), Double(g), Double(b), Double(a))
        cairo_mask_surface(cr, blurred.surface, -dx - Double(blurred.padding) + Double(shadow.offset.width),
                           -dy - Double(blurred.padding) + offsetY)
    }
}
