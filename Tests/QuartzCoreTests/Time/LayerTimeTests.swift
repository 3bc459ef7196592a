// Tests of hierarchical layer time (spec §3.3): convertTime and the QA1673 pause/resume recipe.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("Layer time (spec 3.3)", .serialized)
struct LayerTimeTests {
    @Test("convertTime maps through beginTime/speed/timeOffset both ways; speed 0 cannot invert and gives 0")
    func convert() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.beginTime = 5
        child.speed = 2
        child.timeOffset = 1
        #expect(child.convertTime(10, from: nil) == (10 - 5) * 2 + 1)
        #expect(child.convertTime(11, to: nil) == 10)
        #expect(parent.convertTime(11, from: child) == 5)
        child.speed = 0
        #expect(child.convertTime(3, to: nil) == 0)
    }

    @Test("QA1673 pause then resume keeps layer time continuous at the paused time")
    func pauseResume() {
        MediaTimeTestLock.withClock(at: 100) { clock in
            let layer = CALayer()
            clock.now = 103
            let p = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = p
            clock.now = 110
            #expect(layer.convertTime(CACurrentMediaTime(), from: nil) == p)
            let paused = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
            #expect(abs(layer.convertTime(CACurrentMediaTime(), from: nil) - p) < 1e-9)
            clock.now = 111
            #expect(abs(layer.convertTime(CACurrentMediaTime(), from: nil) - (p + 1)) < 1e-9)
        }
    }
}
