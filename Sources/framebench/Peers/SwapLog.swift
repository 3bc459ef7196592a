// The frames a peer showed, read from its own log: (ms since it started, tiles shown) per presented frame. Both
// peers report frames this way (Qt's frameSwapped, the page's requestAnimationFrame), so the figures derived from
// them are computed once, here: hitches and drops against a 60 Hz display, frame-interval percentiles, and the
// ramp's samples.

struct SwapLog {
    var swaps: [(ms: Double, count: Int)]
    var periodMs = 1000.0 / 60

    /// The swaps at or after `ms` (frames in a warm-up are left out, as on the engine's side).
    func after(_ ms: Double) -> SwapLog {
        SwapLog(swaps: swaps.filter { $0.ms >= ms }, periodMs: periodMs)
    }

    /// Frames per second, hitch time per second and dropped frames over the log, or nil with fewer than two swaps.
    /// Without vsync, an interval longer than 1.5 periods is one in which a 60 Hz display would have shown a
    /// repeated frame.
    func pacingFigures() -> [(key: String, value: Double)]? {
        guard let first = swaps.first, let last = swaps.last, last.ms > first.ms else { return nil }
        var hitchMs = 0.0, dropped = 0
        for index in 1..<swaps.count {
            let interval = swaps[index].ms - swaps[index - 1].ms
            if interval > periodMs * 1.5 {
                hitchMs += interval - periodMs
                dropped += Int(((interval - periodMs) / periodMs).rounded())
            }
        }
        let span = (last.ms - first.ms) / 1000
        return [("hitch_ms_per_s", hitchMs / span), ("dropped_frames", Double(dropped)),
                ("frames", Double(swaps.count)), ("fps", Double(swaps.count - 1) / span)]
    }

    /// Percentiles of the intervals between presented frames.
    func intervalStatistics() -> FrameStatistics {
        var statistics = FrameStatistics()
        for index in swaps.indices.dropFirst() { statistics.add(swaps[index].ms - swaps[index - 1].ms) }
        return statistics
    }

    /// The ramp's samples: each interval from a swap to the next, floored at the period (a peer without vsync
    /// never waits for the display, and the engine's capped pacing never runs faster than 60 Hz either), skipping
    /// the first frame after each change of count.
    func rampSamples() -> [RampSample] {
        guard swaps.count >= 3 else { return [] }
        var result: [RampSample] = []
        for index in 1..<(swaps.count - 1) where swaps[index].count == swaps[index - 1].count {
            result.append(RampSample(complexity: Double(swaps[index].count),
                                     frameMs: max(swaps[index + 1].ms - swaps[index].ms, periodMs)))
        }
        return result
    }
}
