// The root layer drawn by the clear (FrameBuilder+Background): when it covers the whole window with square corners
// the frame has no quad for it and the pixels are what the quad would have drawn (spec §1.5 background colour,
// premultiplied, over the compositor's clear colour); any other root is still drawn as a quad.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Compositor backdrop", .serialized)
    struct BackdropPixelTests {
        @Test("a root filling the window costs no draw call and shows its colour everywhere outside its sublayers")
        func opaqueRootIsTheClear() throws {
            let target = try OffscreenTarget(width: 64, height: 48)
            var builder = TreeBuilder(width: 64, height: 48, background: .blue)
            builder.add(frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: .red)
            let frame = target.render(builder.tree)
            #expect(target.compositor.lastDrawCallCount == 1)
            for (x, y) in [(0, 0), (63, 0), (0, 47), (63, 47), (40, 40)] {
                #expect(frame.pixel(x, y) == [0, 0, 255, 255])
            }
            #expect(frame.pixel(20, 20) == [255, 0, 0, 255])
        }

        @Test("a half-transparent root filling the window blends over the clear colour like its quad (0.5 blue over black)")
        func translucentRootBlendsOverClear() throws {
            let target = try OffscreenTarget(width: 32, height: 32)
            var builder = TreeBuilder(width: 32, height: 32, background: .blue)
            // Without group opacity the root's opacity multiplies into each layer (no offscreen pass).
            builder.configureRoot {
                $0.opacity = 0.5
                $0.allowsGroupOpacity = false
            }
            builder.add(frame: CGRect(x: 4, y: 4, width: 8, height: 8), color: .red)
            let frame = target.render(builder.tree)
            #expect(target.compositor.lastDrawCallCount == 1)
            #expect(frame.pixel(20, 20, isNear: [0, 0, 128, 255], tolerance: 1))
            // Opacity multiplies down the tree: the red sublayer is half red over the half-blue backdrop.
            #expect(frame.pixel(8, 8, isNear: [128, 0, 64, 255], tolerance: 1))
        }

        @Test("a root that leaves part of the window uncovered is drawn as a quad and the clear colour shows beside it")
        func partialRootIsAQuad() throws {
            let target = try OffscreenTarget(width: 64, height: 48)
            var builder = TreeBuilder(width: 64, height: 48, background: .blue)
            builder.configureRoot { $0.position.x += 8 }
            let frame = target.render(builder.tree)
            #expect(target.compositor.lastDrawCallCount == 1)
            #expect(frame.pixel(4, 20) == [0, 0, 0, 255])
            #expect(frame.pixel(30, 20) == [0, 0, 255, 255])
        }

        @Test("a rounded or rotated root filling the window is drawn as a quad: its corner pixels keep the clear colour")
        func roundedOrRotatedRootIsAQuad() throws {
            let target = try OffscreenTarget(width: 64, height: 48)
            var rounded = TreeBuilder(width: 64, height: 48, background: .blue)
            rounded.configureRoot { $0.cornerRadius = 12 }
            let roundedFrame = target.render(rounded.tree)
            #expect(target.compositor.lastDrawCallCount == 1)
            #expect(roundedFrame.pixel(0, 0) == [0, 0, 0, 255])
            #expect(roundedFrame.pixel(32, 24) == [0, 0, 255, 255])

            var rotated = TreeBuilder(width: 64, height: 48, background: .blue)
            rotated.configureRoot { $0.transform = CATransform3DMakeRotation(0.2, 0, 0, 1) }
            let rotatedFrame = target.render(rotated.tree)
            #expect(target.compositor.lastDrawCallCount == 1)
            #expect(rotatedFrame.pixel(0, 0) == [0, 0, 0, 255])
            #expect(rotatedFrame.pixel(32, 24) == [0, 0, 255, 255])
        }
    }
}
