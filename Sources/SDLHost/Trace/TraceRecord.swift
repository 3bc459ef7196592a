// One entry of the trace recorder's preallocated buffer: what happened, when (seconds on the monotonic / run-loop
// clock), and on which thread track.

struct TraceRecord: Sendable {
    var kind: TraceRecordKind
    var timestamp: Double
    /// The Chrome "tid": 1-based track of the thread that recorded it (0: "other threads" when tracks ran out).
    var track: Int32

    static let empty = TraceRecord(kind: .empty, timestamp: 0, track: 0)
}
