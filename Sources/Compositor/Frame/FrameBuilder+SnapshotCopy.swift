// Sliding snapshots copied instead of blended (docs/architecture.md "Frame cost"; spec §7.3 slides). The composite of a
// sliding snapshot reads, for each pixel, the texel a whole number of pixels back (floor(pixel centre − shift)), and
// blends it over the target. Where the snapshot is opaque and the opacity is 1 that blend returns the texel itself,
// and where it is clear it leaves the target alone; so when an opaque body covers the bounds' whole pixels
// (SnapshotCover) the composite equals a copy of those pixels, moved by a whole number of pixels, to the pixels they
// land on (within the clip's whole pixels). llvmpipe copies such a quad tile by tile with memcpy
// (GLCompositor+SnapshotCopy) instead of shading and blending every pixel, which cost as much as the new page's
// thousand tiles. Anything else (a fractional placement, a rounded or tilted clip, a translucent snapshot or
// opacity) takes the blended composite, as before.
import QuartzCore
import Foundation

extension FrameBuilder {
    /// The cover watched while a sliding snapshot is recorded (TransitionSnapshots), read by every filled body
    /// (FrameBuilder+Instances): nil outside such a pass.
    var snapshotCover: SnapshotCover? { transitionSnapshots.cover }

    /// The bounds of size `size` placed by `window`, in whole target pixels (OpenGL coordinates, y up), when the
    /// layer maps axis-aligned onto the window and its edges fall on pixel edges; nil otherwise.
    func wholePixelBox(window t: CATransform3D, size: CGSize) -> PixelBox? {
        guard t.m12 == 0, t.m21 == 0, t.m14 == 0, t.m24 == 0, t.m44 == 1 else { return nil }
        let xs = (t.m41 * pixelsPerPoint.width, (t.m41 + size.width * t.m11) * pixelsPerPoint.width)
        let ys = (t.m42 * pixelsPerPoint.height, (t.m42 + size.height * t.m22) * pixelsPerPoint.height)
        return wholePixels(minX: min(xs.0, xs.1), maxX: max(xs.0, xs.1), minY: min(ys.0, ys.1), maxY: max(ys.0, ys.1))
    }

    /// The pixels of an axis-aligned, square-cornered clip whose edges fall on pixel edges (y up); nil otherwise.
    func wholePixelBox(of clip: ClipRegion) -> PixelBox? {
        guard clip.radius <= 0 || clip.corners & 15 == 0, let windowFromClip = clip.clipFromWindow.inverted,
              windowFromClip.isAxisAlignedScaleTranslate else { return nil }
        let rect = FrameBuilder.bounds(of: clip.rect, through: windowFromClip)
        return wholePixels(minX: rect.minX * pixelsPerPoint.width, maxX: rect.maxX * pixelsPerPoint.width,
                           minY: rect.minY * pixelsPerPoint.height, maxY: rect.maxY * pixelsPerPoint.height)
    }

    /// Window pixel edges (y down) that are whole numbers to within float rounding, as a box in OpenGL coordinates
    /// clamped to the target.
    private func wholePixels(minX: Double, maxX: Double, minY: Double, maxY: Double) -> PixelBox? {
        let slack = 1e-3
        let edges = [minX, maxX, minY, maxY]
        guard edges.allSatisfy({ $0.isFinite && abs($0 - $0.rounded()) <= slack }) else { return nil }
        let height = Int((viewport.height * pixelsPerPoint.height).rounded())
        let width = Int((viewport.width * pixelsPerPoint.width).rounded())
        return PixelBox(minX: Int(minX.rounded()), minY: height - Int(maxY.rounded()),
                        maxX: Int(maxX.rounded()), maxY: height - Int(minY.rounded()))
            .clamped(width: width, height: height)
    }

