// A seeded property-based fuzzer of the public API (DECISIONS 12): random
// key-value coding on built-in keys, key paths and undefined keys with values of every type (NaN, infinities,
// huge and negative numbers, wrong types); animations of every class (basic, keyframe, spring, transition,
// group) on every animatable key with random timing; transactions (nested, unbalanced, disabled actions);
// and tree edits (insert, remove, replace, masks, cycles). Each step is followed by frames of a hosted
// CARenderer; every rendered and presented value must be finite. Choices come from small palettes, so the
// report-once messages stay few; a failing seed replays exactly (`EngineFuzzer(seed:)`).
import Foundation
@testable import QuartzCore

/// SplitMix64: small, fast and the same on every machine, so a seed names one run.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

final class EngineFuzzer {
    private var random: SplitMix64
    private let renderer = CARenderer()
    private let root = CALayer()
    private var layers: [CALayer] = []
    private var time: CFTimeInterval = 1_000
    private var openTransactions = 0
    /// The first non-finite value seen, as "where: what" (nil while every value is finite).
    private(set) var failure: String?

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        renderer.bounds = CGRect(x: 0, y: 0, width: 320, height: 240)
        root.bounds = renderer.bounds
        root.position = CGPoint(x: 160, y: 120)
        renderer.layer = root
        layers = [root]
        CATransaction.flush()
    }

    /// Runs `steps` random operations, rendering after each; stops at the first non-finite value.
    func run(steps: Int, clock: (CFTimeInterval) -> Void) {
        for step in 0..<steps where failure == nil {
            operate()
            if random.chance(30) { CATransaction.flush() }
            time += random.pick([0, 0.004, 1.0 / 60, 0.1, 0.5, 3])
            clock(time)
            renderer.beginFrame(atTime: random.chance(3) ? random.pick([.nan, time - 5]) : time)
            renderer.render()
            renderer.endFrame()
            checkRendered(step: step)
            if random.chance(10) { checkPresentation(step: step) }
        }
        while openTransactions > 0 { CATransaction.commit(); openTransactions -= 1 }
        CATransaction.flush()
        renderer.layer = nil
    }

    // MARK: Operations

    private func operate() {
        switch random.below(10) {
        case 0, 1: setRandomKey()
        case 2, 3: addAnimation()
        case 4: editTree()
        case 5: transaction()
        case 6: setTypedProperty()
        case 7: removeAnimations()
        case 8: setKeyPath()
        default: addAnimation()
        }
    }

    private static let numbers: [Double] = [0, 1, -1, 0.5, 2, 100, -250, 1e-9, 1e20, -1e20, 1e300, .nan, .infinity,
                                            -.infinity, Double(UInt.max), 4_294_967_296]
    private static let keys: [String] = LayerProperty.allCases.map(\.key)
        + ["frame", "sublayers", "mask", "superlayer", "delegate", "actions", "style", "customKey", "", "💥"]
    private static let keyPaths = ["position.x", "position.y", "bounds.size.width", "bounds.origin.y",
                                   "transform.rotation.z", "transform.scale", "transform.translation.x",
                                   "transform.rotation", "sublayerTransform.scale.y", "shadowOffset.height",
                                   "frame.origin.x", "position.z", "bounds.size.depth", "opacity.x", "transform.m11"]
    private static let animatableKeys = ["opacity", "position", "bounds", "transform", "backgroundColor",
                                         "cornerRadius", "borderWidth", "borderColor", "shadowOpacity", "shadowOffset",
                                         "shadowRadius", "shadowColor", "zPosition", "anchorPoint", "contentsRect",
                                         "sublayerTransform", "hidden", "masksToBounds", "contents", "shadowPath",
                                         "position.x", "transform.rotation.z", "transform.scale", "bounds.size",
                                         "customKey", "notAKey", "transform.rotation.x", "anchorPointZ"]

    private func number() -> Double { random.pick(Self.numbers) }

    /// A value of a random type: numbers of every width, geometry, transforms, colours, paths, images, junk.
    private func anyValue() -> Any? {
        switch random.below(16) {
        case 0: return number()
        case 1: return Float(number())
        case 2: return CGFloat(number())
        case 3: return random.pick([0, 1, -1, Int.max, Int.min, 15])
        case 4: return random.pick([UInt.max, 0, 7])
        case 5: return CGPoint(x: number(), y: number())
        case 6: return CGSize(width: number(), height: number())
        case 7: return CGRect(x: number(), y: number(), width: number(), height: number())
        case 8: return random.chance(50) ? CATransform3DMakeRotation(number(), 0, 0, 1)
            : CATransform3DMakeScale(number(), number(), 1)
        case 9: return CGColor(red: number(), green: number(), blue: number(), alpha: number())
        case 10: return random.chance(50) ? CGPath(rect: CGRect(x: 0, y: 0, width: number(), height: 10), transform: nil)
            : CGImage.solid(.white, width: random.pick([1, 4, 0, -7]), height: 5)   // sizes no other test uses
        case 11: return random.pick(["resizeAspect", "", "left", "forwards"])
        case 12: return nil
        case 13: return [number(), number()]
        case 14: return NSNumber(value: number())
        default: return random.chance(50) ? true : CACornerMask(rawValue: UInt(random.below(64)))
        }
    }

    private func someLayer() -> CALayer { random.pick(layers) }

    private func setRandomKey() {
        let key = random.pick(Self.keys)
        // The tree keys and delegate are exercised by editTree; here they get only junk.
        someLayer().setValue(anyValue(), forKey: key)
    }

    private func setKeyPath() {
        someLayer().setValue(anyValue(), forKeyPath: random.pick(Self.keyPaths))
    }

    private func setTypedProperty() {
        let layer = someLayer()
        switch random.below(8) {
        case 0: layer.bounds = CGRect(x: number(), y: 0, width: number(), height: number())
        case 1: layer.position = CGPoint(x: number(), y: number())
        case 2: layer.opacity = Float(number())
        case 3: layer.transform = CATransform3DMakeRotation(number(), number(), 1, 0)
        case 4: layer.cornerRadius = CGFloat(number())
        case 5: layer.speed = Float(number())
        case 6: layer.timeOffset = number()
        default: layer.contentsScale = CGFloat(number())
        }
    }

    private func timing(_ animation: CAAnimation) {
        animation.duration = random.pick([0, 0.25, 1, 1e-9, 1e9, .nan, -1, .infinity])
        if random.chance(30) { animation.repeatCount = Float(random.pick([0, 1.5, 3, .infinity, .nan, -2])) }
        if random.chance(20) { animation.repeatDuration = random.pick([0, 2, .infinity, .nan]) }
        if random.chance(30) { animation.autoreverses = true }
        if random.chance(30) { animation.speed = Float(random.pick([0, 2, -1, 1e-30, .nan, .infinity])) }
        if random.chance(30) { animation.beginTime = random.pick([0, time + 0.5, .nan, -1e300]) }
        if random.chance(30) { animation.timeOffset = random.pick([0, 0.3, .nan, 1e300]) }
        if random.chance(30) { animation.fillMode = random.pick([.forwards, .backwards, .both, .removed]) }
        if random.chance(20) { animation.isRemovedOnCompletion = false }
        if random.chance(30) {
            animation.timingFunction = random.chance(50)
                ? CAMediaTimingFunction(name: random.pick([.easeIn, .easeOut, .easeInEaseOut, .linear, .default]))
                : CAMediaTimingFunction(controlPoints: Float(number()), Float(number()), Float(number()),
                                        Float(number()))
        }
    }

    private func makeAnimation(depth: Int = 0) -> CAAnimation {
        let keyPath = random.pick(Self.animatableKeys)
        switch random.below(depth > 2 ? 4 : 5) {
        case 0:
            let basic = CABasicAnimation(keyPath: keyPath)
            if random.chance(70) { basic.fromValue = anyValue() }
            if random.chance(70) { basic.toValue = anyValue() }
            if random.chance(20) { basic.byValue = anyValue() }
            if random.chance(15) { basic.isAdditive = true }
            if random.chance(15) { basic.isCumulative = true }
            timing(basic)
            return basic
        case 1:
            let keyframes = CAKeyframeAnimation(keyPath: keyPath)
            keyframes.values = (0..<random.below(5)).map { _ in anyValue() as Any }
            if random.chance(50) { keyframes.keyTimes = (0..<random.below(5)).map { _ in NSNumber(value: number()) } }
            keyframes.calculationMode = random.pick([.linear, .discrete, .paced, .cubic, .cubicPaced])
            if random.chance(30) { keyframes.tensionValues = [NSNumber(value: number())] }
            if random.chance(20) {
                keyframes.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: number(), height: 50), transform: nil)
            }
            if random.chance(20) { keyframes.rotationMode = .rotateAuto }
            timing(keyframes)
            return keyframes
        case 2:
            let spring = random.chance(30)
                ? CASpringAnimation(perceptualDuration: number(), bounce: CGFloat(number()))
                : CASpringAnimation(keyPath: keyPath)
            spring.keyPath = keyPath
            spring.mass = CGFloat(number())
            spring.stiffness = CGFloat(number())
            spring.damping = CGFloat(number())
            spring.initialVelocity = CGFloat(number())
            spring.fromValue = anyValue()
            spring.toValue = anyValue()
            timing(spring)
            return spring
        case 3:
            let transition = CATransition()
            transition.type = random.pick([.fade, .moveIn, .push, .reveal, CATransitionType(rawValue: "cube")])
            transition.subtype = random.pick([nil, .fromLeft, .fromRight, .fromTop, .fromBottom])
            transition.startProgress = Float(number())
            transition.endProgress = Float(number())
            timing(transition)
            return transition
        default:
            let group = CAAnimationGroup()
            group.animations = (0..<random.below(4)).map { _ in makeAnimation(depth: depth + 1) }
            if random.chance(10), let first = group.animations?.first as? CAAnimationGroup {
                first.animations = [group]   // a cycle: refused
            }
            timing(group)
            return group
        }
    }

    private func addAnimation() {
        let layer = someLayer()
        layer.add(makeAnimation(), forKey: random.chance(20) ? nil : random.pick(["a", "b", "c", "transition"]))
    }

    private func removeAnimations() {
        let layer = someLayer()
        if random.chance(50) { layer.removeAllAnimations() } else { layer.removeAnimation(forKey: "a") }
    }

    private func editTree() {
        let a = someLayer(), b = someLayer()
        switch random.below(8) {
        case 0, 1:
            let fresh = CALayer()
            fresh.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            fresh.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            if layers.count < 60 { layers.append(fresh) }
            a.addSublayer(fresh)
        case 2: a.addSublayer(b)   // may be a cycle: refused
        case 3: if b !== root { b.removeFromSuperlayer() }
        case 4: a.insertSublayer(b, at: UInt32(random.below(5)))
        case 5: if let old = a.sublayers?.first, b !== root { a.replaceSublayer(old, with: b) }
        case 6: a.mask = random.chance(70) ? b : nil
        default: a.sublayers = random.chance(50) ? nil : a.sublayers?.reversed()
        }
    }

    private func transaction() {
        switch random.below(6) {
        case 0:
            CATransaction.begin()
            openTransactions += 1
        case 1:
            CATransaction.commit()   // may be unbalanced: said once, ignored
            openTransactions = max(openTransactions - 1, 0)
        case 2: CATransaction.setDisableActions(random.chance(50))
        case 3: CATransaction.setAnimationDuration(number())
        case 4: CATransaction.flush()
        default: CATransaction.setValue(anyValue(), forKey: random.pick(["animationDuration", "disableActions", "x"]))
        }
    }

    // MARK: Checks

    private func checkRendered(step: Int) {
        for (index, layer) in renderer.renderedLayers.enumerated() {
            if let problem = Self.nonFinite(layer) {
                failure = "step \(step), rendered layer \(index): \(problem)"
                return
            }
        }
    }

    private func checkPresentation(step: Int) {
        let layer = someLayer()
        guard let presented = layer.presentation() else { return }
        let v = presented.values
        let numbers = [v.bounds.minX, v.bounds.minY, v.bounds.width, v.bounds.height, v.position.x, v.position.y,
                       v.zPosition, v.anchorPoint.x, v.anchorPoint.y, CGFloat(v.opacity), v.cornerRadius,
                       v.borderWidth, v.shadowRadius, CGFloat(v.shadowOpacity)] + Self.entries(v.transform)
        if let bad = numbers.firstIndex(where: { !$0.isFinite }) {
            failure = "step \(step), presentation value \(bad) is \(numbers[bad]); animations "
                + "\(layer.animationList.map { Self.describe($0.animation) })"
        }
    }

    /// An animation's timing and values, for a failure message.
    static func describe(_ a: CAAnimation) -> String {
        var text = "\(type(of: a)) duration \(a.duration) speed \(a.speed) begin \(a.beginTime) offset \(a.timeOffset)"
            + " repeat \(a.repeatCount) fill \(a.fillMode.rawValue)"
        if let b = a as? CABasicAnimation {
            text += " \(b.keyPath ?? "") from \(String(describing: b.fromValue)) to \(String(describing: b.toValue))"
                + " by \(String(describing: b.byValue)) additive \(b.isAdditive) cumulative \(b.isCumulative)"
        }
        if let k = a as? CAKeyframeAnimation {
            text += " \(k.keyPath ?? "") values \(String(describing: k.values)) keyTimes \(String(describing: k.keyTimes))"
                + " mode \(k.calculationMode.rawValue) path \(k.path != nil)"
        }
        return text
    }

    private static func entries(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    /// The first non-finite value of a rendered layer, named, or nil.
    static func nonFinite(_ l: RenderLayer) -> String? {
        let named: [(String, CGFloat)] = [
            ("bounds.x", l.bounds.minX), ("bounds.y", l.bounds.minY), ("bounds.width", l.bounds.width),
            ("bounds.height", l.bounds.height), ("position.x", l.position.x), ("position.y", l.position.y),
            ("zPosition", l.zPosition), ("anchorPoint.x", l.anchorPoint.x), ("anchorPoint.y", l.anchorPoint.y),
            ("opacity", CGFloat(l.opacity)), ("cornerRadius", l.cornerRadius), ("borderWidth", l.borderWidth),
            ("shadowRadius", l.shadowRadius), ("shadowOpacity", CGFloat(l.shadowOpacity)),
            ("shadowOffset.width", l.shadowOffset.width), ("contentsScale", l.contentsScale),
        ] + entries(l.transform).enumerated().map { ("transform[\($0.offset)]", $0.element) }
            + entries(l.sublayerTransform).enumerated().map { ("sublayerTransform[\($0.offset)]", $0.element) }
        return named.first { !$0.1.isFinite }.map { "\($0.0) = \($0.1)" }
    }
}
