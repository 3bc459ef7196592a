// The quad renderer's record window (QuadBatchRenderer.draw): a frame with more quads than one buffer texture can
// address (GL_MAX_TEXTURE_BUFFER_SIZE; 65,536 texels is all OpenGL 3.3 promises) is drawn by moving the window over
// the records run by run. The limit is lowered here so a small frame exercises that path on any driver.
import QuartzCore
@testable import Compositor
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Compositor record window", .serialized)
    struct RecordWindowPixelTests {
        private func scene() -> RenderTree {
            var builder = TreeBuilder(width: 120, height: 60, background: .blue)
            for index in 0..<10 {
                let x = Double(index % 5) * 24 + 2, y = Double(index / 5) * 30 + 2
                let color = RenderColor(red: Float(index) / 10, green: 1 - Float(index) / 10, blue: 0.3, alpha: 1)
                builder.add(frame: CGRect(x: x, y: y, width: 20, height: 20), color: color) { layer in
                    layer.cornerRadius = 4
                    layer.borderWidth = 2
                    layer.borderColor = .white
                }
            }
            // A group (opacity with a sublayer) so a composite draw comes after the window has moved.
            let group = builder.add(frame: CGRect(x: 50, y: 20, width: 30, height: 30), color: .red) { $0.opacity = 0.5 }
            builder.add(frame: CGRect(x: 5, y: 5, width: 10, height: 10), color: .green, parent: group)
            return builder.tree
        }

        @Test("a record is a whole number of 16-byte texels, as the vertex shader's texelFetch layout assumes")
        func recordIsWholeTexels() {
            #expect(QuadInstance.stride % 16 == 0)
            #expect(QuadInstance.texels == 15)
        }

        @Test("with room for only 3 records per window the frame's pixels equal the single-window frame's")
        func windowedFrameMatches() throws {
            let target = try OffscreenTarget(width: 120, height: 60)
            let whole = target.render(scene())
            let limit = target.compositor.quads.recordLimit
            target.compositor.quads.recordLimit = 3
            let windowed = target.render(scene())
            target.compositor.quads.recordLimit = limit
            #expect(target.compositor.lastQuadCount > 3)
            #expect(whole.pixels == windowed.pixels)
            // The scene itself drew: a tile's centre is its fill, not the backdrop.
            #expect(whole.pixel(12, 12) != [0, 0, 255, 255])
        }
    }
}
