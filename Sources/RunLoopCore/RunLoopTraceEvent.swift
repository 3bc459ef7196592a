// RunLoopTraceEvent: what a run loop reports to its tracer (spec §10.3's steps as timeline events).
// Payloads are plain values so building one never allocates; Began/Ended pairs map onto Chrome
// trace "B"/"E" events.

package enum RunLoopTraceEvent: Sendable, Equatable {
    /// A run call started in `mode` (before Entry observers).
    case runEntered(mode: RunLoopMode)
    /// A run call is returning `result` (after Exit observers).
    case runExited(result: RunLoopRunResult)
    /// The loop reached an activity point (before its observers are called).
    case activity(RunLoopActivity)
    case observerCalloutBegan(order: Int, activity: RunLoopActivity)
    case observerCalloutEnded(order: Int, activity: RunLoopActivity)
    /// `scheduledFireDate` is the grid date the timer fired for (it may lag the timestamp).
    case timerCalloutBegan(order: Int, scheduledFireDate: Double)
    case timerCalloutEnded(order: Int)
    /// A signalled version-0 source ran.
    case sourceBegan(order: Int)
    case sourceEnded(order: Int)
    /// A port or file-descriptor (version-1 style) source ran after a wake-up.
    case portSourceBegan(order: Int)
    case portSourceEnded(order: Int)
    /// `perform(inModes:block:)` blocks ran.
    case blocksBegan(count: Int)
    case blocksEnded(count: Int)
    /// The loop started waiting; `deadline` is `-infinity` for a poll, `+infinity` for "no deadline".
    case sleepBegan(deadline: Double)
    case sleepEnded
}
