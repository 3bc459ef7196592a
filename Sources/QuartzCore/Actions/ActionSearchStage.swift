// Which stage of the action search answered a change (spec §1.1–1.2, DECISIONS 1–2, 6), as reported to
// `CALayer.actionSearchObserver` for tools such as the playground's inspector.

/// The outcome of one action search, or why no search happened.
package enum ActionSearchStage: String, Sendable, CaseIterable {
    /// The delegate's `action(for:forKey:)` returned an action.
    case delegate
    /// The layer's `actions` dictionary held one.
    case actions
    /// An `actions` dictionary in the `style` hierarchy held one.
    case style
    /// The class's `defaultAction(forKey:)` returned one.
    case defaultAction
    /// The built-in implicit animation (spec §1.4).
    case builtIn
    /// A stage answered NSNull: the search ended with no action.
    case stoppedByNull
    /// Every stage answered nil (order events, undefined keys, non-animatable properties).
    case none
    /// The transaction's `disableActions` is on: no search at all (DECISIONS 6).
    case disabled
    /// The layer is not in a hosted tree committed since hosting: the value changed at once (DECISIONS 1).
    case unhosted
}
