// The options `run` and `peer` share: layer count, measuring time (each scenario's default when absent), and the
// JSON file the figures also go to.
import ArgumentParser
import Foundation

struct ScenarioOptions: ParsableArguments {
    @Option(help: "Number of layers in the scene (ramp finds its own).")
    var layers: Int = 1000

    @Option(help: "How long to measure, in seconds (ramp: 20, others: 3 unless given).")
    var seconds: Double?

    @Option(help: "Also write the figures to this JSON file.")
    var json: String?

    @Option(help: "Also draw the run as an SVG chart: ramp samples with the fitted breakpoint, or a frame-time histogram.")
    var plot: String?

    func validate() throws {
        guard layers > 0 else { throw ValidationError("--layers must be at least 1 (got \(layers)).") }
        if let seconds, !(seconds > 0 && seconds.isFinite) {
            throw ValidationError("--seconds must be a positive number (got \(seconds)).")
        }
    }

    /// The measuring time for `scenario`: --seconds, or the scenario's default.
    func seconds(for scenario: BenchmarkScenario) -> Double {
        seconds ?? (scenario == .ramp ? 20 : 3)
    }

    /// Writes `data` to the --json file, when one was given, and says so.
    func writeJSON(_ data: () throws -> Data) throws {
        guard let json else { return }
        do {
            try data().write(to: URL(fileURLWithPath: json))
            print("Wrote \(json)")
        } catch {
            throw ValidationError("Could not write \(json): \(error.localizedDescription)")
        }
    }

    /// Writes the --plot chart, when one was asked for and a run has something to plot, and says so.
    func writePlot(title: String, series: [(name: String, plot: BenchmarkPlot?)]) throws {
        guard let plot else { return }
        let chart = SVGPlot(title: title, series: series.compactMap { entry in
            entry.plot.map { SVGPlot.Series(name: entry.name, plot: $0) }
        })
        guard let svg = chart.svg() else {
            print("No chart for this scenario: --plot draws the ramp and the frame-time scenarios.")
            return
        }
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: plot))
            print("Wrote \(plot)")
        } catch {
            throw ValidationError("Could not write \(plot): \(error.localizedDescription)")
        }
    }
}
