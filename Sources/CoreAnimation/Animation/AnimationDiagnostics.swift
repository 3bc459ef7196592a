// Bad-input reports of the animation classes (DECISIONS 12): one message per distinct problem through the
// engine's shared logger, naming what was wrong and what to do; the caller goes on with a safe value.

enum AnimationDiagnostics {
    /// A frozen (added) animation's property was set: the change is ignored (spec §7.5).
    static func reportImmutable(_ animation: CAAnimation, property: String) {
        EngineDiagnostics.report(
            "\(type(of: animation)).\(property) was set on an animation returned by animation(forKey:), which is "
                + "read-only (CAAnimationImmutable); the change is ignored. Copy it, change the copy and add that.")
    }

    static func report(_ message: String) {
        EngineDiagnostics.report(message)
    }
}
