// CAReplicatorLayer (CAReplicatorLayer.h, Apple's property pages): Apple's defaults, KVC, the implicit animation
// of its animatable properties, and the instances the render thread makes from the committed tree: count,
// accumulated instanceTransform about the centre, instance colour with clamped offsets, instanceDelay time shift,
// animations of its own properties, nesting, and bounded results for bad input.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("CAReplicatorLayer")
struct ReplicatorLayerTests {
    /// A hosted replicator (100×100 at the scene's child slot) with one 10×10 dot at (50, 10), committed.
    final class Stage {
        let scene: HostedAnimationScene
        let replicator: CAReplicatorLayer
        let dot = CALayer()

        init(configure: (CAReplicatorLayer, CALayer) -> Void) {
            let replicator = CAReplicatorLayer()
            self.replicator = replicator
            dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            dot.position = CGPoint(x: 50, y: 10)
            dot.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            replicator.addSublayer(dot)
            configure(replicator, dot)
            scene = HostedAnimationScene(child: replicator)
        }

        /// The evaluated layers at `seconds` after the commit.
        func layers(at seconds: Double) -> [RenderLayer] {
            let tree = scene.renderer.latestTree
            return tree.evaluate(at: tree.commitTime + seconds)
        }

        /// The evaluated entries drawn as the replicator's sublayers, instance 0 first.
        func instances(at seconds: Double) -> [RenderLayer] {
            layers(at: seconds).filter { $0.parentIndex == 1 }
        }
    }

    @Test("defaults are Apple's: one instance, no delay, identity transform, opaque white, zero offsets, flat")
    func defaults() {
        let r = CAReplicatorLayer()
        #expect(r.instanceCount == 1)
        #expect(r.instanceDelay == 0)
        #expect(CATransform3DIsIdentity(r.instanceTransform))
        #expect(r.instanceColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(r.instanceRedOffset == 0 && r.instanceGreenOffset == 0 && r.instanceBlueOffset == 0)
        #expect(r.instanceAlphaOffset == 0)
        #expect(r.preservesDepth == false)
    }

    @Test("KVC reads and writes the replicator's keys with Apple's types; presentation copies keep them")
    func keyValueCoding() {
        let r = CAReplicatorLayer()
        r.setValue(12, forKey: "instanceCount")
        r.setValue(0.25, forKey: "instanceDelay")
        r.setValue(Float(-0.1), forKey: "instanceAlphaOffset")
        #expect(r.instanceCount == 12)
        #expect(r.value(forKey: "instanceCount") as? Int == 12)
        #expect(r.value(forKey: "instanceDelay") as? CFTimeInterval == 0.25)
        #expect(r.value(forKey: "instanceAlphaOffset") as? Float == -0.1)
        let copy = CAReplicatorLayer(layer: r)
        #expect(copy.instanceCount == 12 && copy.instanceDelay == 0.25)
    }

    @Test("the animatable properties get the built-in CABasicAnimation; preservesDepth gets none")
    func implicitActions() {
        let r = CAReplicatorLayer()
        for key in ["instanceCount", "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
                    "instanceAlphaOffset"] {
            let action = r.action(forKey: key) as? CABasicAnimation
            #expect(action?.keyPath == key, "\(key)")
        }
        #expect(r.action(forKey: "preservesDepth") == nil)
    }

