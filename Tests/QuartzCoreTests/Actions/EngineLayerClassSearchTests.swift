// A property set on a layer of one of the engine's own classes runs the action search itself and adds the built-in
// animation in place of the previous one (CALayer+Actions.swift `searchActionForChange`, CALayer+AdoptedAction.swift
// `isEngineClass`, CALayer+Animations.swift `addAdoptedBuiltIn`, LayerAnimationEntry.swift `restart`). These tests
// prove that shortcut gives what the full search and Apple's add give (spec §1.1, §1.4, §7.6), and, as its twins,
// that a class outside the engine still reaches its own overrides.
import Foundation
import MediaTimeTestSupport
import Testing
@testable import QuartzCore

@Suite("a set on an engine layer class searches and adds as the full search and add do (spec 1.1, 1.4, 7.6)")
struct EngineLayerClassSearchTests {
    /// Every engine layer class, each of which must answer nil from `defaultAction(forKey:)` (DECISIONS 4).
    static let engineClasses: [CALayer.Type] = [
        CALayer.self, CAShapeLayer.self, CAGradientLayer.self, CATextLayer.self, CATransformLayer.self,
        CAEmitterLayer.self, CAReplicatorLayer.self, CAScrollLayer.self, CATiledLayer.self,
    ]

    /// An action that counts its runs.
    final class CountingAction: CAAction {
        var runs: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            runs.append(event)
        }
    }

    /// A class outside the engine whose class action answers "opacity".
    final class DefaultActionLayer: CALayer {
        nonisolated(unsafe) static var action = CountingAction()
        override class func defaultAction(forKey event: String) -> (any CAAction)? {
            event == "opacity" ? action : nil
        }
    }

    /// A class outside the engine that answers "opacity" from its own `action(forKey:)`.
    final class OverridingSearchLayer: CALayer {
        let action = CountingAction()
        override func action(forKey event: String) -> (any CAAction)? {
            event == "opacity" ? action : super.action(forKey: event)
        }
    }

    @Test("every engine layer class is an engine class and answers nil from defaultAction(forKey:) for every key")
    func engineClassesHaveNoDefaultAction() {
        for layerClass in Self.engineClasses {
            #expect(CALayer.isEngineClass(layerClass), "\(layerClass)")
            for property in LayerProperty.allCases {
                #expect(layerClass.defaultAction(forKey: property.key) == nil, "\(layerClass) \(property.key)")
            }
            for event in [kCAOnOrderIn, kCAOnOrderOut, kCATransition, "sublayers", "custom"] {
                #expect(layerClass.defaultAction(forKey: event) == nil, "\(layerClass) \(event)")
            }
        }
    }

    @Test("a subclass written outside the engine is not an engine class")
    func subclassesAreNotEngineClasses() {
        #expect(!CALayer.isEngineClass(DefaultActionLayer.self))
        #expect(!CALayer.isEngineClass(OverridingSearchLayer.self))
        #expect(!CALayer.isEngineClass(ImplicitAnimationAdoptionTests.KeepingAddLayer.self))
    }

    @Test("each engine layer class stores, on an opacity set, the animation its own action(forKey:) makes",
          arguments: 0..<9)
    func engineClassSetStoresTheSearchedAnimation(index: Int) throws {
        let layer = Self.engineClasses[index].init(addOverrideInitAndInitLayer: nil)
        let scene = HostedAnimationScene(child: layer)
        defer { withExtendedLifetime(scene) { CATransaction.flush() } }
        let searched = try #require(layer.action(forKey: "opacity") as? CABasicAnimation)
        layer.opacity = 0.5
        let stored = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(type(of: stored) == type(of: searched))
        #expect(stored.isFrozen)
        #expect(stored.keyPath == searched.keyPath)
        #expect(stored.fromValue as? Float == searched.fromValue as? Float)
        #expect(stored.toValue == nil)
        #expect(stored.timingFunction == searched.timingFunction)
        #expect(stored.duration == 0.25)
    }

    @Test("twin: a subclass's defaultAction(forKey:) answer is run by the set, and no built-in animation is stored")
    func subclassDefaultActionRuns() {
        let action = CountingAction()
        DefaultActionLayer.action = action
        let layer = DefaultActionLayer()
        let scene = HostedAnimationScene(child: layer)
        defer { withExtendedLifetime(scene) { CATransaction.flush() } }
        layer.opacity = 0.5
        #expect(action.runs == ["opacity"])
        #expect(layer.animation(forKey: "opacity") == nil)
    }

    @Test("twin: a subclass's action(forKey:) answer is run by the set, and no built-in animation is stored")
    func subclassSearchOverrideRuns() {
        let layer = OverridingSearchLayer()
        let scene = HostedAnimationScene(child: layer)
        defer { withExtendedLifetime(scene) { CATransaction.flush() } }
        layer.opacity = 0.5
        #expect(layer.action.runs == ["opacity"])
        #expect(layer.animation(forKey: "opacity") == nil)
    }

    @Test("the search's stages answer an engine class's set in order: the actions dictionary before the built-in")
    func actionsDictionaryAnswersEngineClassSet() {
        let scene = HostedAnimationScene()
        defer { withExtendedLifetime(scene) { CATransaction.flush() } }
        let action = CountingAction()
        scene.child.actions = ["opacity": action]
        scene.child.opacity = 0.5
        #expect(action.runs == ["opacity"])
        #expect(scene.child.animation(forKey: "opacity") == nil)
        scene.child.actions = ["opacity": NSNull()]
        scene.child.opacity = 0.25
        #expect(action.runs == ["opacity"])
        #expect(scene.child.animation(forKey: "opacity") == nil)
    }
}

