// Bad-input reports of the animations and time model (DECISIONS 12): one message per distinct problem, naming
// what was wrong and what to do; the caller goes on with a safe value. Kept self-contained so this folder builds
// on its own; the messages use the same "CoreAnimation:" stderr format as the engine-wide logger.
import Foundation

enum AnimationDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported = Set<String>()

    /// A frozen (added) animation's property was set: the change is ignored (spec §7.5).
    static func reportImmutable(_ animation: CAAnimation, property: String) {
        report(
            "\(type(of: animation)).\(property) was set on an animation returned by animation(forKey:), which is "
                + "read-only (CAAnimationImmutable); the change is ignored. Copy it, change the copy and add that.")
    }

    /// Prints `message` to stderr the first time; repeats are silent.
    static func report(_ message: String) {
        lock.lock()
        let isNew = reported.insert(message).inserted
        lock.unlock()
        guard isNew else { return }
        FileHandle.standardError.write(Data("CoreAnimation: \(message)\n".utf8))
    }

    /// Whether a message containing `fragment` has been reported (for tests).
    static func hasReported(containing fragment: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return reported.contains { $0.contains(fragment) }
    }
}
