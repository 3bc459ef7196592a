// Explicit animations on a layer (API.md; spec §7.6 exactly): add with copy and freeze, the transition key,
// default duration and transaction timing function, the ≤ 1e-6 rule, replacement under the same key,
// completion-group counting; queries and removal with animationDidStop(finished: false). The overridable
// `open` entry points are forwarders in the CALayer class body.
import Foundation

extension CALayer {
    /// Adds a frozen copy of `anim` under `key` (spec §7.6); `adopting`: `anim` itself, frozen, when it is the
    /// built-in animation no other code holds (PendingAction, CALayer+AdoptedAction.swift).
    func addAnimationCopy(_ anim: CAAnimation, forKey key: String?, adopting: Bool = false) {
        var key = key
        if !adopting, anim is CATransition { key = kCATransition }              // step 1 (the built-in is basic)
        let copy: CAAnimation                                                    // step 2
        if adopting {
            copy = anim
        } else if ObjectIdentifier(type(of: anim)) == ObjectIdentifier(CABasicAnimation.self) {
            copy = unsafeDowncast(anim, to: CABasicAnimation.self).copyOfExactClass()   // the built-in action's
        } else {
            guard let copied = anim.copy() as? CAAnimation else { return }
            copy = copied
        }
        let duration = copy.duration
        if duration.isNaN || duration < 0 {
            EngineDiagnostics.report(
                "\(type(of: anim)).duration is \(duration); using the transaction's duration instead. "
                    + "Set a positive duration (or 0 for the default).")
        }
        if !(copy.duration > 0) { copy.duration = CATransaction.animationDuration() }  // step 4
        if !(copy.duration > 1e-6) {                                             // step 5
            copy.freeze()
            copy.delegate?.animationDidStart(copy)
            copy.delegate?.animationDidStop(copy, finished: true)
            if let key { removeAnimation(forKey: key) }
            return
        }
        if let function = CATransaction.animationTimingFunction() { copy.timingFunction = function }  // step 6
        // Step 7; the built-in animation already has its key path.
        if !adopting, let property = copy as? CAPropertyAnimation, property.keyPath == nil { property.keyPath = key }
        copy.freeze()
        let group = CATransaction.completionGroupForAddedAnimation()  // step 9
        if let key, let index = animationList.index(forKey: key) {   // step 8
            let old = animationList.remove(at: index)
            stopped(old, finished: false)
        }
        // Built in place: no copy of the entry (four references) on the property-set path.
        animationList.append(LayerAnimationEntry(key: key, animation: copy, completionGroup: group))
        animationsChanged()
    }

    /// The frozen animation under `key`; nil for a nil/empty or unknown key.
    func storedAnimation(forKey key: String) -> CAAnimation? {
        guard !key.isEmpty else { return nil }
        return animationList.first(where: { $0.key == key })?.animation
    }

    /// The keys in application order; nil (not empty) when there are no keyed animations.
    func storedAnimationKeys() -> [String]? {
        let keys = animationList.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; it gets animationDidStop(finished: false).
    func removeStoredAnimation(forKey key: String) {
        guard let index = animationList.index(forKey: key) else { return }
        let entry = animationList.remove(at: index)
        stopped(entry, finished: false)
        animationsChanged()
    }

    /// Removes every animation; each gets animationDidStop(finished: false).
    func removeAllStoredAnimations() {
        guard !animationList.isEmpty else { return }
        let removed = animationList
        animationList.removeAll()
        for entry in removed { stopped(entry, finished: false) }
        animationsChanged()
    }

    /// Schedules the stop callback (unless already delivered as finished) and releases the completion group.
    func stopped(_ entry: LayerAnimationEntry, finished: Bool) {
        if !entry.didFinish, let delegate = entry.animation.delegate {
            AnimationDelegateQueue.enqueue(.didStop(finished: finished), animation: entry.animation, delegate: delegate)
        }
        if !entry.didFinish { entry.completionGroup?.leave() }
    }

    /// A change to the animation list makes the hosted tree publish a new snapshot at the next commit.
    func animationsChanged() {
        markTreeChanged()
    }
}
