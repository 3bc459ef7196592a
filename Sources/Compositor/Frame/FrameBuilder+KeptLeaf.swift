// The walk's short way for a leaf drawn from its kept body (FrameBuilder+BodyTemplate, docs/architecture.md "Frame
// cost"): a plain layer without sublayers, mask, shadow, contents image, rasterisation or clip, whose slot holds a
// kept body, is placed and appended here straight from `visit`, without passing its window transform, plane and
// clip down visit → drawLayer → drawContent → drawBodyAndSublayers → appendBody. Every check those make for such a
// layer is made here in the same order; anything else (and a body whose inputs changed) takes the general path.
import QuartzCore
import Foundation

extension FrameBuilder {
    /// Draws layer `index` (no clip, no transition shift) when it is such a leaf; false, with nothing done, when the
    /// general path must draw it.
    @inline(__always)
    func drawKeptLeaf(_ index: Int, _ layer: UnsafePointer<RenderLayer>, layerCount: Int,
                      parentSpace: CATransform3D, parentIsTranslation: Bool, opacity: Float) -> Bool {
        // The slot's kept body first: a layer that never had one (an image, a gradient, text) leaves at once.
        guard index < bodyTemplates.count, bodyTemplates.slot(index).pointee.isValid, firstChild[index] < 0,
              case .plain = layer.pointee.layerClassKind, !layer.pointee.isHidden, layer.pointee.opacity > 0,
              !layer.pointee.shouldRasterize, layer.pointee.contents == nil else { return false }
        let mask = Int(layer.pointee.maskIndex)
        guard !(mask > index && mask < layerCount),
              !(layer.pointee.shadowOpacity > 0 && layer.pointee.shadowColor.alpha > 0),
              snapshotCover == nil else { return false }
        drawPlainLeaf(index, layer, parentSpace: parentSpace, parentIsTranslation: parentIsTranslation,
                      opacity: opacity)
        return true
    }

    /// `visit` → `drawLayer` → `drawContent` → `drawBodyAndSublayers` → `appendBody` for a leaf `drawKeptLeaf`
    /// accepted: the back-face test, then the body from its template, or built by `appendBody` when its inputs
    /// changed.
    @inline(never)
    private func drawPlainLeaf(_ index: Int, _ layer: UnsafePointer<RenderLayer>, parentSpace: CATransform3D,
                               parentIsTranslation: Bool, opacity: Float) {
        let window = FrameBuilder.leafWindow(of: layer, parentSpace: parentSpace, translation: parentIsTranslation)
        // Homography(window).determinant, without making the plane (only a body built anew needs it).
        let w = window
        let determinant = w.m11 * (w.m22 * w.m44 - w.m24 * w.m42) - w.m12 * (w.m21 * w.m44 - w.m24 * w.m41)
            + w.m14 * (w.m21 * w.m42 - w.m22 * w.m41)
        guard layer.pointee.isDoubleSided || (determinant > 0) != FrameBuilder.isMirrored(layer) else { return }
        let effective = opacity * layer.pointee.opacity
        let size = layer.pointee.bounds.size
        guard size.width > 0, size.height > 0 else { return }
        let tint = layer.pointee.colorMultiplier
        let tinted = tint.x != 1 || tint.y != 1 || tint.z != 1 || tint.w != 1
        let hasFill = layer.pointee.backgroundColor.alpha > 0
        let hasBorder = layer.pointee.borderWidth > 0 && layer.pointee.borderColor.alpha > 0
        guard hasFill || hasBorder else { return }
        // A fill that may fold into the clear, and a body whose inputs changed, go the whole way (appendBody makes
        // the same checks again and keeps the body anew).
        guard !(hasFill && !hasBorder && !tinted),
              appendBodyFromTemplate(index, of: layer, window: window, opacity: effective * tint.w, hasFill: hasFill,
                                     hasBorder: hasBorder) else {
            appendBody(of: layer, window: window, plane: Homography(window), opacity: effective, clip: nil,
                       border: true, slot: index)
            return
        }
    }

