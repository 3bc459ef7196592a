// A render tree as deep as the engine accepts (CALayer.maximumTreeDepth, README "Limits") draws: the compositor's
// traversal reaches the deepest layer and the frame shows it.
import Compositor
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Deep trees draw", .serialized)
    struct DeepTreePixelTests {
        @Test("a chain CALayer.maximumTreeDepth layers deep draws its deepest layer on top, on a render thread's stack")
        func chainAtTheDepthLimitDraws() throws {
            var builder = TreeBuilder(width: 64, height: 64, background: .blue)
            var parent = 0
            for level in 1..<CALayer.maximumTreeDepth {
                let isDeepest = level == CALayer.maximumTreeDepth - 1
                parent = builder.add(frame: CGRect(x: 0, y: 0, width: 64, height: 64),
                                     color: isDeepest ? .green : .red, parent: parent)
            }
            #expect(builder.tree.layers.count == CALayer.maximumTreeDepth)
            // Drawn where the engine draws: on a thread with the frame loop's stack (RenderThreadStack), not on the
            // test runner's worker thread, whose default stack a debug sanitizer build outgrows at this depth.
            let tree = builder.tree
            let centre = DrawnPixel()
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                if let target = try? OffscreenTarget(width: 64, height: 64) {
                    let pixel = target.render(tree).pixel(32, 32)
                    centre.set(pixel)
                }
                done.signal()
            }
            thread.stackSize = RenderThreadStack.size
            thread.start()
            done.wait()
            #expect(centre.value == [0, 255, 0, 255])
        }
    }
}

/// The pixel the drawing thread read, handed to the test's thread under a lock.
private final class DrawnPixel: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [UInt8] = []

    func set(_ pixel: [UInt8]) { lock.lock(); stored = pixel; lock.unlock() }
    var value: [UInt8] { lock.lock(); defer { lock.unlock() }; return stored }
}