@Suite("an implicit set replaces the animation under its key as remove-and-append does (spec 7.6 step 8)")
struct ImplicitReplacementTests {
    /// A delegate that records the stops it is told of.
    final class StopRecorder: NSObject, CAAnimationDelegate {
        var stops: [Bool] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
    }

    /// An explicit animation of opacity, long enough to be running.
    func explicitOpacity(delegate: StopRecorder? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = Float(0)
        animation.toValue = Float(1)
        animation.duration = 100
        animation.delegate = delegate
        return animation
    }

    @Test("the last animation replaced: the new one stored unstamped, uncompiled; the old told it stopped unfinished")
    func replacingTheLastEntryRestartsIt() throws {
        try MediaTimeTestLock.run {
            let scene = HostedAnimationScene()
            defer { withExtendedLifetime(scene) { CATransaction.flush() } }
            let recorder = StopRecorder()
            scene.child.add(explicitOpacity(delegate: recorder), forKey: "opacity")
            CATransaction.flush()   // stamped, compiled and published
            let old = try #require(scene.child.animation(forKey: "opacity"))
            #expect(scene.child.animationList.last?.isCommitted == true)
            #expect(scene.child.animationList.last?.compiledTracks != nil)
            scene.child.opacity = 0.5
            let stored = try #require(scene.child.animation(forKey: "opacity") as? CABasicAnimation)
            #expect(stored !== old)
            #expect(stored.toValue == nil && stored.isFrozen)
            try expectRestartedLastEntry(of: scene.child, key: "opacity", holding: stored, replacedStops: recorder)
        }
    }

    @Test("twin: replacing an animation that is not the last moves its key to the end")
    func replacingAnEarlierEntryAppends() throws {
        let scene = HostedAnimationScene()
        defer { withExtendedLifetime(scene) { CATransaction.flush() } }
        scene.child.add(explicitOpacity(), forKey: "opacity")
        let other = CABasicAnimation(keyPath: "position.x")
        other.toValue = 10
        other.duration = 100
        scene.child.add(other, forKey: "other")
        CATransaction.flush()
        scene.child.opacity = 0.5
        #expect(scene.child.animationKeys() == ["other", "opacity"])
        let stored = try #require(scene.child.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(stored.toValue == nil)
        #expect(scene.child.animationList.last?.isCommitted == false)
    }

    @Test("a completion block set before the replaced animation runs once the replacing one stops too (spec 2.5)")
    func replacedAnimationLeavesItsCompletionGroup() {
        MediaTimeTestLock.run {
            let scene = HostedAnimationScene()
            defer { withExtendedLifetime(scene) { CATransaction.flush() } }
            var first = 0
            var second = 0
            CATransaction.begin()
            CATransaction.setCompletionBlock { first += 1 }
            scene.child.opacity = 0.5
            CATransaction.commit()
            CATransaction.runPendingCompletionBlocks()
            #expect(first == 0)
            CATransaction.begin()
            CATransaction.setCompletionBlock { second += 1 }
            scene.child.opacity = 0.25   // replaces the first set's animation in place
            CATransaction.commit()
            CATransaction.runPendingCompletionBlocks()
            #expect(first == 1)
            #expect(second == 0)
            scene.child.removeAnimation(forKey: "opacity")
            CATransaction.runPendingCompletionBlocks()
            #expect(second == 1)
        }
    }
}

