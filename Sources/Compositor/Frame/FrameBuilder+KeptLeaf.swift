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
                      parentSpace: CATransform3D, opacity: Float) -> Bool {
        // The slot's kept body first: a layer that never had one (an image, a gradient, text) leaves at once.
        guard index < bodyTemplates.count, bodyTemplates[index].isValid, firstChild[index] < 0,
              case .plain = layer.pointee.layerClassKind, !layer.pointee.isHidden, layer.pointee.opacity > 0,
              !layer.pointee.shouldRasterize, layer.pointee.contents == nil else { return false }
        let mask = Int(layer.pointee.maskIndex)
        guard !(mask > index && mask < layerCount),
              !(layer.pointee.shadowOpacity > 0 && layer.pointee.shadowColor.alpha > 0),
              snapshotCover == nil else { return false }
        drawPlainLeaf(index, layer, parentSpace: parentSpace, opacity: opacity)
        return true
    }

    /// `visit` → `drawLayer` → `drawContent` → `drawBodyAndSublayers` → `appendBody` for a leaf `drawKeptLeaf`
    /// accepted: the back-face test, then the body from its template, or built by `appendBody` when its inputs
    /// changed.
    @inline(never)
    private func drawPlainLeaf(_ index: Int, _ layer: UnsafePointer<RenderLayer>, parentSpace: CATransform3D,
                               opacity: Float) {
        let window = FrameBuilder.windowTransform(of: layer, parentSpace: parentSpace, shift: nil)
        let plane = Homography(window)
        guard layer.pointee.isDoubleSided || (plane.determinant > 0) != FrameBuilder.isMirrored(layer) else { return }
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
            appendBody(of: layer, window: window, plane: plane, opacity: effective, clip: nil, border: true,
                       slot: index)
            return
        }
    }
}
