// A subclass's needsDisplay(forKey:) for a built-in key marks the layer for display when that key changes, through
// the setter and through setValue(_:forKey:); an equal value does not. Measured on Apple by GNUstep's
// libs-quartzcore Tests/quartzcore/CALayer/redisplay.m (docs/behaviour.md §1.7).
import Foundation
import Testing
@testable import QuartzCore

@Suite struct RedisplayForKeyTests {
    final class RedisplayLayer: CALayer {
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "opacity" || super.needsDisplay(forKey: key)
        }
    }

    @Test("CALayer answers false for its own keys and for unknown ones")
    func baseClassAnswersFalse() {
        for key in ["bounds", "position", "opacity", "contents", "aKeyNobodyDefines"] {
            #expect(!CALayer.needsDisplay(forKey: key), "\(key)")
        }
        let layer = CALayer()
        layer.displayIfNeeded()
        layer.opacity = 0.5
        #expect(!layer.needsDisplay())
    }

    @Test("the key the subclass asks for marks display through the setter and KVC; other keys and equal values do not")
    func subclassKeyMarksDisplay() {
        #expect(RedisplayLayer.needsDisplay(forKey: "opacity"))
        #expect(!RedisplayLayer.needsDisplay(forKey: "bounds"))
        let layer = RedisplayLayer()
        layer.displayIfNeeded()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!layer.needsDisplay())
        layer.opacity = 0.25
        #expect(layer.needsDisplay())

        let same = RedisplayLayer()
        same.opacity = 0.25
        same.displayIfNeeded()
        #expect(!same.needsDisplay())
        same.opacity = 0.25
        #expect(!same.needsDisplay())

        let kvc = RedisplayLayer()
        kvc.displayIfNeeded()
        kvc.setValue(NSNumber(value: Float(0.75)), forKey: "opacity")
        #expect(kvc.needsDisplay())
    }
}
