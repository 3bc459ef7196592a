// RunLoopItemOwnership: validity and owning loop of an observer, timer or source (spec §10.4, §10.5:
// an item may sit in several modes but of one run loop only; invalidate() removes it from all of them).

import Foundation

/// @unchecked: `valid` and `owner` are read and changed only while holding `lock`.
final class RunLoopItemOwnership: @unchecked Sendable {
    enum Claim {
        case claimed
        case invalid
        case ownedByAnotherLoop
    }

    private let lock = NSLock()
    private var valid = true
    private weak var owner: EventRunLoop?

    var isValid: Bool {
        lock.lock()
        defer { lock.unlock() }
        return valid
    }

    /// The loop the item is registered with, if any.
    var runLoop: EventRunLoop? {
        lock.lock()
        defer { lock.unlock() }
        return owner
    }

    func claim(for loop: EventRunLoop) -> Claim {
        lock.lock()
        defer { lock.unlock() }
        guard valid else { return .invalid }
        if let owner, owner !== loop { return .ownedByAnotherLoop }
        owner = loop
        return .claimed
    }

    /// Called when the item left the last mode of `loop`, so another loop may take it.
    func release(from loop: EventRunLoop) {
        lock.lock()
        if owner === loop { owner = nil }
        lock.unlock()
    }

    /// Marks the item invalid; returns the loop to remove it from, or nil if it was already invalid.
    func invalidate() -> (wasValid: Bool, loop: EventRunLoop?) {
        lock.lock()
        defer { lock.unlock() }
        guard valid else { return (false, nil) }
        valid = false
        let loop = owner
        owner = nil
        return (true, loop)
    }
}
