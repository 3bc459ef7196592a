// The render thread's per-frame timing record (DECISIONS 11): a ring of FrameTiming preallocated at creation, so
// recording a frame never allocates; readers (HUD, benchmarks, tests) copy it out under the lock.
import Foundation
import HostInterface

/// The most recent frame timings, oldest first, plus running totals.
/// @unchecked: the render thread writes and the main thread reads its state only while holding `lock`.
package final class FrameTimingRing: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [FrameTiming]
    private var nextSlot = 0
    private var stored = 0
    private var total = 0
    private var missedTotal = 0

    /// Keeps the last `capacity` frames (at least 1).
    package init(capacity: Int) {
        slots = [FrameTiming](repeating: .zero, count: max(1, capacity))
    }

    package var capacity: Int { slots.count }

    /// Adds one frame, overwriting the oldest when full.
    package func record(_ timing: FrameTiming) {
        lock.lock()
        slots[nextSlot] = timing
        nextSlot = (nextSlot + 1) % slots.count
        stored = min(stored + 1, slots.count)
        total += 1
        if timing.missed { missedTotal += 1 }
        lock.unlock()
    }

    /// Frames recorded since creation (not capped by capacity).
    package var totalFrames: Int {
        lock.lock()
        defer { lock.unlock() }
        return total
    }

    /// Frames since creation that ended after their deadline.
    package var missedFrames: Int {
        lock.lock()
        defer { lock.unlock() }
        return missedTotal
    }

    /// The stored frames, oldest first.
    package func snapshot() -> [FrameTiming] {
        lock.lock()
        defer { lock.unlock() }
        var result: [FrameTiming] = []
        result.reserveCapacity(stored)
        let first = (nextSlot - stored + slots.count) % slots.count
        for offset in 0..<stored { result.append(slots[(first + offset) % slots.count]) }
        return result
    }
}
