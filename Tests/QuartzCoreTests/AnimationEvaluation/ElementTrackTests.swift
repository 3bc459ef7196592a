// The array fast path (ElementTrack: gradient colours and locations, shape paths blended element by element into
// the evaluated record's own array) gives exactly what the general path gives: every frame of the frame loop's
// in-place evaluation equals the same tracks applied through a store without in-place arrays (the general path that
// built a new array per frame), bit for bit, for basic, by-value, toValue-only, spring and keyframe tracks; arrays of
// different lengths keep the documented rule (AnimatableValue+Interpolation.swift: the whole value switches
// half-way, as paths of different structure do), and a non-finite blend leaves the model value.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

/// A RenderLayer seen through the store protocol's defaults for arrays: every array track takes the general path.
private struct GeneralPathStore: AnimatableStore {
    var layer: RenderLayer

    mutating func animatableValue(of property: LayerProperty) -> AnimatableValue? { layer.animatableValue(of: property) }
    mutating func setAnimatableValue(_ value: AnimatableValue, for property: LayerProperty) {
        layer.setAnimatableValue(value, for: property)
    }
    mutating func lanes(of property: LayerProperty) -> SIMD4<Double>? { layer.lanes(of: property) }
    mutating func setLanes(_ lanes: SIMD4<Double>, for property: LayerProperty) { layer.setLanes(lanes, for: property) }
}

@Suite("Array tracks blended in place equal the general path")
struct ElementTrackTests {
    static func color(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }

