// Fitting quads to the active clip (docs/architecture.md "Frame cost"; the clip is spec §1.5 masksToBounds, and a sliding
// transition's bounds, spec §7.3). A clipped quad takes the `full` shader variant, which works out the clip's
// distance per fragment with derivatives: during a push every tile of the incoming page is under the page's bounds
// clip, and costs several times its plain quad although almost none of them touches the clip's edge. The shader's
// clip coverage is clamp(0.5 − d / pixel) (QuadShaders+Fragment), so it is exactly 1 on every pixel centre half a pixel
// or more inside the clip, and exactly 0 half a pixel or more outside: a quad wholly on one side needs no clip. The
// exact test needs the clip axis-aligned in the window and the quad's plane mapped affinely (otherwise the shader
// clips, as before).
import Foundation

extension FrameBuilder {
    /// Where `quad`, in the plane `plane` maps to the window, meets `clip`.
    func fit(_ quad: CGRect, plane: Homography, to clip: ClipRegion) -> ClipFit {
        guard plane.isAffine, let windowFromClip = clip.clipFromWindow.inverted,
              windowFromClip.isAxisAlignedScaleTranslate else { return .partial(quad: quad) }
        let rect = FrameBuilder.bounds(of: clip.rect, through: windowFromClip)
        let box = FrameBuilder.bounds(of: quad, through: plane)
        let slack = 1e-3
        let half = CGSize(width: 0.5 / pixelsPerPoint.width + slack, height: 0.5 / pixelsPerPoint.height + slack)
        let reach = rect.insetBy(dx: -half.width, dy: -half.height)
        guard box.intersects(reach) else { return .outside }
        // Rounded corners cut only the corner squares of side radius: inside the rectangle inset by the radius, a
        // point's distance to the edge is its distance to the nearest straight side.
        let radius = clip.corners & 15 != 0 && clip.radius > 0
            ? clip.radius * max(windowFromClip.m.0, windowFromClip.m.4) / windowFromClip.m.8 : 0
        // An edge on or beyond the viewport's cuts no pixel centre (they lie half a pixel inside the viewport).
        let low = CGPoint(x: rect.minX <= slack ? -CGFloat.infinity : rect.minX + half.width + radius,
                          y: rect.minY <= slack ? -CGFloat.infinity : rect.minY + half.height + radius)
        let high = CGPoint(x: rect.maxX >= viewport.width - slack ? CGFloat.infinity : rect.maxX - half.width - radius,
                           y: rect.maxY >= viewport.height - slack ? CGFloat.infinity : rect.maxY - half.height - radius)
        if box.minX >= low.x, box.minY >= low.y, box.maxX <= high.x, box.maxY <= high.y { return .inside }
        // The part of the quad whose window image meets the clip's reach (within the viewport), back in its plane.
        let visible = reach.intersection(CGRect(origin: .zero, size: viewport).insetBy(dx: -half.width,
                                                                                      dy: -half.height))
        guard !visible.isNull, let planeFromWindow = plane.inverted else { return .outside }
        let part = quad.intersection(FrameBuilder.bounds(of: visible, through: planeFromWindow))
        return part.isNull || part.isEmpty ? .outside : .partial(quad: part)
    }

    /// The bounding box of `rect`'s image under the affine map `h`.
    static func bounds(of rect: CGRect, through h: Homography) -> CGRect {
        let a = h.apply(Double(rect.minX), Double(rect.minY)), b = h.apply(Double(rect.maxX), Double(rect.minY))
        let c = h.apply(Double(rect.minX), Double(rect.maxY)), d = h.apply(Double(rect.maxX), Double(rect.maxY))
        let minX = min(a.x, b.x, c.x, d.x), minY = min(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
    }

    /// `instance` without its clip: what makeInstance gives a quad drawn with no clip region.
    static func removingClip(from instance: QuadInstance) -> QuadInstance {
        var result = instance
        result.clipFromLayer = FrameBuilder.identityColumns
        result.clipRect = (0, 0, -1, -1)
        result.packed.2 &= ~(QuadFlags.cornerBits << QuadFlags.clipCornersShift)
        result.packed.3 = 0
        return result
    }
}
