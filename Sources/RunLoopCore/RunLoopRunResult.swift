// RunLoopRunResult: why a run call returned, with CFRunLoopRunResult's raw values (spec §10.1, §10.3 step 12).

public enum RunLoopRunResult: Int32, Sendable {
    /// The mode was empty (no sources, timers or blocks), or `.common` was asked to run.
    case finished = 1
    /// `stop()` was called while the loop was running.
    case stopped = 2
    /// The deadline passed.
    case timedOut = 3
    /// A source was handled and the caller asked to return after one.
    case handledSource = 4
}
