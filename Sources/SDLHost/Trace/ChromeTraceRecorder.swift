// ChromeTraceRecorder: a RunLoopTracer that keeps the loop's timeline (activities, observer callouts in order,
// timers, sources, blocks, sleep — spec §10.3) plus the engine's commits and the render thread's frames in a
// preallocated ring, and writes them as a Chrome / Perfetto trace (chrome://tracing, ui.perfetto.dev), so a
// person can see the before-waiting commit (DECISIONS 8, order 2,000,000) and the frames on one timeline.
// Recording never allocates after a thread's first event; the JSON is built only by +JSON when writing.
//
// Wiring: `loop.tracer = recorder`; `renderThread.traceRecorder = recorder`; the render context calls
// `recordCommit(at:generation:)` from didCommit (or `recordCommit(start:end:generation:)` around a commit);
// `try recorder.write(to: path)` at the end. Times: seconds on the loop clock, which in production is
// CLOCK_MONOTONIC like the render thread's.
import Foundation
import RunLoopCore

/// Records run-loop, commit and frame events and writes them as Chrome trace JSON.
/// @unchecked: the main and render threads append, and the writer reads, only while holding `lock`.
package final class ChromeTraceRecorder: RunLoopTracer, @unchecked Sendable {
    let lock = NSLock()
    var records: [TraceRecord]
    var nextSlot = 0
    var stored = 0
    var overwritten = 0
    var tracks = TraceThreadTracks()

    /// Keeps the last `capacity` events (at least 16); older ones are overwritten.
    package init(capacity: Int = 32_768) {
        records = [TraceRecord](repeating: .empty, count: max(16, capacity))
    }

    /// Events lost because the buffer wrapped.
    package var overwrittenCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return overwritten
    }

    /// Events currently held.
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    /// Names the calling thread's track in the trace ("main", "render thread", …).
    package func nameCurrentThread(_ name: String) {
        lock.lock()
        let track = tracks.trackOfCurrentThread(defaultName: name)
        tracks.rename(track: track, to: name)
        lock.unlock()
    }

    package func runLoop(_ runLoop: EventRunLoop, traced event: RunLoopTraceEvent, at timestamp: Double) {
        append(.runLoop(event), at: timestamp, defaultThreadName: "run loop")
    }

    /// A commit span (e.g. measured around CATransaction.commit()).
    package func recordCommit(start: Double, end: Double, generation: UInt64 = 0) {
        append(.commit(end: end, generation: generation), at: start, defaultThreadName: "run loop")
    }

    /// A commit as an instant (e.g. from RenderContextHost.didCommit, with CACurrentMediaTime()).
    package func recordCommit(at time: Double, generation: UInt64 = 0) {
        append(.commit(end: nil, generation: generation), at: time, defaultThreadName: "run loop")
    }

    /// A frame from its start to its present, on the calling (render) thread's track.
    package func recordFrame(start: Double, end: Double, deadline: Double? = nil, missed: Bool = false) {
        append(.frame(end: end, deadline: deadline ?? end, missed: missed), at: start, defaultThreadName: "render thread")
    }

    private func append(_ kind: TraceRecordKind, at timestamp: Double, defaultThreadName: String) {
        lock.lock()
        let track = tracks.trackOfCurrentThread(defaultName: defaultThreadName)
        records[nextSlot] = TraceRecord(kind: kind, timestamp: timestamp, track: track)
        nextSlot = (nextSlot + 1) % records.count
        if stored == records.count { overwritten += 1 } else { stored += 1 }
        lock.unlock()
    }

    /// The held records, oldest first (under the lock).
    func orderedRecords() -> (records: [TraceRecord], names: [String]) {
        lock.lock()
        defer { lock.unlock() }
        var result: [TraceRecord] = []
        result.reserveCapacity(stored)
        let first = (nextSlot - stored + records.count) % records.count
        for offset in 0..<stored { result.append(records[(first + offset) % records.count]) }
        return (result, tracks.names)
    }
}
