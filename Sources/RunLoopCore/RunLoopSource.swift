// RunLoopSource: a version-0 source (spec §10.3 step 4). `signal()` only marks it; it runs the next
// time its loop iterates in a mode holding it. A signal from another thread does not wake a sleeping
// loop: call `EventRunLoop.wakeUp()` as well, exactly as with CFRunLoopSourceSignal.

import Foundation

/// @unchecked: `signalled` is read and changed only while holding `lock`; validity and owner behind `ownership`'s;
/// the handler runs on the thread running the loop.
public final class RunLoopSource: RunLoopItem, @unchecked Sendable {
    public let order: Int
    let handler: (RunLoopSource) -> Void
    let ownership = RunLoopItemOwnership()
    static var itemKind: String { "source" }

    private let lock = NSLock()
    private var signalled = false

    public init(order: Int = 0, handler: @escaping (RunLoopSource) -> Void) {
        self.order = order
        self.handler = handler
    }

    public var isValid: Bool { ownership.isValid }

    /// Marks the source as ready. Safe from any thread. Ignored once the source is invalid.
    public func signal() {
        guard ownership.isValid else { return }
        lock.lock()
        signalled = true
        lock.unlock()
    }

    public var isSignalled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return signalled
    }

    /// Clears the mark and says whether it was set (CF unsets the signal before calling perform).
    func takeSignal() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let was = signalled
        signalled = false
        return was
    }

    /// Removes the source from every mode of its run loop; a pending signal is dropped.
    public func invalidate() {
        let (wasValid, loop) = ownership.invalidate()
        guard wasValid else { return }
        _ = takeSignal()
        loop?.removeFromAllModes(self, list: \.sources)
    }
}
