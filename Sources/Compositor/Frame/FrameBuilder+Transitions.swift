// CATransition compositing (spec §7.3; DECISIONS 9: fromTop is the visual top). A transitioning layer is drawn
// twice in its own place: its old appearance (the subtree the commit kept, `TransitionTrack.oldLayers`, rendered
// once into a snapshot texture: FrameBuilder+TransitionSnapshots) and its new one (the live subtree). fade
// dissolves the snapshot into the new appearance's offscreen target; push, moveIn and reveal slide them within the
// layer's bounds plane and clip both to the bounds, as Apple does. The frame's layers with the old appearances after
// them are the builder's TransitionSnapshots (prepare).
import QuartzCore
import Foundation

extension FrameBuilder {
    /// Draws layer `index` with its running transition: the old appearance from its snapshot texture where it can
    /// (FrameBuilder+TransitionSnapshots), live otherwise, and the new appearance live.
    func visitTransition(_ index: Int, _ layers: UnsafeBufferPointer<RenderLayer>, transition: ActiveTransition,
                         parentSpace: CATransform3D, opacity: Float, clip: ClipRegion?) {
        let layer = layers[index]
        let old = transitionSnapshots.oldRoot(of: index)
        let q = min(max(transition.progress, 0), 1)
        let track = transition.track
        let local = withUnsafePointer(to: layer) { FrameBuilder.parentFromLocal($0) }
        let window = CATransform3DConcat(local, parentSpace)
        if track.kind == .fade {
            // Both appearances at full opacity, the new one in its own target, then one quad mixes them: a true
            // dissolve, opaque throughout when both are opaque. Without an old appearance it dissolves from clear.
            let slot = groupDepth
            groupDepth += 1
            // Snapshots live in window space; inside a shadow source pass (drawn in the shadow's own space) the fade
            // starts from clear instead.
            let key = old >= 0 && !shadowPass.isRecordingSource
                ? snapshotOldAppearance(old, layers, track: track, parentSpace: parentSpace, window: window, clip: nil)
                : nil
            beginGroup(slot: slot)
            visit(index, layers, parentSpace: parentSpace, opacity: 1, clip: nil, shift: .zero)
            endGroup()
            groupDepth = slot
            if let key {
                compositeSnapshot(key, window: window, shift: .zero, opacity: opacity, clip: clip, kind: .crossFade,
                                  fraction: Float(q), newSlot: slot)
            } else {
                composite(groupInstance(opacity: opacity * Float(q), clip: clip, kind: .group), slot: slot,
                          maskSlot: -1)
            }
            return
        }
        let size = layer.bounds.size
        // The side the transition begins at, as a full step across the bounds (y down: fromTop is the top).
        let side: CGPoint
        switch track.direction {
        case .fromRight: side = CGPoint(x: size.width, y: 0)
        case .fromLeft, .none: side = CGPoint(x: -size.width, y: 0)
        case .fromTop: side = CGPoint(x: 0, y: -size.height)
        case .fromBottom: side = CGPoint(x: 0, y: size.height)
        }
        let incoming = CGPoint(x: side.x * (1 - q), y: side.y * (1 - q))
        let outgoing = CGPoint(x: -side.x * q, y: -side.y * q)
        guard let inverse = Homography(window).inverted else { return }
        let bounds = ClipRegion(clipFromWindow: inverse, rect: CGRect(origin: .zero, size: size), radius: 0, corners: 0)
        let partClip = clip.map { $0.intersecting(bounds).region } ?? bounds
        let snapshot = old >= 0 && !shadowPass.isRecordingSource && canSlideSnapshot(window: window, size: size)
            ? snapshotOldAppearance(old, layers, track: track, parentSpace: parentSpace, window: window, clip: bounds,
                                    size: size)
            : nil
        func drawOld(_ shift: CGPoint) {
            if let snapshot {
                compositeSnapshot(snapshot, window: window, shift: shift, opacity: opacity, clip: partClip,
                                  kind: .group, size: size)
            } else if old >= 0 {
                visit(old, layers, parentSpace: parentSpace, opacity: opacity, clip: partClip, shift: shift)
            }
        }
        // Bounds that keep every pixel of the target (a window-filling layer, the usual push) clip nothing: the new
        // appearance is drawn unclipped, so its plain leaves take the kept-leaf way and its quads need no fit.
        let newClip = clip == nil && keepsEveryPixel(bounds) ? nil : partClip
        func drawNew(_ shift: CGPoint) {
            visit(index, layers, parentSpace: parentSpace, opacity: opacity, clip: newClip, shift: shift)
        }
        switch track.kind {
        case .push:
            drawOld(outgoing)
            drawNew(incoming)
        case .moveIn:
            drawOld(.zero)
            drawNew(incoming)
        case .reveal:
            drawNew(.zero)
            drawOld(outgoing)
        case .fade:
            break
        }
    }
}
