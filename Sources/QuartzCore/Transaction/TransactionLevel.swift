// One level of a thread's transaction stack (spec §2.1, §2.4): the values it set (nil = not set here, so an
// inner level reads the outer one) and its completion-block continuation (spec §2.5).

/// A begin/commit level, or the implicit transaction at the bottom of the stack.
final class TransactionLevel {
    let isImplicit: Bool
    var animationDuration: CFTimeInterval?
    /// Outer optional: set at this level or not; inner: the function (nil is a valid setting).
    var animationTimingFunction: CAMediaTimingFunction??
    var disableActions: Bool?
    var completionBlock: (() -> Void)??
    /// The continuation of the block set at this level.
    var completionGroup: TransactionCompletionGroup?
    /// Values of arbitrary keys set at this level (nil values included, hence `Any?`).
    var values: [String: Any?] = [:]

    init(isImplicit: Bool) {
        self.isImplicit = isImplicit
    }
}