    /// Records whether a layer body drawn into the snapshot being recorded covers its bounds' pixels opaquely: an
    /// opaque fill at opacity 1, square corners, axis-aligned, drawn straight into the snapshot (not in a nested
    /// group, shadow source or raster), containing every pixel, and a clip that keeps all of them.
    func noteSnapshotCover(_ layer: UnsafePointer<RenderLayer>, window t: CATransform3D, opacity: Float,
                           clip: ClipRegion?) {
        guard let cover = transitionSnapshots.cover, !cover.covered, groupDepth == cover.groupDepth,
              !shadowPass.isRecordingSource, !rasterPass.isRecording, opacity >= 1,
              layer.pointee.backgroundColor.alpha >= 1,
              layer.pointee.cornerRadius <= 0 || layer.pointee.maskedCorners & 15 == 0,
              t.m12 == 0, t.m21 == 0, t.m14 == 0, t.m24 == 0, t.m44 == 1 else { return }
        let size = layer.pointee.bounds.size
        let x0 = t.m41, x1 = t.m41 + size.width * t.m11
        let y0 = t.m42, y1 = t.m42 + size.height * t.m22
        let slack = 1e-3
        // Every pixel centre of the bounds lies half a pixel inside the body's edges, where its coverage is 1.
        guard min(x0, x1) <= cover.rect.minX + slack, max(x0, x1) >= cover.rect.maxX - slack,
              min(y0, y1) <= cover.rect.minY + slack, max(y0, y1) >= cover.rect.maxY - slack else { return }
        if let clip {
            let half = CGSize(width: 0.5 / pixelsPerPoint.width, height: 0.5 / pixelsPerPoint.height)
            let centres = cover.rect.insetBy(dx: half.width + 2 * slack, dy: half.height + 2 * slack)
            guard !centres.isNull, case .inside = fit(centres, plane: .identity, to: clip) else { return }
        }
        transitionSnapshots.markCovered()
    }

    /// The quad that copies opaque snapshot pixels `opaque` moved by `shift` target pixels (x right, y up: what the
    /// blended composite subtracts from the pixel centre) into the target, inside `clip`; nil when the copy would not
    /// equal the blended composite (the clip is not whole pixels) or nothing lands on screen (`covers` false).
    func snapshotCopyInstance(opaque: PixelBox, shift: (x: Float, y: Float), clip: ClipRegion?)
        -> (instance: QuadInstance, covers: Bool)? {
        // The texel under pixel i is floor(i + 0.5 − shift) = i + k: a whole-pixel move by −k.
        let kx = Int((0.5 - Double(shift.x)).rounded(.down)), ky = Int((0.5 - Double(shift.y)).rounded(.down))
        let width = Int((viewport.width * pixelsPerPoint.width).rounded())
        let height = Int((viewport.height * pixelsPerPoint.height).rounded())
        var box = PixelBox(minX: opaque.minX - kx, minY: opaque.minY - ky, maxX: opaque.maxX - kx,
                           maxY: opaque.maxY - ky).clamped(width: width, height: height)
        if let clip {
            guard let kept = wholePixelBox(of: clip) else { return nil }
            box = PixelBox(minX: max(box.minX, kept.minX), minY: max(box.minY, kept.minY),
                           maxX: min(box.maxX, kept.maxX), maxY: min(box.maxY, kept.maxY))
        }
        var instance = groupInstance(opacity: 1, clip: nil, kind: .snapshotCopy)
        guard !box.isEmpty else { return (instance, false) }
        instance.content = (shift.x, shift.y, 0, 0)
        instance.uv = (Float(box.minX), Float(box.minY), Float(box.maxX), Float(box.maxY))
        // The quad in window points (y down), for the damage tracker and a composite that falls back to blending.
        let quad = CGRect(x: Double(box.minX) / pixelsPerPoint.width,
                          y: Double(height - box.maxY) / pixelsPerPoint.height,
                          width: Double(box.maxX - box.minX) / pixelsPerPoint.width,
                          height: Double(box.maxY - box.minY) / pixelsPerPoint.height)
        instance.quad = FrameBuilder.vec4(quad)
        return (instance, true)
    }
}
