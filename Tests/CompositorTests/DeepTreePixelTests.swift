// A render tree as deep as the engine accepts (CALayer.maximumTreeDepth, README "Limits") draws: the compositor's
// traversal reaches the deepest layer and the frame shows it.
import CoreAnimation
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Deep trees draw", .serialized)
    struct DeepTreePixelTests {
        @Test("a chain CALayer.maximumTreeDepth layers deep draws its deepest layer on top")
        func chainAtTheDepthLimitDraws() throws {
            let target = try OffscreenTarget(width: 64, height: 64)
            var builder = TreeBuilder(width: 64, height: 64, background: .blue)
            var parent = 0
            for level in 1..<CALayer.maximumTreeDepth {
                let isDeepest = level == CALayer.maximumTreeDepth - 1
                parent = builder.add(frame: CGRect(x: 0, y: 0, width: 64, height: 64),
                                     color: isDeepest ? .green : .red, parent: parent)
            }
            #expect(builder.tree.layers.count == CALayer.maximumTreeDepth)
            let frame = target.render(builder.tree)
            #expect(frame.pixel(32, 32) == [0, 255, 0, 255])
        }
    }
}
