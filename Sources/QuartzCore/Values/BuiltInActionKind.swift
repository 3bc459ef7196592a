// Which built-in implicit action a property has (spec §1.4, §1.5 table, DECISIONS 5).

/// The action Core Animation supplies at the last stage of the action search.
package enum BuiltInActionKind: UInt8, Sendable, Hashable {
    /// A fresh CABasicAnimation from the presentation value to the new model value.
    case basic
    /// A CATransition of type fade (`hidden`).
    case transition
    /// No built-in action (the search returns nil).
    case none
}
