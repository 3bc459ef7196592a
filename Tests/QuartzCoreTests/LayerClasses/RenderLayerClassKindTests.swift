// The record's class kind byte (RenderLayer.layerClassKind, RenderLayerClass+Kind.swift), which the compositor's walk
// reads instead of matching the class part: it must name the part's case in every record, committed and evaluated
// (an animated part is taken out and put back by the evaluation; a tiled layer's part is rewritten each frame).
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("The record's class kind")
struct RenderLayerClassKindTests {
    @Test("every committed and evaluated record's kind byte names its class part's case, for every layer class")
    func kindNamesThePart() {
        MediaTimeTestLock.withClock(at: 5100) { _ in
            let scene = HostedAnimationScene()
            let gradient = CAGradientLayer()
            gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            let move = CABasicAnimation(keyPath: "startPoint")
            move.fromValue = CGPoint(x: 0, y: 0)
            move.toValue = CGPoint(x: 1, y: 1)
            move.duration = 1
            gradient.add(move, forKey: "move")
            let shape = CAShapeLayer()
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            let text = CATextLayer()
            text.string = "kind"
            let emitter = CAEmitterLayer()
            let cell = CAEmitterCell()
            cell.birthRate = 1
            emitter.emitterCells = [cell]
            let classes: [CALayer] = [CALayer(), gradient, shape, text, CAReplicatorLayer(), CATransformLayer(),
                                      emitter, CATiledLayer()]
            for layer in classes {
                layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
                scene.root.addSublayer(layer)
            }
            CATransaction.flush()
            let tree = scene.renderer.latestTree
            let evaluated = tree.evaluate(at: 5100.5)
            for records in [tree.layers, evaluated] {
                for record in records { #expect(record.layerClassKind == record.layerClass.kind) }
                let kinds = Set(records.map(\.layerClassKind.rawValue))
                #expect(kinds == Set((0...7).map(UInt8.init)), "every case appears: \(kinds.sorted())")
            }
            // The byte lies in the padding after the part: the record did not grow.
            #expect(MemoryLayout<RenderLayer>.stride == 912)
        }
    }
}
