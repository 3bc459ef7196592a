// The `evaluate` scenario (docs/architecture.md "Benchmarks"): CPU time to evaluate N running basic animations (on `position`, a
// point) for one frame of an unchanged tree, through the same evaluator the frame loop runs (in place, reusing the
// buffer). Reports nanoseconds per animation.
import QuartzCore
import Foundation

struct EvaluateScenario {
    let layerCount: Int
    let seconds: Double

    func run() -> BenchmarkReport {
        let renderer = CARenderer()
        _ = HostedGrid(count: layerCount, context: renderer) { layer in
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = CGPoint(x: 0, y: 0)
            move.toValue = CGPoint(x: 500, y: 500)
            move.duration = 1000
            layer.add(move, forKey: "move")
        }
        let tree = renderer.latestTree
        let animations = tree.layers.reduce(0) { $0 + $1.animations.tracks.count }

        var buffer: [RenderLayer] = []
        var source = EvaluationSource()
        tree.evaluate(at: CACurrentMediaTime(), into: &buffer, reusing: &source)
        var frames = 0
        var measured = 0.0
        let deadline = monotonicSeconds() + seconds
        var t = CACurrentMediaTime()
        while monotonicSeconds() < deadline {
            t += 1.0 / 60
            let start = monotonicSeconds()
            tree.evaluate(at: t, into: &buffer, reusing: &source)
            measured += monotonicSeconds() - start
            frames += 1
        }
        let perFrame = measured / Double(max(frames, 1))
        return BenchmarkReport(
            scenario: "evaluate", layers: layerCount,
            figures: [("ns_per_animation", perFrame / Double(max(animations, 1)) * 1e9),
                      ("ms_per_frame", perFrame * 1000), ("animations", Double(animations)),
                      ("frames", Double(frames))],
            environment: ["build": BenchEnvironment.buildConfiguration,
                          "sample_x": String(format: "%.3f", Double(buffer.last?.position.x ?? -1))])
    }
}
