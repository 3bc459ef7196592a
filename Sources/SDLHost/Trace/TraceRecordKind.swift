// What one trace record holds (spec §10.3's steps as RunLoopTraceEvents, plus the engine's commits and the render
// thread's frames). Plain values, so recording never allocates; names are built only when the file is written.
import RunLoopCore

enum TraceRecordKind: Sendable {
    /// An unused slot of the preallocated buffer.
    case empty
    case runLoop(RunLoopTraceEvent)
    /// A commit: a span when `end` is given, an instant otherwise.
    case commit(end: Double?, generation: UInt64)
    /// A render-thread frame from start to present.
    case frame(end: Double, deadline: Double, missed: Bool)
}
