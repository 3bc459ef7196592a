// GLCompositor.warmUp (GLCompositor+WarmUp; docs/architecture.md "Driver warm-up"): a small push drawn before the first
// frame, so the driver prepares what a first push uses. It draws into the current framebuffer, which the first frame
// must draw over whole: the frames after a warm-up are the frames without one, and the twin shows the warm-up's own
// frame there until the first frame covers it.
import QuartzCore
@testable import Compositor
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Driver warm-up", .serialized)
    struct DriverWarmUpTests {
        static let side = SnapshotClearTests.side

        /// The first frame of a push (its snapshot copied into the window) and a later one, drawn on a fresh target
        /// with or without a warm-up first.
        static func pushFrames(warmingUp: Bool) throws -> (first: RGBAFrame, later: RGBAFrame) {
            let target = try OffscreenTarget(width: side, height: side)
            if warmingUp {
                target.window.makeCurrent()
                target.compositor.warmUp(pixelWidth: side, pixelHeight: side)
            }
            let track = SnapshotClearTests.push()
            let first = target.render(SnapshotClearTests.scene(old: track, progress: 0.25))
            let later = target.render(SnapshotClearTests.scene(old: track, progress: 0.5))
            return (first, later)
        }

        @Test("a warm-up before the first frame leaves every pixel of a push's frames as they are without it")
        func warmUpChangesNoFramePixel() throws {
            let warmed = try Self.pushFrames(warmingUp: true)
            let plain = try Self.pushFrames(warmingUp: false)
            #expect(warmed.first.pixels == plain.first.pixels)
            #expect(warmed.later.pixels == plain.later.pixels)
        }

        @Test("a warm-up leaves its own push in the framebuffer, which the first frame, drawn whole, covers (the twin)")
        func warmUpFrameIsCoveredByTheFirstFrame() throws {
            let tree = SnapshotClearTests.scene(old: SnapshotClearTests.push(), progress: 0.25)
            let plain = try OffscreenTarget(width: Self.side, height: Self.side).render(tree)
            let target = try OffscreenTarget(width: Self.side, height: Self.side)
            target.window.makeCurrent()
            target.compositor.warmUp(pixelWidth: Self.side, pixelHeight: Self.side)
            let warm = target.compositor.readPixels(width: Self.side, height: Self.side)
            #expect(warm != plain.pixels)
            // The warm-up's frame is forgotten: the first frame is drawn whole, not only where it differs from it.
            #expect(target.render(tree).pixels == plain.pixels)
            #expect(target.compositor.lastRedrawnArea == Self.side * Self.side)
        }
    }
}
