// CAReplicatorLayer's properties as rows of the property table (CAReplicatorLayer.h; docs/architecture.md "The
// property table"): Apple's defaults through defaultValue(forKey:), key-value coding with Apple's types (an Int
// instanceCount, Float offsets), the keys undefined on other layer classes, the built-in action of each animatable
// key from the table, and animations of the colour keys evaluated per frame through the table's render fields.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("CAReplicatorLayer properties in the property table")
struct ReplicatorPropertyTableTests {
    static let keys = ["instanceCount", "preservesDepth", "instanceDelay", "instanceTransform", "instanceColor",
                       "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"]

    @Test("every replicator key is a table row of the replicator family, animatable but preservesDepth")
    func keysAreTableRows() throws {
        for key in Self.keys {
            let p = try #require(LayerProperty.named(key), "\(key)")
            #expect(p.family == .replicator, "\(key)")
            #expect(p.isAnimatable == (key != "preservesDepth"), "\(key)")
            #expect(p.builtInAction == (key == "preservesDepth" ? .none : .basic), "\(key)")
        }
    }

    @Test("defaultValue(forKey:) gives the header's defaults with Apple's types")
    func defaults() {
        #expect(CAReplicatorLayer.defaultValue(forKey: "instanceCount") as? Int == 1)
        #expect(CAReplicatorLayer.defaultValue(forKey: "preservesDepth") as? Bool == false)
        #expect(CAReplicatorLayer.defaultValue(forKey: "instanceDelay") as? CFTimeInterval == 0)
        #expect(CAReplicatorLayer.defaultValue(forKey: "instanceColor") as? CGColor
                == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(CAReplicatorLayer.defaultValue(forKey: "instanceAlphaOffset") as? Float == 0)
        let identity = CAReplicatorLayer.defaultValue(forKey: "instanceTransform") as? CATransform3D
        #expect(identity.map(CATransform3DIsIdentity) == true)
    }

    @Test("the keys are undefined on a plain CALayer: stored as custom values, never drawn")
    func keysAreUndefinedElsewhere() {
        let plain = CALayer()
        #expect(LayerProperty.named("instanceCount", on: plain) == nil)
        #expect(plain.value(forKey: "instanceCount") == nil)
        plain.setValue(3, forKey: "instanceCount")
        #expect(plain.value(forKey: "instanceCount") as? Int == 3)
    }

    @Test("key-value coding refuses a fractional instanceCount once and keeps the old value")
    func fractionalCountRefused() {
        let r = CAReplicatorLayer()
        r.name = "fractional"
        r.instanceCount = 4
        let messages = EngineDiagnostics.capture { r.setValue(2.5, forKey: "instanceCount") }
        #expect(r.instanceCount == 4)
        #expect(messages.contains { $0.contains("instanceCount") })
    }

    @Test("setting instanceColor to nil multiplies by nothing: stored as opaque white")
    func nilColourIsWhite() {
        let r = CAReplicatorLayer()
        r.instanceColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        r.instanceColor = nil
        #expect(r.instanceColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    @Test("an animation of instanceRedOffset and of instanceColor is evaluated through the table at the frame time")
    func colourKeysAnimate() throws {
        try MediaTimeTestLock.withClock(at: 100) { _ in
            let stage = ReplicatorLayerTests.Stage { r, _ in
                r.instanceCount = 2
                let offset = CABasicAnimation(keyPath: "instanceRedOffset")
                offset.fromValue = Float(0)
                offset.toValue = Float(-1)
                offset.duration = 1
                r.add(offset, forKey: "offset")
                let tint = CABasicAnimation(keyPath: "instanceColor")
                tint.fromValue = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
                tint.toValue = CGColor(red: 1, green: 0, blue: 1, alpha: 1)
                tint.duration = 1
                r.add(tint, forKey: "tint")
            }
            let instances = stage.instances(at: 0.5)
            try #require(instances.count == 2)
            // Half-way: instanceColor (1, 0.5, 1, 1); instance 1 adds a red offset of −0.5.
            #expect(instances[0].colorMultiplier == SIMD4(1, 0.5, 1, 1))
            #expect(instances[1].colorMultiplier == SIMD4(0.5, 0.5, 1, 1))
        }
    }

    @Test("the presentation copy shows an animated instanceDelay between its endpoints")
    func presentationFollowsAnimation() throws {
        try MediaTimeTestLock.withClock(at: 100) { clock in
            let stage = ReplicatorLayerTests.Stage { r, _ in
                let delay = CABasicAnimation(keyPath: "instanceDelay")
                delay.fromValue = 0.0
                delay.toValue = 1.0
                delay.duration = 1
                r.add(delay, forKey: "delay")
            }
            clock.now = 100.5
            let shown = try #require(stage.replicator.presentation()?.instanceDelay)
            #expect(shown > 0 && shown < 1)
        }
    }
}
