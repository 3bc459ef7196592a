// `--frame-log FILE`: every recorded frame of a frame-time scenario as one CSV row, so a hitch can be found and
// split by phase (docs/architecture.md "Benchmarks"): where the summary says how many frames were late, the log says
// which ones, what each phase took, and, in the transition scenario, how long after a transition began.
import Foundation

struct FrameLog {
    let samples: [FrameSample]
    /// When something the frames respond to began (the transition scenario's pushes), on the samples' clock; a row
    /// gives the time since the latest one before its frame started.
    var events: [Double] = []

    static let header = "t_s,frame_ms,cpu_ms,evaluate_ms,build_ms,encode_ms,gpu_ms,late_ms,skipped_before,layers,since_event_s"

    /// The CSV text: the header, then a row per frame in the order drawn. `t_s` counts from the first frame's start;
    /// `late_ms` is how long after its deadline a frame was presented (0 when in time); `since_event_s` is empty
    /// before the first event and in scenarios without events.
    func csv() -> String {
        guard let origin = samples.first?.start else { return Self.header + "\n" }
        var lines = [Self.header]
        lines.reserveCapacity(samples.count + 1)
        for sample in samples {
            let since = events.last { $0 <= sample.start }.map { format(sample.start - $0, digits: 4) } ?? ""
            let fields = [format(sample.start - origin, digits: 4), format(sample.frameMs), format(sample.cpuMs),
                          format(sample.evaluate * 1000), format(sample.build * 1000), format(sample.encode * 1000),
                          format(sample.gpuMs), format(max(0, sample.end - sample.deadline) * 1000),
                          String(sample.skippedBefore), String(sample.layerCount), since]
            lines.append(fields.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func format(_ value: Double, digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }
}