/// `layer`'s one animation, under `key`, is `stored` in an entry as fresh as an appended one (spec 7.6 step 8, by the
/// last entry restarted in place): not committed, started, finished or compiled, no kept tracks; and the animation
/// it replaced was told it stopped unfinished.
func expectRestartedLastEntry(of layer: CALayer, key: String, holding stored: CAAnimation,
                              replacedStops recorder: ImplicitReplacementTests.StopRecorder,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(layer.animationKeys() == [key], sourceLocation: sourceLocation)
    let entry = try #require(layer.animationList.last, sourceLocation: sourceLocation)
    #expect(entry.animation === stored, sourceLocation: sourceLocation)
    #expect(!entry.isCommitted && !entry.didStart && !entry.didFinish, sourceLocation: sourceLocation)
    #expect(entry.compiledTracks == nil, sourceLocation: sourceLocation)
    #expect(layer.animationList.tracksOfLastCommit == nil, sourceLocation: sourceLocation)
    AnimationDelegateQueue.deliverPending()
    #expect(recorder.stops == [false], sourceLocation: sourceLocation)
}

/// `add(_:forKey:)` with a caller's animation shares the steps of the set's own add (CALayer+Animations.swift `add`):
/// the copy of an exact CABasicAnimation has its stored fields written directly, any other class's through its
/// accessors, and the last entry under the key is restarted in place.
@Suite("an explicit add takes the transaction's values and replaces the entry under its key (spec 7.6 steps 4–9)")
struct ExplicitAddReplacementTests {
    /// A keyframe animation of opacity (a class other than CABasicAnimation), long enough to be running.
    func keyframeOpacity(delegate: ImplicitReplacementTests.StopRecorder? = nil) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [Float(0), Float(1)]
        animation.duration = 100
        animation.delegate = delegate
        return animation
    }

    @Test("a keyframe animation added under the last entry's key: a new copy stored uncommitted, uncompiled; the old stopped unfinished")
    func explicitAddRestartsTheLastEntry() throws {
        try MediaTimeTestLock.run {
            let scene = HostedAnimationScene()
            defer { withExtendedLifetime(scene) { CATransaction.flush() } }
            let recorder = ImplicitReplacementTests.StopRecorder()
            scene.child.add(keyframeOpacity(delegate: recorder), forKey: "fade")
            CATransaction.flush()   // stamped, compiled and published
            #expect(scene.child.animationList.last?.compiledTracks != nil)
            let replacing = keyframeOpacity()
            scene.child.add(replacing, forKey: "fade")
            let stored = try #require(scene.child.animation(forKey: "fade") as? CAKeyframeAnimation)
            #expect(stored !== replacing && stored.isFrozen)
            try expectRestartedLastEntry(of: scene.child, key: "fade", holding: stored, replacedStops: recorder)
        }
    }

    @Test("twin: an explicit add under an earlier entry's key moves the key to the end")
    func explicitAddOfAnEarlierKeyAppends() throws {
        let scene = HostedAnimationScene()
        defer { withExtendedLifetime(scene) { CATransaction.flush() } }
        scene.child.add(keyframeOpacity(), forKey: "fade")
        scene.child.add(keyframeOpacity(), forKey: "other")
        CATransaction.flush()
        scene.child.add(keyframeOpacity(), forKey: "fade")
        #expect(scene.child.animationKeys() == ["other", "fade"])
        #expect(scene.child.animationList.last?.isCommitted == false)
        #expect(scene.child.animationList.first?.isCommitted == true)
    }

    @Test("an exact CABasicAnimation's copy takes the transaction's duration and timing function and its key as key path")
    func exactBasicCopyTakesTheTransactionValues() throws {
        let layer = CALayer()
        let function = CAMediaTimingFunction(name: .easeIn)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(function)
        let basic = CABasicAnimation()
        basic.toValue = Float(0.5)
        layer.add(basic, forKey: "opacity")
        CATransaction.commit()
        let stored = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(stored !== basic)
        #expect(stored.duration == 2)
        #expect(stored.timingFunction === function)
        #expect(stored.keyPath == "opacity")
        // The caller's object is left as it was (spec 7.6 step 2).
        #expect(basic.duration == 0 && basic.timingFunction == nil && basic.keyPath == nil && !basic.isFrozen)
    }

    @Test("twin: an animation's own duration and a keyframe animation's own key path are kept")
    func ownValuesAreKept() throws {
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        let basic = CABasicAnimation(keyPath: "opacity")
        basic.duration = 0.5
        layer.add(basic, forKey: "fade")
        let keyframes = keyframeOpacity()
        layer.add(keyframes, forKey: "other")
        CATransaction.commit()
        #expect(layer.animation(forKey: "fade")?.duration == 0.5)
        #expect((layer.animation(forKey: "fade") as? CABasicAnimation)?.keyPath == "opacity")
        #expect((layer.animation(forKey: "other") as? CAKeyframeAnimation)?.keyPath == "opacity")
        #expect(layer.animation(forKey: "other")?.duration == 100)
    }
}
