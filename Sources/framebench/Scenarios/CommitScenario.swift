// The `commit` scenario (docs/architecture.md "Benchmarks"): the outermost commit of a transaction in which N hosted layers changed (their
// positions, set with actions disabled so only the commit is measured, not animation creation). Reports ms per
// commit at N and how it grows: the same at N/8, N/4 and N/2, and the least-squares slope in µs per layer.
import QuartzCore
import Foundation

struct CommitScenario {
    let layerCount: Int
    let seconds: Double

    func run() -> BenchmarkReport {
        let sizes = Array(Set([max(layerCount / 8, 1), max(layerCount / 4, 1), max(layerCount / 2, 1), layerCount]))
            .sorted()
        var points: [(layers: Int, ms: Double)] = []
        for size in sizes {
            points.append((size, measure(layers: size, seconds: seconds / Double(sizes.count))))
        }
        let slope = leastSquaresSlope(points.map { (Double($0.layers), $0.ms) })
        var figures: [(key: String, value: Double)] = [("ms_per_commit", points.last?.ms ?? 0),
                                                       ("us_per_layer", slope * 1000)]
        for point in points.dropLast() { figures.append(("ms_per_commit_at_\(point.layers)", point.ms)) }
        var environment = BenchEnvironment.describe()
        environment["change"] = "position of every hosted layer, actions disabled, one outermost commit"
        return BenchmarkReport(scenario: "commit", layers: layerCount, figures: figures, environment: environment)
    }

    private func measure(layers count: Int, seconds: Double) -> Double {
        let context = MailboxRenderContext(mailbox: .init())
        let grid = HostedGrid(count: count, context: context)
        let layers = grid.layers
        var commits = 0
        var measured = 0.0
        var offset = 0.0
        let deadline = monotonicSeconds() + seconds
        while monotonicSeconds() < deadline || commits < 3 {
            offset = offset == 0 ? 1 : 0
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for (index, layer) in layers.enumerated() {
                layer.position = CGPoint(x: Double(index % 100 * 10) + offset, y: Double(index / 100 * 10))
            }
            let start = monotonicSeconds()
            CATransaction.commit()
            measured += monotonicSeconds() - start
            commits += 1
        }
        context.host(nil)
        return measured / Double(commits) * 1000
    }

    private func leastSquaresSlope(_ points: [(Double, Double)]) -> Double {
        guard points.count >= 2 else { return points.first.map { $0.1 / max($0.0, 1) } ?? 0 }
        let n = Double(points.count)
        let meanX = points.reduce(0) { $0 + $1.0 } / n, meanY = points.reduce(0) { $0 + $1.1 } / n
        var sxy = 0.0, sxx = 0.0
        for (x, y) in points { sxy += (x - meanX) * (y - meanY); sxx += (x - meanX) * (x - meanX) }
        return sxx > 0 ? sxy / sxx : 0
    }
}
