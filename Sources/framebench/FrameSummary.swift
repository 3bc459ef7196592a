// Figures of a run of frames: percentiles of frame time, CPU and GPU parts, hitch ratio and dropped frames.

struct FrameSummary {
    var frames = FrameStatistics()
    var cpu = FrameStatistics()
    var gpu = FrameStatistics()
    var hitches: HitchMeter
    var span: Double

    init(samples: [FrameSample], period: Double, span: Double) {
        hitches = HitchMeter(period: period)
        self.span = span
        frames = FrameStatistics(capacity: samples.count)
        for sample in samples {
            frames.add(sample.frameMs)
            cpu.add(sample.cpuMs)
            gpu.add(sample.gpuMs)
            hitches.record(end: sample.end, deadline: sample.deadline)
        }
    }

    var figures: [(key: String, value: Double)] {
        [("p50_ms", frames.percentile(50)), ("p95_ms", frames.percentile(95)), ("p99_ms", frames.percentile(99)),
         ("max_ms", frames.maximum), ("cpu_p50_ms", cpu.percentile(50)), ("gpu_p50_ms", gpu.percentile(50)),
         ("hitch_ms_per_s", hitches.hitchMillisecondsPerSecond(over: span)),
         ("dropped_frames", Double(hitches.droppedFrames)), ("frames", Double(frames.count)),
         ("fps", span > 0 ? Double(frames.count) / span : 0)]
    }
}
