// Layer geometry shared by CALayer and the compositor (spec §1.6, §8.2–8.3): the matrix from a layer's bounds
// coordinates to its superlayer's, the superlayer's sublayerTransform about its anchor, frame derivation,
// and 2-D projection / unprojection through those matrices. Pure functions on values, so the compositor can
// use them on RenderLayer records. Row-vector convention (p' = p · M), as CATransform3D.
import Foundation

package enum LayerGeometry {
    /// Maps the layer's bounds coordinates to its superlayer's (before the superlayer's sublayerTransform):
    /// `q = position + transform · (p − bounds.origin − anchorPoint⊙bounds.size)`, with anchorPointZ and
    /// zPosition on the z axis.
    package static func parentFromLocal(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint,
                                       anchorPointZ: CGFloat, zPosition: CGFloat,
                                       transform: CATransform3D) -> CATransform3D {
        parentFromLocal(origin: bounds.origin, size: bounds.size, position: position, anchorPoint: anchorPoint,
                        anchorPointZ: anchorPointZ, zPosition: zPosition, transform: transform)
    }

    /// As `parentFromLocal(bounds:…)` for a space whose origin is `origin` in bounds coordinates: the compositor
    /// draws each layer in its bounds space moved to the origin (`origin` .zero), as `sublayerSpace` hands it.
    @inline(__always)
    package static func parentFromLocal(origin: CGPoint, size: CGSize, position: CGPoint, anchorPoint: CGPoint,
                                       anchorPointZ: CGFloat, zPosition: CGFloat,
                                       transform: CATransform3D) -> CATransform3D {
        let ax = origin.x + anchorPoint.x * size.width
        let ay = origin.y + anchorPoint.y * size.height
        let toAnchor = CATransform3DMakeTranslation(-ax, -ay, -anchorPointZ)
        let toParent = CATransform3DMakeTranslation(position.x, position.y, zPosition)
        if CATransform3DIsIdentity(transform) { return toAnchor.concatenating(toParent) }
        return toAnchor.concatenating(transform).concatenating(toParent)
    }

    /// A layer's own `parentFromLocal` matrix carried into its superlayer's bounds space: the superlayer's
    /// geometry flip, then its sublayerTransform about its anchor (spec §8.3). For the model (CALayer conversion)
    /// and the presentation (RenderLayer values on the render thread) alike.
    @inline(__always)
    package static func intoParentSpace(_ own: CATransform3D, parentBounds: CGRect, parentAnchorPoint: CGPoint,
                                       parentSublayerTransform: CATransform3D,
                                       parentFlipped: Bool) -> CATransform3D {
        var m = own
        if parentFlipped { m = m.concatenating(geometryFlip(bounds: parentBounds)) }
        if CATransform3DIsIdentity(parentSublayerTransform) { return m }
        return m.concatenating(sublayerTransformAboutAnchor(bounds: parentBounds, anchorPoint: parentAnchorPoint,
                                                            sublayerTransform: parentSublayerTransform))
    }

    /// The sublayerTransform applied about the layer's anchor point: `q' = c + S·(q − c)`,
    /// `c = bounds.origin + anchorPoint⊙bounds.size` (spec §8.3).
    package static func sublayerTransformAboutAnchor(bounds: CGRect, anchorPoint: CGPoint,
                                                    sublayerTransform: CATransform3D) -> CATransform3D {
        if CATransform3DIsIdentity(sublayerTransform) { return CATransform3DIdentity }
        let cx = bounds.origin.x + anchorPoint.x * bounds.size.width
        let cy = bounds.origin.y + anchorPoint.y * bounds.size.height
        return CATransform3DMakeTranslation(-cx, -cy, 0).concatenating(sublayerTransform)
            .concatenating(CATransform3DMakeTranslation(cx, cy, 0))
    }

    /// From a superlayer's bounds coordinates (where sublayer positions are given) to its bounds space moved to
    /// the origin, as the compositor draws it: the sublayerTransform about the anchor point, the vertical flip of a
    /// geometry-flipped layer (`geometryFlip`), then bounds.origin subtracted.
    @inline(__always)
    package static func sublayerSpace(bounds: CGRect, anchorPoint: CGPoint, sublayerTransform: CATransform3D,
                                     flipped: Bool = false) -> CATransform3D {
        var space = CATransform3DMakeTranslation(-bounds.origin.x, -bounds.origin.y, 0)
        if flipped { space = geometryFlip(bounds: bounds).concatenating(space) }
        if CATransform3DIsIdentity(sublayerTransform) { return space }
        return sublayerTransformAboutAnchor(bounds: bounds, anchorPoint: anchorPoint,
                                            sublayerTransform: sublayerTransform).concatenating(space)
    }

    /// isGeometryFlipped (CALayer.h: "whether the geometry of the layer (and its sublayers) is flipped
    /// vertically"): the layer's bounds coordinates read with y growing upwards, a mirror about the middle of the
    /// bounds (y' = minY + maxY − y), so a sublayer at y = 0 sits on the bottom edge. Applied where sublayer
    /// positions (and a mask) enter the layer's space; the sublayerTransform acts in the flipped coordinates.
    package static func geometryFlip(bounds: CGRect) -> CATransform3D {
        var flip = CATransform3DMakeScale(1, -1, 1)
        flip.m42 = bounds.minY + bounds.maxY
        return flip
    }

    /// The frame: the bounding box of the bounds' corners mapped through the affine part of `transform`
    /// about the anchor point (spec §1.6).
    package static func frame(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint,
                             transform: CATransform3D) -> CGRect {
        let w = bounds.size.width, h = bounds.size.height
        if CATransform3DIsIdentity(transform) {
            return CGRect(x: position.x - anchorPoint.x * w, y: position.y - anchorPoint.y * h, width: w, height: h)
        }
        let a = CATransform3DGetAffineTransform(transform)
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for (cx, cy) in [(0.0, 0.0), (w, 0.0), (0.0, h), (w, h)] {
            let dx = cx - anchorPoint.x * w, dy = cy - anchorPoint.y * h
            let x = position.x + a.a * dx + a.c * dy
            let y = position.y + a.b * dx + a.d * dy
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// What setting `frame` stores (spec §1.6): position = origin + anchorPoint⊙size and
    /// bounds.size = |A⁻¹·size| componentwise (A = the affine part; a singular A keeps the size as given).
    package static func positionAndSize(forFrame frame: CGRect, anchorPoint: CGPoint,
                                       transform: CATransform3D) -> (CGPoint, CGSize) {
        let f = frame.standardized
        let position = CGPoint(x: f.origin.x + anchorPoint.x * f.size.width,
                               y: f.origin.y + anchorPoint.y * f.size.height)
        if CATransform3DIsIdentity(transform) { return (position, f.size) }
        let a = CATransform3DGetAffineTransform(transform)
        let det = a.a * a.d - a.b * a.c
        guard det != 0, det.isFinite else { return (position, f.size) }
        // Row vector s · A⁻¹ with A⁻¹ = [d −b; −c a] / det.
        let w = (f.size.width * a.d - f.size.height * a.c) / det
        let h = (-f.size.width * a.b + f.size.height * a.a) / det
        return (position, CGSize(width: abs(w), height: abs(h)))
    }

    /// Half-open containment: minX ≤ x < maxX and minY ≤ y < maxY (spec §1.6).
    package static func contains(_ rect: CGRect, _ p: CGPoint) -> Bool {
        let r = rect.standardized
        return p.x >= r.minX && p.x < r.maxX && p.y >= r.minY && p.y < r.maxY
    }

    /// Maps a point of the z = 0 plane through `m` with the perspective divide (flattening the result).
    package static func project(_ p: CGPoint, through m: CATransform3D) -> CGPoint {
        let x = p.x * m.m11 + p.y * m.m21 + m.m41
        let y = p.x * m.m12 + p.y * m.m22 + m.m42
        let w = p.x * m.m14 + p.y * m.m24 + m.m44
        guard w != 0, w != 1 else { return CGPoint(x: x, y: y) }
        return CGPoint(x: x / w, y: y / w)
    }

    /// The point of the layer's z = 0 plane that `m` projects onto `p` (the inverse of `project`, exact for
    /// perspective too). A singular mapping returns `p` unchanged (Apple's rule for singular transforms,
    /// spec §8.2).
    package static func unproject(_ p: CGPoint, through m: CATransform3D) -> CGPoint {
        // The plane-to-plane homography H (rows x, y, w of the z = 0 plane): (u, v, 1) · H = (X, Y, W).
        let h11 = m.m11, h12 = m.m12, h13 = m.m14
        let h21 = m.m21, h22 = m.m22, h23 = m.m24
        let h31 = m.m41, h32 = m.m42, h33 = m.m44
        let c11 = h22 * h33 - h23 * h32, c12 = h13 * h32 - h12 * h33, c13 = h12 * h23 - h13 * h22
        let c21 = h23 * h31 - h21 * h33, c22 = h11 * h33 - h13 * h31, c23 = h13 * h21 - h11 * h23
        let c31 = h21 * h32 - h22 * h31, c32 = h12 * h31 - h11 * h32, c33 = h11 * h22 - h12 * h21
        let det = h11 * c11 + h21 * c12 + h31 * c13
        guard det != 0, det.isFinite else { return p }
        let u = p.x * c11 + p.y * c21 + c31
        let v = p.x * c12 + p.y * c22 + c32
        let w = p.x * c13 + p.y * c23 + c33
        guard w != 0 else { return p }
        return CGPoint(x: u / w, y: v / w)
    }

    /// Whether the layer's front face points away after `m` (its projected winding is reversed).
    package static func isBackFacing(_ m: CATransform3D) -> Bool {
        m.m11 * m.m22 - m.m12 * m.m21 < 0
    }
}
