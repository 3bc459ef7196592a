// A sliding transition's snapshot drawn in bands over its first frames (FrameBuilder+SnapshotBands;
// docs/architecture.md "Frame cost"): while the snapshot is not whole, each frame copies the rows drawn and draws the
// old page live for the rest, and must give the pixels the whole snapshot's copy gives. Each scene is drawn at one
// progress for as many frames as the bands take and once more, and compared with the same scene's first frame with the
// snapshot drawn whole (`drawsInBands` off: the way before bands). The old page has what a whole-pixel move could
// round differently: a
// tilted tile and rounded corners with smooth edges, a translucent tile, a hard edge off the pixel grid.
import QuartzCore
@testable import Compositor
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Transition snapshot bands", .serialized)
    struct SnapshotBandTests {
        static let side = 96

        /// An old page of 80×80 points (opaque grey, so the slide copies it) with tiles whose edges do not fall on
        /// pixels.
        static func oldPage(kind: TransitionTrack.Kind, direction: TransitionTrack.Direction,
                            translucent: Bool = false) -> TransitionTrack {
            let grey = RenderColor(straightRed: 0.3, green: 0.3, blue: 0.35, alpha: translucent ? 0.5 : 1)
            var old = TreeBuilder(width: 80, height: 80, background: grey)
            old.add(frame: CGRect(x: 10.3, y: 6.6, width: 30, height: 20), color: .green) {
                $0.transform = CATransform3DMakeRotation(0.35, 0, 0, 1)
                $0.allowsEdgeAntialiasing = true
            }
            old.add(frame: CGRect(x: 44.5, y: 30.25, width: 28, height: 40.5), color: .red) {
                $0.cornerRadius = 7
                $0.allowsEdgeAntialiasing = true
            }
            old.add(frame: CGRect(x: 5, y: 50.4, width: 60, height: 12),
                    color: RenderColor(straightRed: 0, green: 0, blue: 1, alpha: 0.6))
            old.add(frame: CGRect(x: 70.7, y: 0, width: 4.6, height: 80), color: .white) {
                $0.allowsEdgeAntialiasing = false
            }
            return TransitionTrack(kind: kind, direction: direction, oldLayers: old.layers)
        }

        /// The window with the 80×80 layer at (8, 8) transitioning from `old` at `progress` to a blue page with a
        /// yellow stripe.
        static func scene(_ old: TransitionTrack, progress: Double) -> RenderTree {
            var builder = TreeBuilder(width: side, height: side, background: .white)
            let layer = builder.add(frame: CGRect(x: 8, y: 8, width: 80, height: 80), color: .blue) {
                $0.activeTransition = ActiveTransition(track: old, progress: progress)
            }
            builder.add(frame: CGRect(x: 0, y: 0, width: 20, height: 80),
                        color: RenderColor(straightRed: 1, green: 1, blue: 0, alpha: 1), parent: layer)
            return builder.tree
        }

        /// Draws `old` at `progress` for one frame per band and one more on a fresh target (`bands` false: the
        /// snapshot drawn whole in the first frame); returns the frames and the rows of the snapshot drawn after each.
        static func frames(_ old: TransitionTrack, progress: Double, bands: Bool = true) throws
            -> (frames: [RGBAFrame], rows: [Int]) {
            let target = try OffscreenTarget(width: side, height: side)
            target.compositor.builder.transitionSnapshots.drawsInBands = bands
            let key = ObjectIdentifier(old.appearanceToken)
            var frames: [RGBAFrame] = [], rows: [Int] = []
            for _ in 0...FrameBuilder.snapshotBands {
                frames.append(target.render(scene(old, progress: progress)))
                rows.append(target.compositor.builder.transitionSnapshots.rowsDrawn(of: key))
            }
            return (frames, rows)
        }

        static func same(_ a: RGBAFrame, _ b: RGBAFrame, tolerance: Int) -> Bool {
            GoldenImage.compare(a, with: (b.pixels, b.width, b.height), tolerance: tolerance).matches
        }

        @Test("push, moveIn and reveal from each side: every frame while the snapshot's bands are drawn has the pixels of the snapshot drawn whole",
              arguments: [TransitionTrack.Kind.push, .moveIn, .reveal],
              [TransitionTrack.Direction.fromLeft, .fromRight, .fromTop, .fromBottom])
        func bandedFramesMatchTheWholeSnapshot(kind: TransitionTrack.Kind, direction: TransitionTrack.Direction) throws {
            // 0.213 of 80 points: a move of 17.04 pixels, so the copy rounds it to whole pixels.
            let old = Self.oldPage(kind: kind, direction: direction)
            let drawn = try Self.frames(old, progress: 0.213)
            let whole = try Self.frames(old, progress: 0.213, bands: false)
            let band = FrameBuilder.snapshotBandRows(Self.side)
            #expect(drawn.rows == (1...FrameBuilder.snapshotBands).map { min(Self.side, $0 * band) } + [Self.side])
            #expect(whole.rows == Array(repeating: Self.side, count: FrameBuilder.snapshotBands + 1))
            // Within one level: an edge on a pixel's half (the red tile's, 44.5 points in) has coverage ½ either way,
            // and the float rounding of the live draw's whole-pixel move tips a channel of such a pixel by one.
            for (frame, reference) in zip(drawn.frames, whole.frames) {
                #expect(Self.same(frame, reference, tolerance: 1))
            }
        }

        @Test("the twin: a banded first frame differs from the snapshot drawn whole one pixel further on")
        func bandedFrameComparedOnePixelFurtherFails() throws {
            let old = Self.oldPage(kind: .push, direction: .fromRight)
            let banded = try Self.frames(old, progress: 0.213).frames[0]
            // 1/80 further: the old page one pixel more to the left.
            let further = try Self.frames(old, progress: 0.213 + 1.0 / 80, bands: false).frames[0]
            #expect(!Self.same(banded, further, tolerance: 1))
        }

        @Test("the first frame draws the old page live above its first band")
        func firstFrameDrawsTheRestLive() throws {
            let drawn = try Self.frames(Self.oldPage(kind: .moveIn, direction: .fromRight), progress: 0.1)
            // moveIn leaves the old page in place: the red tile (window 52.5…80.5 × 38.25…78.75) at (66, 45) lies in
            // the top rows, above the first band (the bottom 24 rows), so it is drawn live in the first frame.
            #expect(drawn.rows[0] == FrameBuilder.snapshotBandRows(Self.side))
            #expect(drawn.frames[0].pixel(66, 45) == [255, 0, 0, 255])
        }

        @Test("a translucent old page is blended, not copied: its snapshot is drawn whole in the first frame")
        func translucentOldPageIsDrawnWhole() throws {
            let drawn = try Self.frames(Self.oldPage(kind: .push, direction: .fromRight, translucent: true),
                                        progress: 0.213)
            #expect(drawn.rows == Array(repeating: Self.side, count: FrameBuilder.snapshotBands + 1))
            #expect(Self.same(drawn.frames[0], drawn.frames[FrameBuilder.snapshotBands], tolerance: 0))
        }
    }
}
