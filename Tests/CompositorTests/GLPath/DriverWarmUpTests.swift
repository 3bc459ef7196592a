// GLCompositor.warmUp (GLCompositor+WarmUp; docs/architecture.md "Driver warm-up"): the snapshot blit's first use done
// before the first frame. It writes pixel (0, 0) of the current framebuffer (GL's bottom-left, the frame's last
// row), which the first frame must draw over: the frames after a warm-up are the frames without one, and the twin
// shows the same comparison catching a warm-up's pixel where no frame draws it again.
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
            // The bottom-left pixel, the one the warm-up writes, is the old page's, copied from its snapshot.
            #expect(warmed.first.pixel(0, Self.side - 1) == plain.first.pixel(0, Self.side - 1))
        }

        @Test("a warm-up between two frames of an unchanged tree shows at the bottom-left pixel: the comparison above catches a leak")
        func warmUpAfterAKeptFrameShows() throws {
            let target = try OffscreenTarget(width: Self.side, height: Self.side)
            let tree = SnapshotClearTests.scene(old: SnapshotClearTests.push(), progress: 0.25)
            let before = target.render(tree)
            target.window.makeCurrent()
            target.compositor.warmUp(pixelWidth: Self.side, pixelHeight: Self.side)
            // Nothing changed, so the kept frame is not redrawn (DECISIONS 17) and the warm-up's pixel stays.
            let after = target.render(tree)
            #expect(before.pixels != after.pixels)
            #expect(after.pixel(0, Self.side - 1) != before.pixel(0, Self.side - 1))
            #expect(after.pixel(1, Self.side - 1) == before.pixel(1, Self.side - 1))
        }
    }
}
