// Bad-input reports of the render thread and the trace recorder (project rule: one clear stderr line per
// distinct problem, then go on).
import Foundation

enum RenderThreadDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported = Set<String>()

    static func report(_ message: String) {
        lock.lock()
        let isNew = reported.insert(message).inserted
        lock.unlock()
        guard isNew else { return }
        FileHandle.standardError.write(Data("SDLHost: \(message)\n".utf8))
    }
}
