// A flag the zoomable-image scene's tiled layer reads on the tile worker while the main thread may set it.
import Foundation

/// A Bool read on the tile worker and written on the main thread.
final class LockedFlag: @unchecked Sendable {
    // @unchecked: every access goes through the lock.
    private let lock = NSLock()
    private var stored = false

    var value: Bool {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
