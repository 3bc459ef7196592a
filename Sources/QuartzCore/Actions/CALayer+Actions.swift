// The action search of spec §1.1 and DECISIONS 2: delegate → `actions` → `style` (recursive through
// style["style"]) → `defaultAction(forKey:)` → the built-in implicit action. A non-nil answer ends the
// search; NSNull ends it with no action, so `action(forKey:)` never returns NSNull. Each outcome is reported
// to `CALayer.actionSearchObserver` when a tool has set it.
import Foundation

extension CALayer {
    /// The full search; `action(forKey:)` calls this unless a subclass overrides it.
    func searchAction(forKey event: String) -> (any CAAction)? {
        if let answered = calloutAnswer(forKey: event) { return answered.action }
        if let found = type(of: self).defaultAction(forKey: event) {
            return answer(found, from: .defaultAction, event)
        }
        let builtIn = builtInAction(forKey: event)
        reportActionSearch(event, builtIn == nil ? .none : .builtIn)
        // Last, after every call out (CALayer+AdoptedAction).
        changeInProgress.recordAdoptable(adoptable(builtIn, forKey: event))
        return builtIn
    }

    /// `searchAction(forKey:)` for a change to a built-in property of a layer whose class does not override
    /// `action(forKey:)` nor `defaultAction(forKey:)` (`CALayer.isEngineClass`), answered as the change's pending
    /// action: the same stages (`calloutAnswer`, then the built-in action), with the built-in animation coming back
    /// typed, as `.builtIn` when it is an exact CABasicAnimation (what `adoptable(_:forKey:)` decides for this
    /// search), without passing through `(any CAAction)?`.
    func searchActionForChange(forKey event: String, of property: LayerProperty) -> PendingAction {
        // `defaultAction(forKey:)` is CALayer's on every engine class (none overrides it; DECISIONS 4): nil, so
        // that stage is not asked here (a `(any CAAction)?` destroyed through the generic Optional witness
        // otherwise, ~60 instructions a set).
        if mayAnswerByCallout, let answered = calloutAnswer(forKey: event) { return answered }
        // `event` is `property`'s key: the hint needs no check.
        let builtIn = builtInAction(forKey: event, hinted: property)
        reportActionSearch(event, builtIn == nil ? .none : .builtIn)
        // Last, after every call out: whatever a nested search (a delegate's, the observer's) recorded is not
        // this change's (CALayer+AdoptedAction).
        changeInProgress.forgetAdoptable()
        guard let builtIn else { return .none }
        guard ObjectIdentifier(type(of: builtIn)) == ObjectIdentifier(CABasicAnimation.self) else {
            return .action(builtIn)
        }
        return .builtIn(unsafeDowncast(builtIn, to: CABasicAnimation.self))
    }

    /// The search's first stages, in order: the delegate, `actions`, `style` (then come the class's
    /// `defaultAction(forKey:)` and the built-in action). The first stage that answers ends the search with its
    /// answer (`.none` for NSNull); nil when none answered. (A PendingAction, not an `(any CAAction)??`: the change's
    /// search returns it as it is, and the double optional's destroy cost ~50 instructions a set.)
    @inline(__always)
    private func calloutAnswer(forKey event: String) -> PendingAction? {
        if let delegate, let found = delegate.action(for: self, forKey: event) {
            return PendingAction(answer(found, from: .delegate, event))
        }
        if let actions, let found = actions[event] {
            return PendingAction(answer(found, from: .actions, event))
        }
        if style != nil, let found = styleAction(forKey: event) {
            return PendingAction(answer(found, from: .style, event))
        }
        return nil
    }

    /// Whether any of `calloutAnswer`'s stages is set (usually none is). Asked first by the change's search, so
    /// that the optional answer is made, and destroyed, only when a stage may answer (~50 instructions a set); the
    /// engine classes it serves override none of these getters, so asking them twice then is not observable.
    @inline(__always)
    private var mayAnswerByCallout: Bool { delegate != nil || actions != nil || style != nil }

    /// A stage's non-nil answer: NSNull ends the search with no action (spec §1.1 step 6).
    @inline(__always)
    private func answer(_ found: any CAAction, from stage: ActionSearchStage, _ event: String) -> (any CAAction)? {
        if found is NSNull {
            reportActionSearch(event, .stoppedByNull)
            changeInProgress.recordAdoptable(nil)
            return nil
        }
        reportActionSearch(event, stage)
        // Another stage answered: whatever a nested search made is not this search's.
        changeInProgress.recordAdoptable(nil)
        return found
    }
}
