// `framebench peer qt`'s result: both engines' reports side by side and the ratio on the headline figure (how
// many times better the engine does: Qt's p50 frame time over the engine's for `frame`, the engine's ramp score
// over Qt's for `ramp`).
import Foundation

struct PeerComparison {
    var engine: BenchmarkReport
    var qt: BenchmarkReport
    var headline: String
    var ratio: Double

    init(engine: BenchmarkReport, qt: BenchmarkReport, scenario: BenchmarkScenario) {
        self.engine = engine
        self.qt = qt
        let lowerIsBetter = scenario == .frame
        headline = lowerIsBetter ? "p50_ms" : "score"
        let e = engine.value(headline) ?? 0, q = qt.value(headline) ?? 0
        let (numerator, denominator) = lowerIsBetter ? (q, e) : (e, q)
        ratio = denominator > 0 ? numerator / denominator : 0
    }

    func table() -> String {
        var keys: [String] = []
        for (key, _) in engine.figures + qt.figures where !keys.contains(key) { keys.append(key) }
        var lines = ["scenario \(engine.scenario): engine \(engine.layers) layers, Qt \(qt.layers) layers",
                     "  " + "figure".padding(toLength: 26, withPad: " ", startingAt: 0) + "   engine         qt"]
        for key in keys {
            let e = engine.value(key).map { String(format: "%10.3f", $0) } ?? "         -"
            let q = qt.value(key).map { String(format: "%10.3f", $0) } ?? "         -"
            lines.append("  \(key.padding(toLength: 26, withPad: " ", startingAt: 0)) \(e) \(q)")
        }
        lines.append(String(format: "  ratio (%@): %.2f× in the engine's favour", headline, ratio))
        lines.append("  engine GL: \(engine.environment["gl_renderer"] ?? "?"); Qt GL: \(qt.environment["gl_renderer"] ?? "?")")
        return lines.joined(separator: "\n")
    }

    func jsonData() throws -> Data {
        let object: [String: Any] = ["engine": engine.jsonObject(), "qt": qt.jsonObject(), "ratio": ratio,
                                     "headline": headline]
        return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    }
}
