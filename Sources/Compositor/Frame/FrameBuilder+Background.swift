// The frame's backdrop as a clear (docs/architecture.md "Frame cost"): the root layer usually fills the whole viewport with an
// opaque, square-cornered, axis-aligned rectangle. Drawn as a quad that costs a full-screen pass of the rounded-rect
// shader with blending (921,600 fragments at 1280×720, more than thousands of small layers together on llvmpipe);
// folded into the clear colour it costs a memset. Coverage is exactly 1 on every pixel such a rectangle contains, so
// the result is the same as drawing it (spec §1.5: background colour under the bounds, premultiplied over the clear).
// A transition's snapshot pass is a window-sized target of its own, cleared to transparent, and the old appearance's
// root usually fills it the same way (a page sliding out): its first body is folded into that pass's clear colour
// (DrawCommand.beginSnapshot) by the same rule, where the pass's clip keeps every pixel whole.
import QuartzCore
import Foundation

extension FrameBuilder {
    /// Folds a layer body into the clear colour of the target it is drawn into, the window's or a transition
    /// snapshot's, when it is the first thing drawn there and covers every pixel of it at full coverage; returns
    /// false (draw it as a quad) otherwise.
    func foldIntoClear(_ layer: UnsafePointer<RenderLayer>, window t: CATransform3D, opacity: Float, clip: ClipRegion?) -> Bool {
        guard !shadowPass.isRecordingSource, !rasterPass.isRecording else { return false }
        let intoWindow = clip == nil && groupDepth == 0 && instances.isEmpty && commands.isEmpty && backdrop == nil
        var snapshotCommand = -1
        if !intoWindow {
            // The first body of a snapshot's pass, drawn straight into it, under no clip or one that keeps every pixel.
            guard let pass = transitionSnapshots.clearWatch, pass.groupDepth == groupDepth,
                  commands.count == pass.command + 1, instances.count == pass.instances,
                  clip.map(keepsEveryPixel) ?? true,
                  case .beginSnapshot(_, let clear) = commands[pass.command], clear == .clear else { return false }
            snapshotCommand = pass.command
        }
        // Square corners only: a rounded corner leaves its pixels to the colour behind.
        guard layer.pointee.cornerRadius <= 0 || layer.pointee.maskedCorners & 15 == 0 else { return false }
        // Axis-aligned scale and translation in the window plane, depth well inside the projection's range.
        guard t.m12 == 0, t.m21 == 0, t.m14 == 0, t.m24 == 0, t.m44 == 1, t.m13 == 0, t.m23 == 0,
              abs(t.m43) < ViewportProjection.depthRange / 2 else { return false }
        let size = layer.pointee.bounds.size
        let x0 = t.m41, x1 = t.m41 + size.width * t.m11
        let y0 = t.m42, y1 = t.m42 + size.height * t.m22
        // A pixel whose centre lies half a pixel or more inside every edge has coverage 1; containing the viewport
        // gives that on every pixel (the slack absorbs float rounding of an exact fit).
        let slack = 1e-3
        guard min(x0, x1) <= slack, max(x0, x1) >= viewport.width - slack,
              min(y0, y1) <= slack, max(y0, y1) >= viewport.height - slack else { return false }
        let fill = layer.pointee.backgroundColor
        let color = RenderColor(red: fill.red * opacity, green: fill.green * opacity, blue: fill.blue * opacity,
                                alpha: fill.alpha * opacity)
        if snapshotCommand >= 0, case .beginSnapshot(let key, _) = commands[snapshotCommand] {
            // Over the pass's transparent clear, source-over leaves the colour itself.
            commands[snapshotCommand] = .beginSnapshot(key: key, clear: color)
        } else {
            backdrop = color
        }
        return true
    }

    /// Whether `clip` keeps every pixel of the target at full coverage: square-cornered, axis-aligned, its edges on
    /// pixel edges, containing the whole target.
    func keepsEveryPixel(_ clip: ClipRegion) -> Bool {
        guard let box = wholePixelBox(of: clip) else { return false }
        let width = Int((viewport.width * pixelsPerPoint.width).rounded())
        let height = Int((viewport.height * pixelsPerPoint.height).rounded())
        return box.minX == 0 && box.minY == 0 && box.maxX == width && box.maxY == height
    }

    /// The clear colour that draws the backdrop over `base`: premultiplied source-over of a uniform colour.
    func clearColor(over base: RenderColor) -> RenderColor {
        guard let top = backdrop else { return base }
        let keep = 1 - top.alpha
        return RenderColor(red: top.red + base.red * keep, green: top.green + base.green * keep,
                           blue: top.blue + base.blue * keep, alpha: top.alpha + base.alpha * keep)
    }
}
