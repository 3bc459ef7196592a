// RunLoopRecorder: test support that records what a run loop did, as short strings in call order
// ("entry", "beforeTimers", "timer", "source:A", ...), so tests compare against spec §10.3's sequences.

import Foundation
@testable import RunLoopCore

final class RunLoopRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func record(_ entry: String) {
        lock.lock()
        recorded.append(entry)
        lock.unlock()
    }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// An allActivities observer at `order` that records each activity by name.
    func activityObserver(order: Int = 0) -> RunLoopObserver {
        RunLoopObserver(activities: .allActivities, repeats: true, order: order) { [self] _, activity in
            record(activity.description)
        }
    }
}
