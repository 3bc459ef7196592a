// The evaluate-then-render sequence every host draws with (Compositor FrameSequence; docs/architecture.md "The frame
// loop"): a committed tree drawn through it at a media time shows the same pixels as the tree evaluated by hand at
// that time and drawn, on the first frame (everything evaluated) and on later frames of the same tree (only the
// animated layers evaluated again); and the time matters: frames at two times of a moving layer differ.
import QuartzCore
@testable import Compositor
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Frame sequence", .serialized)
    struct FrameSequenceTests {
        /// A 24-point blue square whose position moves from x 20 to x 76 over one second, linearly.
        static func movingStage() -> LayerStage {
            let layer = CALayer()
            layer.frame = CGRect(x: 8, y: 36, width: 24, height: 24)
            layer.backgroundColor = .rgb(0.1, 0.2, 0.9)
            let stage = LayerStage(layers: [layer])
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 20
            move.toValue = 76
            move.duration = 1
            move.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(move, forKey: "move")
            stage.commit()
            return stage
        }

        @Test("frames drawn through the sequence at ¼ s and ¾ s equal the tree evaluated by hand then; the two differ")
        func sequenceDrawsTheEvaluatedTree() throws {
            let stage = Self.movingStage()
            let sequenced = try OffscreenTarget(width: 96, height: 96)
            let reference = try OffscreenTarget(width: 96, height: 96)
            let sequence = FrameSequence(compositor: sequenced.compositor)
            let tree = stage.renderer.latestTree
            var frames: [[UInt8]] = []
            for seconds in [0.25, 0.75] {
                sequenced.window.makeCurrent()
                sequence.draw(tree, at: tree.commitTime + seconds, pixelWidth: 96, pixelHeight: 96,
                              pointSize: CGSize(width: 96, height: 96))
                let drawn = sequenced.compositor.readPixels(width: 96, height: 96)
                let expected = stage.frame(at: seconds, on: reference)
                #expect(drawn == expected.pixels, "the frame at \(seconds) s")
                frames.append(drawn)
            }
            #expect(frames[0] != frames[1], "the layer moved between ¼ s and ¾ s")
        }
    }
}