    @Test("instance k is drawn k × instanceTransform about the replicator's centre")
    func instanceTransformAccumulates() throws {
        try MediaTimeTestLock.withClock(at: 100) { _ in
            let stage = Stage { r, _ in
                r.instanceCount = 4
                r.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            }
            let instances = stage.instances(at: 0)
            try #require(instances.count == 4)
            // The dot's centre (50, 10) turned by k × 90° about the replicator's centre (50, 50).
            let expected = [CGPoint(x: 50, y: 10), CGPoint(x: 90, y: 50), CGPoint(x: 50, y: 90), CGPoint(x: 10, y: 50)]
            for (k, layer) in instances.enumerated() {
                let centre = Self.centreInParent(layer)
                #expect(abs(centre.x - expected[k].x) < 1e-9 && abs(centre.y - expected[k].y) < 1e-9,
                        "instance \(k) at \(centre)")
            }
        }
    }

    @Test("instance k's colour is instanceColor plus k × the offsets, clamped to 0…1")
    func instanceColours() throws {
        try MediaTimeTestLock.withClock(at: 100) { _ in
            let stage = Stage { r, _ in
                r.instanceCount = 6
                r.instanceColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
                r.instanceRedOffset = -0.25
                r.instanceBlueOffset = 0.5
            }
            let instances = stage.instances(at: 0)
            try #require(instances.count == 6)
            let reds: [Float] = [1, 0.75, 0.5, 0.25, 0, 0]
            let blues: [Float] = [0, 0.5, 1, 1, 1, 1]
            for (k, layer) in instances.enumerated() {
                #expect(layer.colorMultiplier == SIMD4(reds[k], 0.5, blues[k], 1), "instance \(k)")
            }
        }
    }

    @Test("instance k's animations run k × instanceDelay behind instance 0's")
    func instanceDelayShiftsTime() throws {
        try MediaTimeTestLock.withClock(at: 100) { _ in
            let stage = Stage { r, dot in
                r.instanceCount = 3
                r.instanceDelay = 0.25
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 0.0
                fade.toValue = 1.0
                fade.duration = 1
                dot.add(fade, forKey: "fade")
            }
            let instances = stage.instances(at: 0.75)
            try #require(instances.count == 3)
            for (k, expected) in [0.75, 0.5, 0.25].enumerated() {
                #expect(abs(Double(instances[k].opacity) - expected) < 1e-6, "instance \(k)")
            }
        }
    }

    @Test("an animation of instanceTransform is evaluated on the render side, at the frame time")
    func animatedInstanceTransform() throws {
        try MediaTimeTestLock.withClock(at: 100) { _ in
            let stage = Stage { r, _ in
                r.instanceCount = 2
                let slide = CABasicAnimation(keyPath: "instanceTransform")
                slide.fromValue = CATransform3DIdentity
                slide.toValue = CATransform3DMakeTranslation(20, 0, 0)
                slide.duration = 1
                r.add(slide, forKey: "slide")
            }
            let instances = stage.instances(at: 0.5)
            try #require(instances.count == 2)
            #expect(abs(Self.centreInParent(instances[1]).x - 60) < 1e-9)
        }
    }

    @Test("nested replicators multiply: 3 × 2 instances, colours multiplied")
    func nestedReplicators() {
        MediaTimeTestLock.withClock(at: 100) { _ in
            let inner = CAReplicatorLayer()
            inner.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let stage = Stage { outer, dot in
                dot.removeFromSuperlayer()
                inner.addSublayer(dot)
                inner.instanceCount = 2
                inner.instanceTransform = CATransform3DMakeTranslation(0, 20, 0)
                inner.instanceGreenOffset = -0.5
                outer.addSublayer(inner)
                outer.instanceCount = 3
                outer.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
                outer.instanceRedOffset = -0.5
            }
            let layers = stage.layers(at: 0)
            let dots = layers.filter { $0.bounds.size == CGSize(width: 10, height: 10) }
            #expect(dots.count == 6)
            let colours = Set(dots.map { [$0.colorMultiplier.x, $0.colorMultiplier.y] })
            #expect(colours == [[1, 1], [1, 0.5], [0.5, 1], [0.5, 0.5], [0, 1], [0, 0.5]])
        }
    }

    @Test("a negative instanceCount draws nothing and says so once; NaN and infinite values are rejected")
    func badInput() throws {
        try MediaTimeTestLock.withClock(at: 100) { _ in
            var messages: [String] = []
            var stage: Stage?
            messages = EngineDiagnostics.capture {
                stage = Stage { r, _ in
                    r.name = "badCount"
                    r.instanceCount = -3
                    var nan = CATransform3DIdentity
                    nan.m41 = .nan
                    r.instanceTransform = nan
                    r.instanceDelay = .infinity
                }
            }
            let s = try #require(stage)
            #expect(messages.contains { $0.contains("\"badCount\".instanceCount: -3 is negative") })
            #expect(messages.contains { $0.contains("instanceTransform") && $0.contains("not finite") })
            #expect(messages.contains { $0.contains("instanceDelay") && $0.contains("not finite") })
            #expect(CATransform3DIsIdentity(s.replicator.instanceTransform))
            #expect(s.replicator.instanceDelay == 0)
            let instances = s.instances(at: 0)
            #expect(instances.count == 1 && instances[0].isHidden)
        }
    }

    @Test("a huge instanceCount is bounded: at most the documented number of instances, said once")
    func hugeCount() throws {
        try MediaTimeTestLock.withClock(at: 100) { _ in
            var stage: Stage?
            let messages = EngineDiagnostics.capture {
                stage = Stage { r, _ in
                    r.name = "hugeCount"
                    r.instanceCount = 1_000_000_000
                }
            }
            #expect(messages.contains { $0.contains("\"hugeCount\".instanceCount: 1000000000 is more than") })
            let instances = try #require(stage).instances(at: 0)
            #expect(instances.count == CAReplicatorLayer.maximumDrawnInstances)
        }
    }

    /// The centre of `layer`'s bounds in its superlayer's (sublayer) coordinates, through its transform.
    static func centreInParent(_ layer: RenderLayer) -> CGPoint {
        // anchor (0.5, 0.5): the centre is the anchor, so only the transform's translation and position matter.
        let t = layer.transform
        return CGPoint(x: layer.position.x + t.m41 / t.m44, y: layer.position.y + t.m42 / t.m44)
    }
}
