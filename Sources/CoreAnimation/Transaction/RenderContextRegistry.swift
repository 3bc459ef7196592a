// The live render contexts, so the outermost commit can snapshot every hosted tree (spec §2.1: only the
// outermost commit publishes). Contexts are held weakly: a context that goes away stops being committed.
import Foundation

final class RenderContextRegistry: @unchecked Sendable {
    static let shared = RenderContextRegistry()

    private let lock = NSLock()
    private var entries: [WeakHost] = []

    private struct WeakHost {
        weak var host: RenderContextHost?
    }

    func add(_ host: RenderContextHost) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.host == nil || $0.host === host }
        entries.append(WeakHost(host: host))
    }

    func remove(_ host: RenderContextHost) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.host == nil || $0.host === host }
    }

    /// Commits every live context whose tree changed.
    func commitAll(at time: CFTimeInterval) {
        lock.lock()
        let hosts = entries.compactMap(\.host)
        lock.unlock()
        for host in hosts { host.commitIfNeeded(at: time) }
    }
}
