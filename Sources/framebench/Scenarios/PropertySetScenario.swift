// The `property-set` scenario (docs/architecture.md "Benchmarks"): implicit property sets on hosted, committed layers — the action
// search plus the built-in animation's creation and addition. Reports nanoseconds per set.
import QuartzCore
import Foundation

struct PropertySetScenario {
    let layerCount: Int
    let seconds: Double

    func run() -> BenchmarkReport {
        let renderer = CARenderer()
        let layers = HostedGrid(count: layerCount, context: renderer).layers

        var sets = 0
        var measured = 0.0
        var flip = false
        let deadline = monotonicSeconds() + seconds
        while monotonicSeconds() < deadline {
            flip.toggle()
            let value: Float = flip ? 0.25 : 0.75
            let start = monotonicSeconds()
            for layer in layers { layer.opacity = value }
            measured += monotonicSeconds() - start
            sets += layers.count
            // The run loop's commit between turns (not timed here; the commit scenario measures it).
            CATransaction.flush()
        }
        let animated = layers.allSatisfy { $0.animation(forKey: "opacity") != nil }
        return BenchmarkReport(
            scenario: "property-set", layers: layerCount,
            figures: [("ns_per_set", measured / Double(max(sets, 1)) * 1e9), ("sets", Double(sets))],
            environment: ["every_set_added_an_animation": animated ? "yes" : "no", "build": BenchEnvironment.buildConfiguration])
    }
}
