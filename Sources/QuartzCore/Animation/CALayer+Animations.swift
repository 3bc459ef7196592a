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
        // Step 2. An exact CABasicAnimation (the built-in action's class) is copied field by field.
        if ObjectIdentifier(type(of: anim)) == ObjectIdentifier(CABasicAnimation.self) {
            add(unsafeDowncast(anim, to: CABasicAnimation.self).copyOfExactClass(), forKey: key, ofExactClass: true)
        } else {
            guard let copied = anim.copy() as? CAAnimation else { return }
            add(copied, forKey: key, ofExactClass: false)
        }
    }

    /// `addAnimationCopy(_:forKey:)` for the search's own built-in animation (PendingAction.builtIn), an exact
    /// CABasicAnimation that no other code holds and that is not frozen yet: added itself, not a copy.
    func addAdoptedBuiltIn(_ animation: CABasicAnimation, forKey key: String) {
        add(animation, forKey: key, ofExactClass: true)
    }

    /// Steps 4–9 of spec §7.6 on `animation`, the animation to store: no other code holds it and it is not frozen
    /// yet. `exact`: its class is exactly CABasicAnimation, so no subclass overrides its members and its stored
    /// fields are read and written directly (what its accessors do, without the calls and the frozen check); any
    /// other class's through its accessors. The transaction's duration, timing function and completion group are
    /// read in one walk of the stack (AddedAnimationTransactionValues), and an animation under `key` that is the
    /// last of the list is replaced in place (the order removing it and appending gives).
    @inline(__always)
    private func add(_ animation: CAAnimation, forKey key: String?, ofExactClass exact: Bool) {
        let transaction = AddedAnimationTransactionValues()
        let duration = exact ? animation.state.duration : animation.duration
        if duration.isNaN || duration < 0 {
            EngineDiagnostics.report(
                "\(type(of: animation)).duration is \(duration); using the transaction's duration instead. "
                    + "Set a positive duration (or 0 for the default).")
        }
        if !(duration > 0) {                                                      // step 4
            if exact {
                animation.state.duration = transaction.duration
            } else {
                animation.duration = transaction.duration
            }
        }
        if !((exact ? animation.state.duration : animation.duration) > 1e-6) {   // step 5
            animation.freeze()
            animation.delegate?.animationDidStart(animation)
            animation.delegate?.animationDidStop(animation, finished: true)
            if let key { removeAnimation(forKey: key) }
            return
        }
        if let function = transaction.timingFunction {                            // step 6
            if exact { animation.state.timingFunction = function } else { animation.timingFunction = function }
        }
        if exact {                                                                // step 7
            let basic = unsafeDowncast(animation, to: CABasicAnimation.self)
            if basic.propertyState.keyPath == nil { basic.propertyState.keyPath = key }
        } else if let property = animation as? CAPropertyAnimation, property.keyPath == nil {
            property.keyPath = key
        }
        animation.freeze()
        let group = transaction.enterCompletionGroup()                            // step 9
        if let key, let index = animationList.index(forKey: key) {                // step 8
            if index == animationList.count - 1 {
                // The usual case (one animation per key, the last added): the entry is reused in place.
                var replaced = animation
                var replacedGroup = group
                let didFinish = animationList.restartLast(exchanging: &replaced, &replacedGroup)
                stopped(replaced, completionGroup: replacedGroup, didFinish: didFinish, finished: false)
                animationsChanged()
                return
            }
            let old = animationList.remove(at: index)
            stopped(old, finished: false)
        }
        // Built in place: no copy of the entry (four references) on the property-set path.
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
