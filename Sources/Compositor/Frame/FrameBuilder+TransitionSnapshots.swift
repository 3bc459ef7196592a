// Transitions from snapshots (docs/architecture.md "Frame cost"; spec §7.3): Apple's render server renders a transitioning layer's old
// appearance once and moves that image. The builder does the same: the old subtree is drawn once into a texture
// in window space (at the layer's place when the transition began drawing), and every later frame composites that
// texture as one quad, shifted by the slide, while only the new appearance is drawn live. The snapshot is drawn
// again only when the layer's place on screen or the frame size changes. Slides use it when the layer maps to the
// window affinely and lies inside the frame (a window-space image cannot show what was off screen, nor follow a
// perspective); otherwise the old subtree is drawn live, as before. The kept snapshots are the builder's
// TransitionSnapshots; this file records and composites them.
import QuartzCore
import Foundation

extension FrameBuilder {
    /// Records the draw of the old appearance into its snapshot texture when the texture is missing or stale, and
    /// returns the texture's key. `clip` limits the old appearance (the layer's bounds for slides; nil for fade).
    /// `size` is a slide's bounds size (nil: a fade).
    func snapshotOldAppearance(_ old: Int, _ layers: UnsafeBufferPointer<RenderLayer>, track: TransitionTrack,
                               parentSpace: CATransform3D, window: CATransform3D, clip: ClipRegion?,
                               size: CGSize? = nil) -> ObjectIdentifier {
        let token = track.appearanceToken
        let key = ObjectIdentifier(token)
        let pixelSize = CGSize(width: viewport.width * pixelsPerPoint.width,
                               height: viewport.height * pixelsPerPoint.height)
        if transitionSnapshots.isCurrent(key, window: window, viewport: viewport, pixelSize: pixelSize,
                                         frame: frameNumber) {
            return key
        }
        var entry = TransitionSnapshotEntry(token: token, window: window, viewport: viewport, pixelSize: pixelSize,
                                            lastFrame: frameNumber)
        // A slide's snapshot on whole pixels may turn out opaque there, and is then copied (FrameBuilder+SnapshotCopy).
        // A snapshot recorded inside another's pass (a transition in the old tree) is not part of the outer's cover.
        var cover: SnapshotCover?
        let whole = size.flatMap { wholePixelBox(window: window, size: $0) }
        if let whole, !whole.isEmpty {
            let height = viewport.height * pixelsPerPoint.height
            let rect = CGRect(x: Double(whole.minX) / pixelsPerPoint.width,
                              y: (height - Double(whole.maxY)) / pixelsPerPoint.height,
                              width: Double(whole.maxX - whole.minX) / pixelsPerPoint.width,
                              height: Double(whole.maxY - whole.minY) / pixelsPerPoint.height)
            cover = SnapshotCover(rect: rect, groupDepth: groupDepth)
        }
        let outerCover = transitionSnapshots.beginCover(cover)
        let command = beginSnapshot(key: key)
        let outerWatch = transitionSnapshots.beginClearWatch(
            SnapshotClearWatch(command: command, instances: instances.count, groupDepth: groupDepth))
        visit(old, layers, parentSpace: parentSpace, opacity: 1, clip: clip, shift: .zero)
        transitionSnapshots.endClearWatch(restoring: outerWatch)
        endGroup()
        if transitionSnapshots.endCover(restoring: outerCover) { entry.opaquePixels = whole }
        transitionSnapshots.store(entry)
        return key
    }

    /// Composites snapshot `key` moved by `shift` (in the layer's bounds plane, mapped through `window`), with the
    /// new appearance in target `newSlot` for a fade. `size` is the layer's bounds size for a slide, whose snapshot
    /// holds only the bounds (drawn under their clip): the quad then covers the shifted bounds where they are on
    /// screen and inside `clip`, not the whole window (nil: a fade, whose snapshot is the whole subtree).
    func compositeSnapshot(_ key: ObjectIdentifier, window: CATransform3D, shift: CGPoint, opacity: Float,
                           clip: ClipRegion?, kind: QuadKind, fraction: Float = 1, newSlot: Int = -1,
                           size: CGSize? = nil) {
        var instance = groupInstance(opacity: opacity, clip: clip, kind: kind, fraction: fraction)
        // Row vectors: a shift (x, y) in the plane moves the window point by (x·m11 + y·m21, x·m12 + y·m22);
        // gl_FragCoord counts pixels from the bottom, so y changes sign.
        let dx = (shift.x * window.m11 + shift.y * window.m21) * pixelsPerPoint.width
        let dy = (shift.x * window.m12 + shift.y * window.m22) * pixelsPerPoint.height
        instance.content = (Float(dx), Float(-dy), 0, 0)
        if size != nil, kind == .group, opacity >= 1, newSlot < 0,
           let opaque = transitionSnapshots.opaquePixels(of: key),
           let copy = snapshotCopyInstance(opaque: opaque, shift: (instance.content.0, instance.content.1),
                                           clip: clip) {
            if copy.covers { composite(copy.instance, snapshot: key, newSlot: -1) }
            return
        }
        if let size {
            // The clip's anti-aliased edge reaches half a pixel past the bounds: one pixel of margin keeps it.
            let margin = CGSize(width: 1 / pixelsPerPoint.width, height: 1 / pixelsPerPoint.height)
            let shifted = FrameBuilder.bounds(of: CGRect(origin: shift, size: size), through: Homography(window))
            var quad = shifted.insetBy(dx: -margin.width, dy: -margin.height)
                .intersection(CGRect(origin: .zero, size: viewport))
            guard !quad.isNull, !quad.isEmpty else { return }
            if let clip {
                switch fit(quad, plane: .identity, to: clip) {
                case .outside: return
                case .inside: instance = FrameBuilder.removingClip(from: instance)
                case .partial(let part): quad = part
                }
            }
            instance.quad = FrameBuilder.vec4(quad)
        }
        composite(instance, snapshot: key, newSlot: newSlot)
    }

    /// Whether a slide can move a window-space snapshot: the layer maps to the window affinely (a shift is then
    /// the same displacement everywhere) and its bounds lie inside the frame.
    func canSlideSnapshot(window: CATransform3D, size: CGSize) -> Bool {
        guard window.m14 == 0, window.m24 == 0, window.m44 == 1 else { return false }
        let slack = 0.5
        func inside(_ cx: CGFloat, _ cy: CGFloat) -> Bool {
            let x = cx * window.m11 + cy * window.m21 + window.m41
            let y = cx * window.m12 + cy * window.m22 + window.m42
            return x >= -slack && y >= -slack && x <= viewport.width + slack && y <= viewport.height + slack
        }
        return inside(0, 0) && inside(size.width, 0) && inside(0, size.height) && inside(size.width, size.height)
    }
}
