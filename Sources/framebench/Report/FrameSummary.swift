// Figures of a run of frames: percentiles of frame time, CPU and GPU parts (the CPU part also by phase: evaluate,
// build, encode; the GPU part is the submit, glFinish), hitch ratio and dropped frames.

struct FrameSummary {
    var frames = FrameStatistics()
    var cpu = FrameStatistics()
    var gpu = FrameStatistics()
    /// The CPU part by phase (FrameSample): evaluate, build, encode.
    var evaluate = FrameStatistics()
    var build = FrameStatistics()
    var encode = FrameStatistics()
    var hitches: HitchMeter
    var span: Double

    /// Sums up `samples`, every frame drawn in order, of which those `measured` accepts (all by default) are
    /// counted: the others only set when the next measured frame was due (HitchMeter). `span` is the seconds the
    /// measured frames cover.
    init(samples: [FrameSample], period: Double, span: Double, measured: (FrameSample) -> Bool = { _ in true }) {
        hitches = HitchMeter(period: period)
        self.span = span
        frames = FrameStatistics(capacity: samples.count)
        for sample in samples {
            guard measured(sample) else {
                hitches.record(end: sample.end, deadline: sample.deadline, counts: false)
                continue
            }
            frames.add(sample.frameMs)
            cpu.add(sample.cpuMs)
            gpu.add(sample.gpuMs)
            evaluate.add(sample.evaluate * 1000)
            build.add(sample.build * 1000)
            encode.add(sample.encode * 1000)
            hitches.record(end: sample.end, deadline: sample.deadline)
        }
    }

    var figures: [(key: String, value: Double)] {
        [("p50_ms", frames.percentile(50)), ("p95_ms", frames.percentile(95)), ("p99_ms", frames.percentile(99)),
         ("max_ms", frames.maximum), ("cpu_p50_ms", cpu.percentile(50)), ("gpu_p50_ms", gpu.percentile(50)),
         ("evaluate_p50_ms", evaluate.percentile(50)), ("build_p50_ms", build.percentile(50)),
         ("encode_p50_ms", encode.percentile(50)),
         ("hitch_ms_per_s", hitches.hitchMillisecondsPerSecond(over: span)),
         ("dropped_frames", Double(hitches.droppedFrames)), ("frames", Double(frames.count)),
         ("fps", span > 0 ? Double(frames.count) / span : 0)]
    }
}
