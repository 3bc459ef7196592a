// Explicit animations on a layer (API.md; spec §7.6 exactly): add with copy and freeze, the transition key,
// default duration and transaction timing function, the ≤ 1e-6 rule, replacement under the same key,
// completion-group counting; queries and removal with animationDidStop(finished: false). The overridable
// `open` entry points are forwarders in the CALayer class body.
import Foundation

extension CALayer {
    /// Adds a frozen copy of `anim` under `key` (spec §7.6); the built-in animation no other code holds is added
    /// without the copy by `addAdoptedBuiltIn` (PendingAction, CALayer+AdoptedAction.swift).
    func addAnimationCopy(_ anim: CAAnimation, forKey key: String?) {
        var key = key
        if anim is CATransition { key = kCATransition }                          // step 1
        let copy: CAAnimation                                                    // step 2
        if ObjectIdentifier(type(of: anim)) == ObjectIdentifier(CABasicAnimation.self) {
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
        // Step 7.
        if let property = copy as? CAPropertyAnimation, property.keyPath == nil { property.keyPath = key }
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

    /// `addAnimationCopy(_:forKey:)` for the search's own built-in animation (PendingAction.builtIn):
    /// the same steps of spec §7.6 on an exact CABasicAnimation that no other code holds and that is not frozen
    /// yet, so its stored fields are written directly (what its setters store, without the frozen check); the
    /// transaction's duration, timing function and completion group are read in one walk of the stack
    /// (AddedAnimationTransactionValues), and an animation under `key` that is the last of the list is replaced
    /// in place (the order removing it and appending gives).
    func addAdoptedBuiltIn(_ animation: CABasicAnimation, forKey key: String) {
        let transaction = AddedAnimationTransactionValues()
        let duration = animation.state.duration
        if duration.isNaN || duration < 0 {
            EngineDiagnostics.report(
                "\(type(of: animation)).duration is \(duration); using the transaction's duration instead. "
                    + "Set a positive duration (or 0 for the default).")
        }
        if !(duration > 0) { animation.state.duration = transaction.duration }     // step 4
        if !(animation.state.duration > 1e-6) {                                   // step 5
            animation.freeze()
            animation.delegate?.animationDidStart(animation)
            animation.delegate?.animationDidStop(animation, finished: true)
            removeAnimation(forKey: key)
            return
        }
        if let function = transaction.timingFunction { animation.state.timingFunction = function }   // step 6
        animation.freeze()
        let group = transaction.enterCompletionGroup()                            // step 9
        if let index = animationList.index(forKey: key) {                         // step 8
            if index == animationList.count - 1 {
                // The usual case (one animation per key, the last added): the entry is reused in place.
                var replaced: CAAnimation = animation
                var replacedGroup = group
                let didFinish = animationList.restartLast(exchanging: &replaced, &replacedGroup)
                stopped(replaced, completionGroup: replacedGroup, didFinish: didFinish, finished: false)
                animationsChanged()
                return
            }
            let old = animationList.remove(at: index)
            stopped(old, finished: false)
        }
        animationList.append(LayerAnimationEntry(key: key, animation: animation, completionGroup: group))
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
        stopped(entry.animation, completionGroup: entry.completionGroup, didFinish: entry.didFinish, finished: finished)
    }

    /// `stopped(_:finished:)` for an entry's parts (an entry restarted in place: LayerAnimationEntry.restart).
    @inline(__always)
    func stopped(_ animation: CAAnimation, completionGroup: TransactionCompletionGroup?, didFinish: Bool,
                 finished: Bool) {
        guard !didFinish else { return }
        if let delegate = animation.delegate {
            AnimationDelegateQueue.enqueue(.didStop(finished: finished), animation: animation, delegate: delegate)
        }
        completionGroup?.leave()
    }

    /// A change to the animation list makes the hosted tree publish a new snapshot at the next commit.
    func animationsChanged() {
        markTreeChanged()
    }
}
