// RunLoopTracer: receives a timeline of one run loop's work (spec §10.3) for the playground's live view
// and its Chrome trace writer. Called on the loop's own thread, synchronously; keep it cheap.
// When no tracer is set the loop builds no events at all.

package protocol RunLoopTracer: AnyObject {
    /// `timestamp` is in the loop clock's seconds.
    func runLoop(_ runLoop: EventRunLoop, traced event: RunLoopTraceEvent, at timestamp: Double)
}
