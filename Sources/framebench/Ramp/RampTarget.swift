// What the ramp controller drives: an engine that can show a schedule of layer counts and report one sample per
// frame (the engine in-process, or Qt Quick in a child process), so both are measured by the same controller.

protocol RampTarget: AnyObject {
    /// Shows each step in turn and returns the frames' samples; the first frame after each change of count is left
    /// out (it carries the cost of building the new layers, not of drawing them).
    func measure(_ schedule: [RampStep]) throws(BenchmarkError) -> [RampSample]
}
