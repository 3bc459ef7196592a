// The figures of one benchmark run: a readable table and the JSON shape scripts read (top-level keys fixed by the
// benchmark issue: scenario, layers, p50_ms, …, plus "environment" with the scene parameters and the machine).
import Foundation

struct BenchmarkReport {
    var scenario: String
    var layers: Int
    /// Headline figures in a fixed order, e.g. ("p50_ms", 3.2).
    var figures: [(key: String, value: Double)]
    /// Scene parameters and environment (GL renderer, driver, build configuration).
    var environment: [String: String]
    /// What `--plot` draws for this run, when it has something to draw.
    var plot: BenchmarkPlot? = nil
    /// What `--frame-log` writes: the frame-time scenarios' recorded frames.
    var frames: FrameLog? = nil

    func value(_ key: String) -> Double? {
        figures.first { $0.key == key }?.value
    }

    func table() -> String {
        var lines = ["scenario \(scenario), \(layers) layers"]
        for (key, value) in figures {
            lines.append("  \(key.padding(toLength: 26, withPad: " ", startingAt: 0)) \(String(format: "%.3f", value))")
        }
        for key in environment.keys.sorted() { lines.append("  \(key): \(environment[key] ?? "")") }
        return lines.joined(separator: "\n")
    }

    func jsonObject() -> [String: Any] {
        var object: [String: Any] = ["scenario": scenario, "layers": layers, "environment": environment]
        for (key, value) in figures { object[key] = value.isFinite ? value : 0 }
        return object
    }

    func jsonData() throws -> Data {
        try JSONSerialization.data(withJSONObject: jsonObject(), options: [.prettyPrinted, .sortedKeys])
    }
}
