// The property-set path adds the built-in implicit animation without the copy `add(_:forKey:)` makes, only where
// no code outside the engine can hold it (CALayer+AdoptedAction.swift). These tests hold it every way the API
// allows — an `action(forKey:)` override, an `add(_:forKey:)` override, a delegate or an observer asking the
// search itself — and prove each holder keeps Apple's behaviour: its object is not the stored one, stays mutable,
// and the stored animation is a frozen copy with the values spec §1.4 and §7.6 give it.
import Foundation
import MediaTimeTestSupport
import Testing
@testable import QuartzCore

@Suite("the built-in implicit animation is adopted only where no one can see it (spec 1.4, 7.6)")
struct ImplicitAnimationAdoptionTests {
    /// A subclass that keeps what the search returned for every key.
    final class KeepingSearchLayer: CALayer {
        var kept: [any CAAction] = []
        override func action(forKey event: String) -> (any CAAction)? {
            let found = super.action(forKey: event)
            if let found { kept.append(found) }
            return found
        }
    }

    /// A subclass that keeps every animation it is asked to add.
    final class KeepingAddLayer: CALayer {
        var received: [CAAnimation] = []
        override func add(_ anim: CAAnimation, forKey key: String?) {
            received.append(anim)
            super.add(anim, forKey: key)
        }
    }

    /// A delegate that runs the layer's own search for the key (once, not recursively) and keeps the result;
    /// answers with it when `answers`, else nil so the search goes on to the built-in stage.
    final class SearchingDelegate: NSObject, CALayerDelegate {
        let answers: Bool
        var kept: (any CAAction)?
        private var searching = false
        init(answers: Bool) { self.answers = answers }
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            guard !searching, event == "opacity" else { return nil }
            searching = true
            defer { searching = false }
            kept = layer.action(forKey: event)
            return answers ? kept : nil
        }
    }

    /// The stored animation for "opacity" after a set, frozen, with the built-in's values.
    func storedOpacityAnimation(_ layer: CALayer) throws -> CABasicAnimation {
        let stored = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(stored.isFrozen)
        #expect(stored.keyPath == "opacity")
        #expect(stored.duration == 0.25)   // the transaction's default duration, written in by add (spec §7.6 step 4)
        #expect(stored.timingFunction == CAMediaTimingFunction(name: .default))
        #expect(stored.fromValue as? Float == 1)
        #expect(stored.toValue == nil)
        return stored
    }

    /// Whether `animation` still takes changes: a set is stored and reports nothing.
    func isMutable(_ animation: CAAnimation) -> Bool {
        let reports = EngineDiagnostics.capture { animation.duration = 3 }
        return reports.isEmpty && animation.duration == 3
    }

    @Test("plain CALayer: the stored animation is a frozen CABasicAnimation with the built-in's values")
    func plainLayerStoresFrozenBuiltIn() throws {
        let scene = HostedAnimationScene()
        scene.child.opacity = 0.5
        let stored = try storedOpacityAnimation(scene.child)
        #expect(!isMutable(stored))
        CATransaction.flush()
    }

    @Test("plain CALayer: action(forKey:) called directly gives a new, mutable animation; adding it stores a copy")
    func directSearchResultIsNotAdopted() throws {
        let scene = HostedAnimationScene()
        scene.child.opacity = 0.5
        let stored = try #require(scene.child.animation(forKey: "opacity"))
        let direct = try #require(scene.child.action(forKey: "opacity") as? CABasicAnimation)
        #expect(direct !== stored)
        #expect(!direct.isFrozen)
        scene.child.add(direct, forKey: "again")
        let again = try #require(scene.child.animation(forKey: "again"))
        #expect(again !== direct)
        #expect(isMutable(direct))
        CATransaction.flush()
    }

    /// Sets opacity on `layer`, hosted, and checks that the object `held` returns afterwards is not the stored
    /// frozen copy, is still mutable, and that changing it leaves the stored copy alone; returns its duration
    /// from before the change.
    func heldObjectDuration(_ layer: CALayer, held: () -> CAAnimation?) throws -> CFTimeInterval {
        let scene = HostedAnimationScene(child: layer)
        defer { withExtendedLifetime(scene) { CATransaction.flush() } }
        layer.opacity = 0.5
        let object = try #require(held() as? CABasicAnimation)
        let stored = try storedOpacityAnimation(layer)
        #expect(object !== stored)
        #expect(!object.isFrozen)
        let duration = object.duration
        #expect(isMutable(object))
        #expect(stored.duration == 0.25)
        return duration
    }

    @Test("a subclass keeping super.action(forKey:)'s result keeps its own object, not the stored copy")
    func overriddenSearchKeepsItsObject() throws {
        let layer = KeepingSearchLayer()
        #expect(try heldObjectDuration(layer) { layer.kept.last as? CAAnimation } == 0)
    }

    @Test("a subclass keeping what add(_:forKey:) receives keeps its own object; add's duration goes to the copy")
    func overriddenAddKeepsItsObject() throws {
        let layer = KeepingAddLayer()
        #expect(try heldObjectDuration(layer) { layer.received.last } == 0)
    }

    @Test("a delegate running the layer's own search keeps its own object, answering with it or with nil",
          arguments: [true, false])
    func delegateSearchResultIsNotAdopted(answers: Bool) throws {
        let scene = HostedAnimationScene()
        let delegate = SearchingDelegate(answers: answers)
        scene.child.delegate = delegate
        scene.child.opacity = 0.5
        let kept = try #require(delegate.kept as? CABasicAnimation)
        let stored = try storedOpacityAnimation(scene.child)
        #expect(kept !== stored)
        #expect(isMutable(kept))
        CATransaction.flush()
    }

    @Test("an action-search observer running the search itself keeps its own object, not the stored one")
    func observerSearchResultIsNotAdopted() throws {
        try MediaTimeTestLock.run {   // the observer hook is process-wide
            let scene = HostedAnimationScene()
            let layer = scene.child
            var kept: (any CAAction)?
            var searching = false
            CALayer.actionSearchObserver = { observed, key, stage in
                guard observed === layer, key == "opacity", stage == .builtIn, !searching else { return }
                searching = true
                kept = observed.action(forKey: key)
                searching = false
            }
            defer { CALayer.actionSearchObserver = nil }
            layer.opacity = 0.5
            let keptAnimation = try #require(kept as? CABasicAnimation)
            let stored = try storedOpacityAnimation(layer)
            #expect(keptAnimation !== stored)
            #expect(isMutable(keptAnimation))
            CATransaction.flush()
        }
    }

    @Test("a completion block waits for the adopted implicit animation and runs once when it stops (spec 2.5)")
    func completionBlockCountsAdoptedAnimation() {
        MediaTimeTestLock.run {   // delivery to the main run loop is process-wide
            let scene = HostedAnimationScene()
            var completions = 0
            CATransaction.begin()
            CATransaction.setCompletionBlock { completions += 1 }
            scene.child.opacity = 0.5
            CATransaction.commit()
            CATransaction.runPendingCompletionBlocks()
            #expect(completions == 0)   // the implicit animation is still running
            scene.child.removeAnimation(forKey: "opacity")
            CATransaction.runPendingCompletionBlocks()
            #expect(completions == 1)
            CATransaction.flush()
        }
    }
}
