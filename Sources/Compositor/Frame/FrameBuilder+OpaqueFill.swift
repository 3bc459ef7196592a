// Big opaque backgrounds drawn as fills (docs/architecture.md "Frame cost"): an opaque, square-cornered,
// axis-aligned layer background with hard edges (the default edge rule, spec §1.5) covers exactly the pixels whose
// centres it contains, each with its colour, whatever is under it. Drawn as a `plain` quad it costs a rounded-box
// distance and a blend per pixel over its whole area; a page sliding in during a push is such a body over half the
// window every frame. The `fill` variant rasterises the exact rectangle with blending off and writes the colour, so
// the pixels are the same. Where an edge passes within 1/64 pixel of a pixel centre the rasteriser's rounding of the
// edge and the shader's step could disagree, and the body is drawn as a quad.
import QuartzCore
import Foundation

extension FrameBuilder {
    /// Pixels a body must cover inside the target for the fill to be worth the quad run it breaks.
    static let opaqueFillMinimumPixels = 4_096.0

    /// Appends the background of `layer` (no border, contents or tint; `opacity` the effective one) as a `fill` quad
    /// when it is such a body; returns false, with nothing appended, when it must be drawn as a quad.
    func appendOpaqueFill(_ layer: UnsafePointer<RenderLayer>, window t: CATransform3D, plane: Homography,
                          opacity: Float, clip: ClipRegion?) -> Bool {
        let fill = layer.pointee.backgroundColor
        guard opacity >= 1, fill.alpha >= 1,
              layer.pointee.cornerRadius <= 0 || layer.pointee.maskedCorners & 15 == 0,
              FrameBuilder.aliasedEdges(layer) == 15,
              !shadowPass.isRecordingSource, !rasterPass.isRecording,
              // Axis-aligned scale and translation in the window plane, depth well inside the projection's range.
              t.m12 == 0, t.m21 == 0, t.m14 == 0, t.m24 == 0, t.m44 == 1, t.m13 == 0, t.m23 == 0,
              abs(t.m43) < ViewportProjection.depthRange / 2 else { return false }
        let size = layer.pointee.bounds.size
        let sx = pixelsPerPoint.width, sy = pixelsPerPoint.height
        let ax = t.m41 * sx, bx = (t.m41 + size.width * t.m11) * sx
        let ay = t.m42 * sy, by = (t.m42 + size.height * t.m22) * sy
        let width = viewport.width * sx, height = viewport.height * sy
        let x0 = min(ax, bx), x1 = max(ax, bx), y0 = min(ay, by), y1 = max(ay, by)
        let visible = max(0, min(x1, width) - max(x0, 0)) * max(0, min(y1, height) - max(y0, 0))
        guard visible >= FrameBuilder.opaqueFillMinimumPixels else { return false }
        // An edge inside the target that passes near a pixel centre (half-integer) is left to the quad's step.
        func nearCentre(_ edge: Double, _ extent: Double) -> Bool {
            guard edge > 0, edge < extent else { return false }
            let offset = edge - 0.5
            return abs(offset - offset.rounded()) < 1.0 / 64
        }
        guard !nearCentre(x0, width), !nearCentre(x1, width), !nearCentre(y0, height), !nearCentre(y1, height)
        else { return false }
        let bounds = CGRect(origin: .zero, size: size)
        if let clip {
            // Only a clip that keeps every pixel of the body (its edges beyond the body or the viewport).
            guard case .inside = fit(bounds, plane: plane, to: clip) else { return false }
        }
        var instance = makeInstance(window: t, plane: plane, shape: bounds, clip: nil, kind: .layer, corners: 0,
                                    clipsContents: layer.pointee.masksToBounds, hasContents: false)
        guard instance.metrics.0 > 0 else { return false }
        instance.quad = FrameBuilder.vec4(bounds)
        instance.packed.0 = QuadFlags.pack(fill.red, fill.green, fill.blue, fill.alpha)
        instance.packed.1 = 0
        instance.packed.2 |= 15 << QuadFlags.aliasedEdgesShift
        instance.style = (0, 0, 1, 1)
        append(instance, image: nil, program: .fill)
        return true
    }
}