    /// The leaf's window transform (`windowTransform` without a shift) with rows 1, 2 and 4 only: each row of
    /// `parentFromLocal` and of its product with `parentSpace` computed by the same products and sums in the same
    /// order (`parentFromLocal`, `CATransform3D.concatenating`), so those rows are the same bits. Row 3, the bounds
    /// plane's z axis, is left zero: a leaf's quad, plane, pixel size and background fold read only rows 1, 2 and 4
    /// (a point of the plane has z = 0), and row 3 matters only to sublayers, masks and shadows, which such a leaf
    /// has none of.
    /// With `translation` (`parentSpace` passed `isTranslation`) the product's terms that are × 0 and × 1 are left
    /// out: the same values up to the sign of a zero.
    @inline(never)
    static func leafWindow(of layer: UnsafePointer<RenderLayer>, parentSpace b: CATransform3D,
                           translation: Bool) -> CATransform3D {
        let size = layer.pointee.bounds.size, anchor = layer.pointee.anchorPoint
        let ax = -(anchor.x * size.width), ay = -(anchor.y * size.height), az = -layer.pointee.anchorPointZ
        let p = layer.pointee.position, pz = layer.pointee.zPosition
        let m = layer.pointee.transform
        // parentFromLocal's rows 1, 2 and 4: translate(−anchor) · transform · translate(position).
        var a41 = ax * m.m11 + ay * m.m21 + az * m.m31 + m.m41
        var a42 = ax * m.m12 + ay * m.m22 + az * m.m32 + m.m42
        var a43 = ax * m.m13 + ay * m.m23 + az * m.m33 + m.m43
        let a44 = ax * m.m14 + ay * m.m24 + az * m.m34 + m.m44
        let a11 = m.m11 + m.m14 * p.x, a12 = m.m12 + m.m14 * p.y, a13 = m.m13 + m.m14 * pz, a14 = m.m14
        let a21 = m.m21 + m.m24 * p.x, a22 = m.m22 + m.m24 * p.y, a23 = m.m23 + m.m24 * pz, a24 = m.m24
        a41 += a44 * p.x; a42 += a44 * p.y; a43 += a44 * pz
        // · parentSpace, rows 1, 2 and 4.
        if translation {
            return CATransform3D(
                m11: a11 + a14 * b.m41, m12: a12 + a14 * b.m42, m13: a13 * b.m33 + a14 * b.m43, m14: a14,
                m21: a21 + a24 * b.m41, m22: a22 + a24 * b.m42, m23: a23 * b.m33 + a24 * b.m43, m24: a24,
                m31: 0, m32: 0, m33: 0, m34: 0,
                m41: a41 + a44 * b.m41, m42: a42 + a44 * b.m42, m43: a43 * b.m33 + a44 * b.m43, m44: a44)
        }
        return CATransform3D(
            m11: a11 * b.m11 + a12 * b.m21 + a13 * b.m31 + a14 * b.m41,
            m12: a11 * b.m12 + a12 * b.m22 + a13 * b.m32 + a14 * b.m42,
            m13: a11 * b.m13 + a12 * b.m23 + a13 * b.m33 + a14 * b.m43,
            m14: a11 * b.m14 + a12 * b.m24 + a13 * b.m34 + a14 * b.m44,
            m21: a21 * b.m11 + a22 * b.m21 + a23 * b.m31 + a24 * b.m41,
            m22: a21 * b.m12 + a22 * b.m22 + a23 * b.m32 + a24 * b.m42,
            m23: a21 * b.m13 + a22 * b.m23 + a23 * b.m33 + a24 * b.m43,
            m24: a21 * b.m14 + a22 * b.m24 + a23 * b.m34 + a24 * b.m44,
            m31: 0, m32: 0, m33: 0, m34: 0,
            m41: a41 * b.m11 + a42 * b.m21 + a43 * b.m31 + a44 * b.m41,
            m42: a41 * b.m12 + a42 * b.m22 + a43 * b.m32 + a44 * b.m42,
            m43: a41 * b.m13 + a42 * b.m23 + a43 * b.m33 + a44 * b.m43,
            m44: a41 * b.m14 + a42 * b.m24 + a43 * b.m34 + a44 * b.m44)
    }

    /// Whether `t` only moves points and scales z (rows 1, 2 and 4 of the identity but for the translation, row 3
    /// (0, 0, z, 0)): a flattened superlayer space that is not rotated, scaled or projected, as most are.
    static func isTranslation(_ t: CATransform3D) -> Bool {
        t.m11 == 1 && t.m12 == 0 && t.m13 == 0 && t.m14 == 0 && t.m21 == 0 && t.m22 == 1 && t.m23 == 0
            && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m34 == 0 && t.m44 == 1
    }
}
