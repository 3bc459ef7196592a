// Seed 004: the delegate's "wiggle" position animation — cubic keyframes through two points offset ±10° from
// the straight line at 1/3 and 2/3 of the distance — sampled over time.
import Testing
import Foundation
@testable import QuartzCore

@Suite("Seed 004 wiggle")
struct Seed004WiggleTests {
    @Test("the wiggle passes through oldP, p1, p2, newP at 0, 1/3, 2/3, 1 and leaves the straight line between")
    func wiggle() {
        let layer = CALayer()
        let oldP = CGPoint(x: 100, y: 100)
        let newP = CGPoint(x: 300, y: 300)
        layer.position = newP
        let d = hypot(oldP.x - newP.x, oldP.y - newP.y), r = d / 3
        let theta = atan2(newP.y - oldP.y, newP.x - oldP.x), wag = 10 * CGFloat.pi / 180
        let p1 = CGPoint(x: oldP.x + r * cos(theta + wag), y: oldP.y + r * sin(theta + wag))
        let p2 = CGPoint(x: oldP.x + r * 2 * cos(theta - wag), y: oldP.y + r * 2 * sin(theta - wag))
        let anim = CAKeyframeAnimation()
        anim.values = [oldP, p1, p2, newP]
        anim.calculationMode = .cubic
        layer.add(anim, forKey: "position")
        _ = layer.commitAnimations(at: 50)
        let duration = 0.25
        func at(_ f: Double) -> CGPoint { layer.presentationValues(at: 50 + duration * f).position }
        for (f, p) in [(0.0, oldP), (1.0 / 3, p1), (2.0 / 3, p2)] {
            #expect(hypot(at(f).x - p.x, at(f).y - p.y) < 1e-6, "f = \(f)")
        }
        #expect(at(1.0) == newP)  // removed fill: the model value after the end
        // Between keyframes the path bends: the first third lies on the +10° side of the line (cross > 0).
        let mid = at(1.0 / 6)
        let cross = (newP.x - oldP.x) * (mid.y - oldP.y) - (newP.y - oldP.y) * (mid.x - oldP.x)
        #expect(cross > 0)
        let late = at(5.0 / 6)
        let cross2 = (newP.x - oldP.x) * (late.y - oldP.y) - (newP.y - oldP.y) * (late.x - oldP.x)
        #expect(cross2 < 0)
    }

    @Test("seed 002 pop: keyTimes 0/0.35/1 through old, new, old with ease-in then ease-out segments")
    func pop() {
        let layer = CALayer()
        let anim = CAKeyframeAnimation(keyPath: "opacity")
        anim.duration = 0.7
        anim.keyTimes = [0, 0.35, 1]
        anim.values = [0.2, 1.0, 0.2]
        anim.timingFunctions = [CAMediaTimingFunction(controlPoints: 1, 0, 0.8, 1),
                                CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)]
        layer.opacity = 0.2
        layer.add(anim, forKey: "opacity")
        _ = layer.commitAnimations(at: 0)
        func at(_ t: Double) -> Double { Double(layer.presentationValues(at: t).opacity) }
        #expect(abs(at(0) - 0.2) < 1e-6)
        #expect(abs(at(0.245) - 1.0) < 1e-6)
        let easeIn = CAMediaTimingFunction(controlPoints: 1, 0, 0.8, 1).solve(0.5, epsilon: 1e-5)
        #expect(abs(at(0.1225) - (0.2 + 0.8 * easeIn)) < 1e-5)
        #expect(at(0.1225) < 0.6)  // ease-in: slow start
        #expect(abs(at(0.69999) - 0.2) < 1e-3)
    }
}
