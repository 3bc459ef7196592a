// What stage one of a property change hands to stage two (spec §1.2, CALayer+Change.swift): nothing, an action to
// run, or the built-in implicit animation (spec §1.4) that the search made for this very change and that no code
// outside the engine has seen. Apple copies every animation `add(_:forKey:)` receives (spec §7.6 step 2) so that
// the caller's object stays mutable and distinct from the stored one; the built-in animation has no caller
// holding it, so it is added as it is (CALayer+AdoptedAction.swift says when that is provably unobservable).

/// The action a change runs after storing its value.
enum PendingAction {
    /// No action: nothing runs.
    case none
    /// An action from any stage of the search: run as `run(forKey:object:arguments:)`.
    case action(any CAAction)
    /// The search's own built-in animation, held only by the engine: added without the copy.
    case builtIn(CABasicAnimation)

    /// An action a stage of the search answered, or none.
    @inline(__always)
    init(_ action: consuming (any CAAction)?) {
        guard let action else {
            self = .none
            return
        }
        self = .action(action)
    }

    /// The action as the search returned it (for callers that run it themselves).
    var action: (any CAAction)? {
        switch self {
        case .none: return nil
        case .action(let action): return action
        case .builtIn(let animation): return animation
        }
    }
}
