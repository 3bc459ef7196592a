// One message per distinct problem on stderr (DESIGN.md conventions: bad input is reported once, never trapped).
import Foundation

/// Reports compositor input problems once each.
enum CompositorDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var seen = Set<String>()

    /// Prints `message` to stderr the first time it is reported.
    static func reportOnce(_ message: String) {
        lock.lock()
        let isNew = seen.insert(message).inserted
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data(("Compositor: " + message + "\n").utf8)) }
    }
}
