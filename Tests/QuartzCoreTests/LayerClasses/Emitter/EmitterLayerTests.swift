// CAEmitterLayer and CAEmitterCell (CAEmitterLayer.h, CAEmitterCell.h, Apple's property pages): Apple's defaults,
// KVC on the layer's keys and on "emitterCells.<name>.<key>" paths (set, read, implicitly and explicitly animated),
// and bad input answered with one message and a bounded result.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("CAEmitterLayer model")
struct EmitterLayerTests {
    @Test("layer defaults are Apple's: multipliers 1, point shape, volume mode, unordered, seed 0, no cells")
    func layerDefaults() {
        let e = CAEmitterLayer()
        #expect(e.emitterCells == nil)
        #expect(e.birthRate == 1 && e.lifetime == 1 && e.velocity == 1 && e.scale == 1 && e.spin == 1)
        #expect(e.emitterPosition == .zero && e.emitterZPosition == 0)
        #expect(e.emitterSize == .zero && e.emitterDepth == 0)
        #expect(e.emitterShape == .point && e.emitterMode == .volume && e.renderMode == .unordered)
        #expect(e.preservesDepth == false && e.seed == 0)
        #expect(kCAEmitterLayerAdditive.rawValue == "additive" && CAEmitterLayerEmitterShape.sphere.rawValue == "sphere")
    }

    @Test("cell defaults are Apple's: enabled, no births, scale 1, opaque white, unit contentsRect, linear filters")
    func cellDefaults() {
        let c = CAEmitterCell()
        #expect(c.name == nil && c.isEnabled)
        #expect(c.birthRate == 0 && c.lifetime == 0 && c.lifetimeRange == 0)
        #expect(c.emissionLatitude == 0 && c.emissionLongitude == 0 && c.emissionRange == 0)
        #expect(c.velocity == 0 && c.velocityRange == 0)
        #expect(c.xAcceleration == 0 && c.yAcceleration == 0 && c.zAcceleration == 0)
        #expect(c.scale == 1 && c.scaleRange == 0 && c.scaleSpeed == 0 && c.spin == 0 && c.spinRange == 0)
        #expect(c.color == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(c.redRange == 0 && c.alphaRange == 0 && c.redSpeed == 0 && c.alphaSpeed == 0)
        #expect(c.contents == nil && c.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) && c.contentsScale == 1)
        #expect(c.minificationFilter == "linear" && c.magnificationFilter == "linear")
        #expect(c.emitterCells == nil)
        #expect(c.beginTime == 0 && c.duration == 0 && c.speed == 1 && c.fillMode == .removed)
        #expect(CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat == 1)
        #expect(CAEmitterCell.defaultValue(forKey: "birthRate") as? Float == 0)
    }

    @Test("KVC: the layer's keys, and emitterCells.<name>.<key> paths set and read cells, nested ones too")
    func keyPaths() {
        let spark = CAEmitterCell()
        spark.name = "spark"
        let rocket = CAEmitterCell()
        rocket.name = "rocket"
        rocket.emitterCells = [spark]
        let e = CAEmitterLayer()
        e.emitterCells = [rocket]
        e.setValue(CGPoint(x: 5, y: 6), forKey: "emitterPosition")
        e.setValue("circle", forKey: "emitterShape")
        e.setValue(Float(2), forKey: "velocity")
        e.setValue(12, forKeyPath: "emitterCells.rocket.birthRate")
        e.setValue(80.0, forKeyPath: "emitterCells.rocket.emitterCells.spark.velocity")
        e.setValue(false, forKeyPath: "emitterCells.rocket.enabled")
        #expect(e.emitterPosition == CGPoint(x: 5, y: 6) && e.emitterShape == .circle && e.velocity == 2)
        #expect(rocket.birthRate == 12 && spark.velocity == 80 && rocket.isEnabled == false)
        #expect(e.value(forKeyPath: "emitterCells.rocket.birthRate") as? Float == 12)
        #expect(e.value(forKeyPath: "emitterCells.rocket.emitterCells.spark.velocity") as? CGFloat == 80)
        #expect(e.value(forKey: "emitterShape") as? CAEmitterLayerEmitterShape == .circle)
        let copy = CAEmitterLayer(layer: e)
        #expect(copy.emitterCells?.first !== rocket && copy.emitterCells?.first?.birthRate == 12)
    }