    static func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return animation
    }

    /// The hosted child (index 1) evaluated in place frame after frame, against the general path at each time.
    static func compareWithGeneralPath(at start: Double, _ build: () -> CALayer) -> [RenderLayer] {
        MediaTimeTestLock.withClock(at: start) { _ in
            let scene = HostedAnimationScene(child: build())
            let tree = scene.renderer.latestTree
            var kept: [RenderLayer] = []
            var source = EvaluationSource()
            var evaluated: [RenderLayer] = []
            for t in [-0.5, 0.0, 0.1, 0.25, 0.4999, 0.5, 0.63, 0.8, 0.9995, 1.0, 1.7, 0.3] {
                tree.evaluate(at: start + t, into: &kept, reusing: &source)
                let committed = tree.layers[1]
                var general = GeneralPathStore(layer: committed)
                let layerTime = committed.animations.timeMap.localTime(start + t)
                for track in committed.animations.tracks { track.apply(atLayerTime: layerTime, to: &general) }
                #expect(ReusedEvaluationTests.fingerprint([kept[1]]) == ReusedEvaluationTests.fingerprint([general.layer]),
                        "at +\(t)")
                evaluated.append(kept[1])
            }
            // The fast path really ran: the tracks were compiled to it.
            #expect(tree.layers[1].animations.tracks.contains { $0.elements != nil })
            return evaluated
        }
    }

    @Test("gradient colours and locations from → to, by, toValue only and a spring equal the general path")
    func gradientBasicCasesEqualGeneralPath() {
        let frames = Self.compareWithGeneralPath(at: 8000) {
            let gradient = CAGradientLayer()
            gradient.colors = [Self.color(1, 0, 0), Self.color(0, 1, 0, 0.5), Self.color(0, 0, 1)]
            gradient.locations = [0, 0.5, 1]
            gradient.add(Self.basic("colors", to: [Self.color(0.2, 0.4, 0.6), Self.color(1, 1, 1), Self.color(0, 0, 0, 0)]),
                         forKey: "colors")
            gradient.add(Self.basic("locations", from: [0.1, 0.2, 0.9] as [NSNumber], by: [0.1, 0.3, 0.05] as [NSNumber]),
                         forKey: "locations")
            return gradient
        }
        // Half-way through the eased second: between the endpoints, not at either.
        let mid = frames[5].gradient?.colors?[0]
        #expect(mid != nil && mid!.x > 0.2 && mid!.x < 1)
        _ = Self.compareWithGeneralPath(at: 8010) {
            let gradient = CAGradientLayer()
            gradient.colors = [Self.color(1, 0, 0), Self.color(0, 0, 1)]
            let spring = CASpringAnimation(keyPath: "colors")
            spring.fromValue = [Self.color(0, 0, 0), Self.color(1, 1, 1)]
            spring.damping = 3   // underdamped: the progress overshoots 1
            spring.duration = 2
            gradient.add(spring, forKey: "spring")
            gradient.add(Self.basic("locations", to: [0.3, 0.7] as [NSNumber], by: [0.2, 0.2] as [NSNumber]),
                         forKey: "locations")
            return gradient
        }
    }

    @Test("keyframed colours and a morphing path equal the general path")
    func keyframesAndPathEqualGeneralPath() {
        _ = Self.compareWithGeneralPath(at: 8020) {
            let gradient = CAGradientLayer()
            gradient.colors = [Self.color(1, 0, 0), Self.color(0, 0, 1)]
            let colors = CAKeyframeAnimation(keyPath: "colors")
            colors.values = [[Self.color(1, 0, 0), Self.color(0, 0, 1)], [Self.color(0, 1, 0), Self.color(1, 1, 0)],
                             [Self.color(0, 0, 0), Self.color(1, 1, 1)]]
            colors.keyTimes = [0, 0.3, 1]
            colors.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
            colors.duration = 1
            gradient.add(colors, forKey: "colors")
            return gradient
        }
        _ = Self.compareWithGeneralPath(at: 8030) {
            let shape = CAShapeLayer()
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
            let curved = CGMutablePath()
            curved.move(to: CGPoint(x: 0, y: 0))
            curved.addQuadCurve(to: CGPoint(x: 50, y: 0), control: CGPoint(x: 25, y: -20))
            curved.addCurve(to: CGPoint(x: 0, y: 50), control1: CGPoint(x: 60, y: 20), control2: CGPoint(x: 20, y: 60))
            curved.closeSubpath()
            let other = CGMutablePath()
            other.move(to: CGPoint(x: 10, y: 5))
            other.addQuadCurve(to: CGPoint(x: 90, y: 10), control: CGPoint(x: 45, y: 40))
            other.addCurve(to: CGPoint(x: 5, y: 80), control1: CGPoint(x: 70, y: 30), control2: CGPoint(x: 30, y: 90))
            other.closeSubpath()
            shape.add(Self.basic("path", from: curved, to: other), forKey: "morph")
            return shape
        }
    }

    @Test("colours of different counts, and paths of different structure, switch whole at the half-way point")
    func unequalCountsSwitchHalfWay() {
        let two = [Self.color(1, 0, 0), Self.color(0, 0, 1)]
        let three = [Self.color(0, 1, 0), Self.color(1, 1, 1), Self.color(0, 0, 0)]
        let frames = Self.compareWithGeneralPath(at: 8040) {
            let gradient = CAGradientLayer()
            gradient.colors = two
            let change = Self.basic("colors", from: two, to: three)
            change.timingFunction = nil   // linear: progress 0.4999 is before the switch, 0.5 after
            gradient.add(change, forKey: "colors")
            return gradient
        }
        let straightTwo = two.map { SIMD4<Double>(Double($0.red), Double($0.green), Double($0.blue), Double($0.alpha)) }
        let straightThree = three.map { SIMD4<Double>(Double($0.red), Double($0.green), Double($0.blue), Double($0.alpha)) }
        #expect(frames[3].gradient?.colors == straightTwo)     // +0.25
        #expect(frames[4].gradient?.colors == straightTwo)     // +0.4999
        #expect(frames[5].gradient?.colors == straightThree)   // +0.5
        #expect(frames[7].gradient?.colors == straightThree)   // +0.8
        _ = Self.compareWithGeneralPath(at: 8050) {
            let shape = CAShapeLayer()
            let square = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
            shape.path = square
            shape.add(Self.basic("path", from: square,
                                 to: CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)),
                      forKey: "morph")
            return shape
        }
    }

    @Test("a blend that overflows leaves the model's locations, as the general path does (DECISIONS 12)")
    func overflowLeavesModelValue() {
        let frames = Self.compareWithGeneralPath(at: 8060) {
            let gradient = CAGradientLayer()
            gradient.locations = [0, 1]
            gradient.add(Self.basic("locations", from: [-1e308, 0] as [NSNumber], to: [1e308, 1] as [NSNumber]),
                         forKey: "locations")
            return gradient
        }
        #expect(frames[3].gradient?.locations == [0, 1])
    }
}
