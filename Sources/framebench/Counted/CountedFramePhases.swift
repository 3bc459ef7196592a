// The phase times of `framebench frames` (CountedFrames): evaluation, frame building, encoding and the submit
// (glFinish, where llvmpipe rasterises), summed over the counted pass and printed per frame, so the split shows
// without a GPU and without callgrind (BENCHMARKS.md "Where a frame's CPU time goes"). Under callgrind the times are
// the instrumented run's; the instruction counts of the same phases are the inclusive costs of the pass's
// `countedEvaluate`, `countedRender` (FrameBuilder.build inside it) and `countedSubmit`.

/// Seconds per phase, summed over frames.
final class CountedFramePhases {
    private(set) var frames = 0
    private(set) var evaluate = 0.0, build = 0.0, encode = 0.0, submit = 0.0

    func reset() {
        frames = 0
        evaluate = 0; build = 0; encode = 0; submit = 0
    }

    func add(evaluate e: Double, build b: Double, encode n: Double, submit s: Double) {
        frames += 1
        evaluate += e; build += b; encode += n; submit += s
    }

    /// "evaluate 0.120 ms, build 0.850 ms, encode 0.400 ms, submit 3.100 ms per frame".
    var summary: String {
        let n = Double(max(frames, 1))
        func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds / n * 1000) }
        return "evaluate \(ms(evaluate)), build \(ms(build)), encode \(ms(encode)), submit \(ms(submit)) per frame"
    }
}
