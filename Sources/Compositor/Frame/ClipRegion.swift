// The clip a masksToBounds ancestor imposes (spec §1.5 masksToBounds with cornerRadius/maskedCorners): its rounded
// bounds in its own plane plus the map from the window plane into that plane. Each quad carries one region and the
// fragment shader cuts it out with a signed distance, so clipped layers batch with unclipped ones.
import Foundation

/// A rounded rectangle in the clipping layer's bounds space.
struct ClipRegion {
    /// Window points → the clipping layer's bounds space.
    var clipFromWindow: Homography
    var rect: CGRect
    var radius: Double
    var corners: UInt8
    /// The clipping layer draws its straight edges hard (FrameBuilder.aliasedEdges: all four, its default), so its
    /// clip's straight edges are a step too; the corner arcs stay smooth. A partial edgeAntialiasingMask clips smooth.
    var hardEdges = false

    /// The region to use for sublayers of a layer that clips to `self` and then to `inner` as well.
    /// Nested clips that are axis-aligned to each other intersect exactly (the inner radius is kept, and the
    /// outer one when the outer rectangle is the tighter one); otherwise only the inner clip is kept and
    /// `exact` is false so the caller can say so once.
    func intersecting(_ inner: ClipRegion) -> (region: ClipRegion, exact: Bool) {
        guard let windowFromOuter = clipFromWindow.inverted else { return (inner, false) }
        let innerFromOuter = windowFromOuter.concatenating(inner.clipFromWindow)
        guard innerFromOuter.isAxisAlignedScaleTranslate else { return (inner, false) }
        let a = innerFromOuter.apply(Double(rect.minX), Double(rect.minY))
        let b = innerFromOuter.apply(Double(rect.maxX), Double(rect.maxY))
        let outerInInner = CGRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
        var result = inner
        let meet = inner.rect.intersection(outerInInner)
        if meet.isNull {
            result.rect = CGRect(x: inner.rect.minX, y: inner.rect.minY, width: 0, height: 0)
        } else {
            result.rect = meet
            let outerIsTighter = abs(meet.width - outerInInner.width) < 1e-6 && abs(meet.height - outerInInner.height) < 1e-6
            if outerIsTighter {
                // The outer clip lies wholly inside the inner one: its own corners are the ones that show.
                result.radius = radius * Double(outerInInner.width / max(rect.width, 1e-9))
                result.corners = corners
                result.hardEdges = hardEdges
            }
        }
        return (result, true)
    }
}