    @Test("a cell key path gets the built-in CABasicAnimation; the emitter's animatable keys too, seed none")
    func implicitActions() {
        let cell = CAEmitterCell()
        cell.name = "confetti"
        let e = CAEmitterLayer()
        e.emitterCells = [cell]
        for key in ["birthRate", "emitterPosition", "emitterSize", "velocity", "emitterCells.confetti.birthRate",
                    "emitterCells.confetti.color"] {
            #expect((e.action(forKey: key) as? CABasicAnimation)?.keyPath == key, "\(key)")
        }
        #expect(e.action(forKey: "seed") == nil)
    }

    @Test("an explicit animation of emitterCells.<name>.birthRate shows in the presentation layer, not the model")
    func animatedCellKeyPath() throws {
        try MediaTimeTestLock.withClock(at: 100) { clock in
            let cell = CAEmitterCell()
            cell.name = "confetti"
            cell.birthRate = 10
            let e = CAEmitterLayer()
            e.emitterCells = [cell]
            let ramp = CABasicAnimation(keyPath: "emitterCells.confetti.birthRate")
            ramp.fromValue = 0
            ramp.toValue = 100
            ramp.duration = 1
            e.add(ramp, forKey: "ramp")
            let scene = HostedAnimationScene(child: e)
            clock.now = 100.5
            let shown = try #require(e.presentation()?.value(forKeyPath: "emitterCells.confetti.birthRate") as? Float)
            #expect(abs(shown - 50) < 1e-3)
            #expect(cell.birthRate == 10)
            guard case .emitter(let committed) = scene.renderer.latestTree.layers[1].layerClass else {
                Issue.record("the emitter was not committed as an emitter")
                return
            }
            let bindings = committed.segments.last?.cellBindings ?? []
            #expect(bindings.count == 1 && bindings.first?.field.property == EmitterCellProperty.birthRate)
        }
    }

    @Test("NaN and infinite values are refused with one message; negative rates and lives are said once")
    func badValues() {
        let cell = CAEmitterCell()
        cell.name = "bad"
        let e = CAEmitterLayer()
        e.name = "badEmitter"
        e.emitterCells = [cell]
        let messages = EngineDiagnostics.capture {
            cell.birthRate = .infinity
            cell.velocity = .nan
            e.birthRate = .nan
            cell.lifetime = -2
            e.setValue(1, forKeyPath: "emitterCells.nobody.birthRate")
        }
        #expect(cell.birthRate == 0 && cell.velocity == 0 && e.birthRate == 1)
        #expect(messages.contains { $0.contains("CAEmitterCell \"bad\".birthRate: inf is not finite") })
        #expect(messages.contains { $0.contains("\"badEmitter\".birthRate") && $0.contains("not finite") })
        #expect(messages.contains { $0.contains("\"bad\".lifetime: -2.0 is negative") })
        #expect(messages.contains { $0.contains("no cell named \"nobody\"") })
    }

    @Test("a cell nested inside itself is cut with one message; the rest still commits")
    func cellCycle() {
        MediaTimeTestLock.withClock(at: 100) { _ in
            let loop = CAEmitterCell()
            loop.name = "loop"
            loop.birthRate = 1
            loop.lifetime = 1
            let inner = CAEmitterCell()
            inner.emitterCells = [loop]
            loop.emitterCells = [inner]
            let e = CAEmitterLayer()
            e.name = "cyclic"
            e.emitterCells = [loop]
            var scene: HostedAnimationScene?
            let messages = EngineDiagnostics.capture { scene = HostedAnimationScene(child: e) }
            #expect(messages.contains { $0.contains("\"cyclic\": cell \"loop\" is nested inside itself") })
            guard case .emitter(let committed) = scene?.renderer.latestTree.layers[1].layerClass else {
                Issue.record("the emitter was not committed as an emitter")
                return
            }
            #expect(committed.segments.last?.cells.count == 2)
        }
    }
}
