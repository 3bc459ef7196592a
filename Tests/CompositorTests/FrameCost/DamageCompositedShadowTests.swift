// Redraw only what changed (docs/architecture.md "Frame cost") with composited shadows (FrameBuilder+CompositedShadow): a clear layer casting
// its circular sublayer's shadow moves, its sublayer turns translucent, then nothing changes; a second shadowed layer
// stands still beside it. Every partial frame equals the whole frame, and the unchanged last frame redraws nothing.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Damage: composited shadows", .serialized)
    struct DamageCompositedShadowTests {
        static func tree(holderX: CGFloat, circleAlpha: Double = 1) -> RenderTree {
            let side = DamagePixelTests.side
            var builder = TreeBuilder(width: side, height: side, background: .white)
            for (x, alpha) in [(holderX, circleAlpha), (80, 1)] {
                let holder = builder.add(frame: CGRect(x: x, y: 20, width: 40, height: 40), color: .clear) { layer in
                    layer.shadowOpacity = 0.8
                    layer.shadowRadius = 3
                    layer.shadowOffset = CGSize(width: 3, height: 8)
                }
                builder.add(frame: CGRect(x: 5, y: 5, width: 30, height: 30),
                            color: RenderColor(straightRed: 0, green: 0.6, blue: 0.2, alpha: alpha),
                            parent: holder) { layer in layer.cornerRadius = 15 }
            }
            return builder.tree
        }

        @Test("a moving shadowed layer and a sublayer turning translucent: partial frames equal whole frames; an unchanged frame redraws nothing", arguments: [false, true])
        func movingCompositedShadow(keptTarget: Bool) throws {
            let frames = [Self.tree(holderX: 10), Self.tree(holderX: 16), Self.tree(holderX: 16, circleAlpha: 0.4),
                          Self.tree(holderX: 16, circleAlpha: 0.4)]
                .map { DamagePixelTests.Frame(tree: $0) }
            let (areas, _) = try DamagePixelTests.compareSequence(frames, keptTarget: keptTarget)
            let full = DamagePixelTests.side * DamagePixelTests.side
            #expect(areas[1] > 0 && areas[1] < full / 2)
            #expect(areas[2] > 0 && areas[2] < full / 2)
            #expect(areas[3] == 0)
        }
    }
}
