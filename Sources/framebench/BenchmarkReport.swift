// The figures of one benchmark run: a readable table and the JSON shape scripts read (top-level keys fixed by the
// benchmark issue: scenario, layers, p50_ms, …).
import Foundation

struct BenchmarkReport {
    var scenario: String
    var layers: Int
    /// Headline figures in a fixed order, e.g. ("p50_ms", 3.2).
    var figures: [(key: String, value: Double)]
    /// Scene parameters and environment (GL renderer, driver, build configuration).
    var environment: [String: String]

    func table() -> String {
        var lines = ["scenario \(scenario), \(layers) layers"]
        for (key, value) in figures {
            lines.append("  \(key.padding(toLength: 26, withPad: " ", startingAt: 0)) \(String(format: "%.3f", value))")
        }
        for key in environment.keys.sorted() { lines.append("  \(key): \(environment[key] ?? "")") }
        return lines.joined(separator: "\n")
    }

    func jsonData() throws -> Data {
        var object: [String: Any] = ["scenario": scenario, "layers": layers, "environment": environment]
        for (key, value) in figures { object[key] = value }
        return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    }
}
