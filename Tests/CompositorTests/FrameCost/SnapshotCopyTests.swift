// Sliding snapshots copied instead of blended (FrameBuilder+SnapshotCopy, GLCompositor+SnapshotCopy; docs/architecture.md "Frame cost"
// transition cost, spec §7.3 slides). An old page whose opaque background covers its bounds on whole pixels is
// copied by whole pixels; the same page with a background alpha of 0.999 (stored as the same 8-bit texels) is not
// known opaque and takes the blended composite. Both must give identical pixels, at fractional progresses, in partial
// (damage) frames, through a whole-pixel ancestor clip, at 2× scale, and into the compositor's own kept frame as
// well as into the window's buffer.
import QuartzCore
@testable import Compositor
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Snapshot copies", .serialized)
    struct SnapshotCopyTests {
        typealias Golden = GoldenTransitionTests

        /// The transition goldens' old page, with its background at `alpha` (premultiplied red).
        static func track(_ kind: TransitionTrack.Kind, _ direction: TransitionTrack.Direction,
                          alpha: Float) -> TransitionTrack {
            var old = TreeBuilder(width: 64, height: 64, background: RenderColor(red: alpha, green: 0, blue: 0,
                                                                                 alpha: alpha))
            Golden.page(&old, parent: 0, stripe: .green, band: RenderColor(straightRed: 0.45, green: 0, blue: 0, alpha: 1))
            return TransitionTrack(kind: kind, direction: direction, oldLayers: old.layers)
        }

        /// The golden scene (a 64×64 page at (16, 16) on white), optionally under a clipping layer.
        static func scene(track: TransitionTrack, progress: Double, clip: CGRect? = nil) -> RenderTree {
            var builder = TreeBuilder(width: 96, height: 96, background: .white)
            var parent = 0
            var origin = CGPoint(x: 16, y: 16)
            if let clip {
                parent = builder.add(frame: clip, color: RenderColor(red: 0, green: 0, blue: 0, alpha: 0)) {
                    $0.masksToBounds = true
                }
                origin = CGPoint(x: 16 - clip.minX, y: 16 - clip.minY)
            }
            let layer = builder.add(frame: CGRect(origin: origin, size: CGSize(width: 64, height: 64)), color: .blue,
                                    parent: parent) {
                $0.activeTransition = ActiveTransition(track: track, progress: progress)
            }
            Golden.page(&builder, parent: layer, stripe: RenderColor(straightRed: 1, green: 1, blue: 0, alpha: 1),
                        band: RenderColor(straightRed: 0, green: 1, blue: 1, alpha: 1))
            return builder.tree
        }

        static func copies(_ compositor: GLCompositor) -> Bool {
            compositor.builder.instances.contains {
                $0.packed.2 >> QuadFlags.kindShift & QuadFlags.kindBits == QuadKind.snapshotCopy.rawValue
            }
        }

        /// Renders the slide at each progress on one target per page (so later frames reuse the snapshot and redraw
        /// only their damage) and expects the copied and the blended frames to be identical.
        static func expectCopyEqualsBlend(_ kind: TransitionTrack.Kind, _ direction: TransitionTrack.Direction,
                                          clip: CGRect? = nil, scale: Int = 1, keptFrame: Bool = false) throws {
            let copied = try OffscreenTarget(width: 96 * scale, height: 96 * scale)
            let blended = try OffscreenTarget(width: 96 * scale, height: 96 * scale)
            if keptFrame {
                copied.compositor.outputKeepsFrame = false
                blended.compositor.outputKeepsFrame = false
            }
            let opaque = track(kind, direction, alpha: 1), nearly = track(kind, direction, alpha: 0.999)
            for progress in [0.3, 0.5, 0.77] {
                let a = copied.render(scene(track: opaque, progress: progress, clip: clip), scale: scale)
                #expect(copies(copied.compositor), "\(kind) \(direction) at \(progress) did not copy")
                let b = blended.render(scene(track: nearly, progress: progress, clip: clip), scale: scale)
                #expect(!copies(blended.compositor))
                #expect(a.pixels == b.pixels, "\(kind) \(direction) at \(progress): copy and blend differ")
            }
        }

        @Test("a slide of an opaque page copies its snapshot and gives exactly the blended composite's pixels",
              arguments: [TransitionTrack.Kind.push, .moveIn, .reveal],
              [TransitionTrack.Direction.fromLeft, .fromRight, .fromTop, .fromBottom])
        func copyEqualsBlend(kind: TransitionTrack.Kind, direction: TransitionTrack.Direction) throws {
            try Self.expectCopyEqualsBlend(kind, direction)
        }

        @Test("the copy keeps to a whole-pixel ancestor clip, works at 2× scale and into the kept frame")
        func copyUnderClipScaleAndKeptFrame() throws {
            try Self.expectCopyEqualsBlend(.push, .fromRight, clip: CGRect(x: 8, y: 24, width: 70, height: 50))
            try Self.expectCopyEqualsBlend(.push, .fromBottom, scale: 2)
            try Self.expectCopyEqualsBlend(.reveal, .fromLeft, keptFrame: true)
        }

        @Test("the copy still matches the push golden at ½, and a copy one pixel further along does not")
        func copyMatchesGoldenAndShiftFails() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let opaque = Self.track(.push, .fromLeft, alpha: 1)
            GoldenImage.expectMatch(target.render(Self.scene(track: opaque, progress: 0.5)),
                                    name: Golden.name(.push, .fromLeft, progress: 0.5))
            #expect(Self.copies(target.compositor))
            GoldenImage.expectMismatch(target.render(Self.scene(track: opaque, progress: 0.5 + 1.0 / 64)),
                                       name: Golden.name(.push, .fromLeft, progress: 0.5))
        }

        @Test("a page with rounded corners, or cut by a clip off whole pixels, is blended, not copied")
        func notCopiedWhenNotExact() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            var rounded = TreeBuilder(width: 64, height: 64, background: .red)
            rounded.configureRoot { $0.cornerRadius = 4 }
            let roundedTrack = TransitionTrack(kind: .push, direction: .fromLeft, oldLayers: rounded.layers)
            _ = target.render(Self.scene(track: roundedTrack, progress: 0.5))
            #expect(!Self.copies(target.compositor))
            _ = target.render(Self.scene(track: Self.track(.push, .fromLeft, alpha: 1), progress: 0.5,
                                         clip: CGRect(x: 0, y: 0, width: 60.5, height: 96)))
            #expect(!Self.copies(target.compositor))
        }
    }
}
