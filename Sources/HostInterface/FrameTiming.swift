// One frame's timing as the frame loop measured it (DECISIONS 11; read by the HUD, the trace and the benchmarks).
// All times are CLOCK_MONOTONIC seconds (the base of CACurrentMediaTime).

/// When a frame was produced, and whether it made its deadline.
package struct FrameTiming: Sendable, Equatable {
    /// When the render thread started the frame (after waking for it).
    package var start: Double
    /// When the frame was presented.
    package var end: Double
    /// The time the frame was drawn for and had to be presented by (the display link's target timestamp).
    package var deadline: Double
    /// True when `end` came after `deadline`.
    package var missed: Bool
    /// Grid frames skipped just before this one because the previous frame ran late (0 when on time).
    package var skippedBefore: Int
    /// The generation of the committed RenderTree that was drawn.
    package var treeGeneration: UInt64
    /// When evaluating animations and encoding the draw was done (the frame's CPU part).
    package var cpuEnd: Double
    /// When the GPU work was waited for (equal to `cpuEnd` when the loop does not wait for it).
    package var gpuEnd: Double
    /// The layers drawn (the tree's layers less the root).
    package var layerCount: Int

    package init(start: Double, end: Double, deadline: Double, missed: Bool, skippedBefore: Int, treeGeneration: UInt64,
                cpuEnd: Double? = nil, gpuEnd: Double? = nil, layerCount: Int = 0) {
        self.start = start
        self.end = end
        self.deadline = deadline
        self.missed = missed
        self.skippedBefore = skippedBefore
        self.treeGeneration = treeGeneration
        self.cpuEnd = cpuEnd ?? end
        self.gpuEnd = gpuEnd ?? cpuEnd ?? end
        self.layerCount = layerCount
    }

    package static let zero = FrameTiming(start: 0, end: 0, deadline: 0, missed: false, skippedBefore: 0,
                                         treeGeneration: 0)
}
