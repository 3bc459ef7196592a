// One frame of the benchmark frame loop, all times in CLOCK_MONOTONIC seconds.

struct FrameSample {
    /// When the frame started (after waking for it).
    var start: Double
    /// After evaluating animations and encoding the draw (CPU work done).
    var cpuEnd: Double
    /// After glFinish: llvmpipe rasterises at flush, so this is where the "GPU" work ends.
    var gpuEnd: Double
    /// After present (swap).
    var end: Double
    /// The display-link target time the frame had to be presented by.
    var deadline: Double
    /// Grid frames the clock skipped before this one.
    var skippedBefore: Int
    /// Layers drawn (the tree's layers less the root).
    var layerCount: Int
    /// The CPU part split by phase, in seconds: evaluating the tree, building the quads and commands, encoding them
    /// (damage, uploads, GL calls); the GPU part (glFinish) is `gpuEnd - cpuEnd`.
    var evaluate: Double = 0
    var build: Double = 0
    var encode: Double = 0

    static let zero = FrameSample(start: 0, cpuEnd: 0, gpuEnd: 0, end: 0, deadline: 0, skippedBefore: 0, layerCount: 0)

    var frameMs: Double { (end - start) * 1000 }
    var cpuMs: Double { (cpuEnd - start) * 1000 }
    var gpuMs: Double { (gpuEnd - cpuEnd) * 1000 }
}
