// Transitions from snapshots (docs/architecture.md "Frame cost"; spec §7.3): the old appearance is rendered once into a texture and later
// frames composite that texture, moved by the slide, instead of drawing the old subtree again; the pixels are the
// same as drawing it live (the transition goldens), and the snapshot is drawn again when the layer moves.
import QuartzCore
@testable import Compositor
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Transition snapshots", .serialized)
    struct TransitionSnapshotTests {
        typealias Golden = GoldenTransitionTests

        /// The golden scene with one track kept across frames (as the render tree keeps it while it runs).
        static func scene(track: TransitionTrack, progress: Double, origin: CGPoint = CGPoint(x: 16, y: 16))
            -> RenderTree {
            var builder = TreeBuilder(width: 96, height: 96, background: .white)
            let layer = builder.add(frame: CGRect(origin: origin, size: CGSize(width: 64, height: 64)), color: .blue) {
                $0.activeTransition = ActiveTransition(track: track, progress: progress)
            }
            Golden.page(&builder, parent: layer, stripe: RenderColor(straightRed: 1, green: 1, blue: 0, alpha: 1),
                        band: RenderColor(straightRed: 0, green: 1, blue: 1, alpha: 1))
            return builder.tree
        }

        static func track(_ kind: TransitionTrack.Kind, _ direction: TransitionTrack.Direction) -> TransitionTrack {
            var old = TreeBuilder(width: 64, height: 64, background: .red)
            Golden.page(&old, parent: 0, stripe: .green, band: RenderColor(straightRed: 0.45, green: 0, blue: 0, alpha: 1))
            return TransitionTrack(kind: kind, direction: direction, oldLayers: old.layers)
        }

        @Test("after its first frame a push composites the old page's snapshot (one quad) instead of its three layers, and matches the live reference at ½",
              arguments: [TransitionTrack.Direction.fromLeft, .fromRight, .fromTop, .fromBottom])
        func pushReusesSnapshot(direction: TransitionTrack.Direction) throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let track = Self.track(.push, direction)
            _ = target.render(Self.scene(track: track, progress: 0.25))
            let firstFrameQuads = target.compositor.lastQuadCount
            let frame = target.render(Self.scene(track: track, progress: 0.5))
            // First frame: old page (3 quads) + its composite + new page (3). Later: composite + new page.
            #expect(target.compositor.lastQuadCount == firstFrameQuads - 3)
            #expect(target.compositor.snapshotTargets.count == 1)
            GoldenImage.expectMatch(frame, name: Golden.name(.push, direction, progress: 0.5))
        }

        @Test("fade and reveal reuse the snapshot and still match their references at ½")
        func fadeAndRevealReuseSnapshot() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            for (kind, direction) in [(TransitionTrack.Kind.fade, TransitionTrack.Direction.none),
                                      (.reveal, .fromRight), (.moveIn, .fromBottom)] {
                let track = Self.track(kind, direction)
                _ = target.render(Self.scene(track: track, progress: 0))
                let frame = target.render(Self.scene(track: track, progress: 0.5))
                GoldenImage.expectMatch(frame, name: Golden.name(kind, direction, progress: 0.5))
            }
        }

        @Test("a snapshot is drawn again when the layer moves, so the old page follows it")
        func movedLayerRedrawsSnapshot() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let track = Self.track(.push, .fromRight)
            _ = target.render(Self.scene(track: track, progress: 0.5))
            let moved = target.render(Self.scene(track: track, progress: 0.5, origin: CGPoint(x: 24, y: 20)))
            let fresh = try OffscreenTarget(width: 96, height: 96)
            let reference = fresh.render(Self.scene(track: Self.track(.push, .fromRight), progress: 0.5,
                                                    origin: CGPoint(x: 24, y: 20)))
            #expect(GoldenImage.compare(moved, with: (reference.pixels, 96, 96), tolerance: 2).matches)
        }

        @Test("a layer reaching past the frame slides its old appearance live (no snapshot), as before")
        func offscreenLayerDrawsLive() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            _ = target.render(Self.scene(track: Self.track(.push, .fromLeft), progress: 0.5,
                                         origin: CGPoint(x: 48, y: 16)))
            #expect(target.compositor.snapshotTargets.isEmpty)
        }

        @Test("snapshots of finished transitions are freed with the first frame that no longer shows them")
        func finishedTransitionFreesSnapshot() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            _ = target.render(Self.scene(track: Self.track(.push, .fromLeft), progress: 0.5))
            #expect(target.compositor.snapshotTargets.count == 1)
            var plain = TreeBuilder(width: 96, height: 96, background: .white)
            plain.add(frame: CGRect(x: 16, y: 16, width: 64, height: 64), color: .blue)
            _ = target.render(plain.tree)
            #expect(target.compositor.snapshotTargets.isEmpty)
        }
    }
}
