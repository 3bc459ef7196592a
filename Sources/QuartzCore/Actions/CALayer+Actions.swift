// The action search of spec §1.1 and DECISIONS 2: delegate → `actions` → `style` (recursive through
// style["style"]) → `defaultAction(forKey:)` → the built-in implicit action. A non-nil answer ends the
// search; NSNull ends it with no action, so `action(forKey:)` never returns NSNull. Each outcome is reported
// to `CALayer.actionSearchObserver` when a tool has set it.
import Foundation

extension CALayer {
    /// The full search; `action(forKey:)` calls this unless a subclass overrides it.
    func searchAction(forKey event: String) -> (any CAAction)? {
        if let delegate, let found = delegate.action(for: self, forKey: event) {
            return answer(found, from: .delegate, event)
        }
        if let actions, let found = actions[event] {
            return answer(found, from: .actions, event)
        }
        if style != nil, let found = styleAction(forKey: event) {
            return answer(found, from: .style, event)
        }
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
    /// action: the same stages in the same order (keep the two in step), with the built-in animation coming back
    /// typed, as `.builtIn` when it is an exact CABasicAnimation (what `adoptable(_:forKey:)` decides for this
    /// search), without passing through `(any CAAction)?`.
    func searchActionForChange(forKey event: String, of property: LayerProperty) -> PendingAction {
        if let delegate, let found = delegate.action(for: self, forKey: event) {
            return PendingAction(answer(found, from: .delegate, event))
        }
        if let actions, let found = actions[event] {
            return PendingAction(answer(found, from: .actions, event))
        }
        if style != nil, let found = styleAction(forKey: event) {
            return PendingAction(answer(found, from: .style, event))
        }
        // `defaultAction(forKey:)` is CALayer's on every engine class (none overrides it; DECISIONS 4): nil, so
        // that stage never answers here (a `(any CAAction)?` destroyed through the generic Optional witness
        // otherwise, ~60 instructions a set). `event` is `property`'s key: the hint needs no check.
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
