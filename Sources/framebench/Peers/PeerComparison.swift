// `framebench peer`'s result: both engines' reports side by side and the ratio on the headline figure (how many
// times better the engine does): for `ramp` and `emitter` the engine's score over the peer's; for the frame-time
// scenarios the peer's headline figure (PeerEngine.frameHeadline: Qt's p50 frame time over the engine's, or the
// engine's frames per second over Chromium's).
import Foundation

struct PeerComparison {
    var engine: BenchmarkReport
    var peer: BenchmarkReport
    var peerName: String
    var peerDisplayName: String
    var headline: String
    var ratio: Double

    init(engine: BenchmarkReport, peer: BenchmarkReport, peerEngine: any PeerEngine, scenario: BenchmarkScenario) {
        self.engine = engine
        self.peer = peer
        peerName = peerEngine.name
        peerDisplayName = peerEngine.displayName
        let lowerIsBetter: Bool
        (headline, lowerIsBetter) = !scenario.isRamp ? peerEngine.frameHeadline : ("score", false)
        let e = engine.value(headline) ?? 0, p = peer.value(headline) ?? 0
        let (numerator, denominator) = lowerIsBetter ? (p, e) : (e, p)
        ratio = denominator > 0 ? numerator / denominator : 0
    }

    func table() -> String {
        var keys: [String] = []
        for (key, _) in engine.figures + peer.figures where !keys.contains(key) { keys.append(key) }
        let peerColumn = peerDisplayName.padding(toLength: 10, withPad: " ", startingAt: 0)
        let what = engine.environment["score_unit"].map { "score in \($0)" }
            ?? "engine \(engine.layers) layers, \(peerDisplayName) \(peer.layers) layers"
        var lines = ["scenario \(engine.scenario): \(what)",
                     "  " + "figure".padding(toLength: 26, withPad: " ", startingAt: 0) + "   engine     \(peerColumn)"]
        for key in keys {
            let e = engine.value(key).map { String(format: "%10.3f", $0) } ?? "         -"
            let p = peer.value(key).map { String(format: "%10.3f", $0) } ?? "         -"
            lines.append("  \(key.padding(toLength: 26, withPad: " ", startingAt: 0)) \(e) \(p)")
        }
        // Below 1 the peer does better; say by how much rather than print a fraction "in the engine's favour".
        lines.append(ratio >= 1 || ratio <= 0
            ? String(format: "  ratio (%@): %.2f× in the engine's favour", headline, ratio)
            : String(format: "  ratio (%@): %.2f×, %.2f× in %@'s favour", headline, ratio, 1 / ratio, peerDisplayName))
        lines.append("  engine GL: \(engine.environment["gl_renderer"] ?? "?"); "
            + "\(peerDisplayName) GL: \(peer.environment["gl_renderer"] ?? "?")")
        return lines.joined(separator: "\n")
    }

    func jsonData() throws -> Data {
        let object: [String: Any] = ["engine": engine.jsonObject(), peerName: peer.jsonObject(), "ratio": ratio,
                                     "headline": headline]
        return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    }
}
