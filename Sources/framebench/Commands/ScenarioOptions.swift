// The options `run` and `peer` share: layer count, measuring time (each scenario's default when absent), and the
// JSON file the figures also go to.
import ArgumentParser
import Foundation
import SDLHost

struct ScenarioOptions: ParsableArguments {
    // `.unconditional`: a negative number is parsed and refused with the range, not taken for an option and
    // reported as a missing value.
    @Option(parsing: .unconditional, help: "Number of layers in the scene, 1 to 100000 (ramp finds its own).")
    var layers: Int = 1000

    @Option(parsing: .unconditional,
            help: "How long to measure, in seconds, 0.1 to 3600 (ramp: 20, others: 3 unless given).")
    var seconds: Double?

    @Option(help: "What the frame and ramp scenes animate: tiles, shapes (progress rings), text (counter labels), cards (tiles with four still sublayers) or rasterized-cards (the same, shouldRasterize).")
    var content: SceneContent = .tiles

    @Option(help: "Also write the figures to this JSON file.")
    var json: String?

    @Option(help: "Also draw the run as an SVG chart: ramp samples with the fitted breakpoint, or a frame-time histogram.")
    var plot: String?

    @Option(help: "Also write every recorded frame of a frame-time scenario (frame, shapes, text, transition, damage) to this CSV file: its phases, how late it was, and the time since a transition began.")
    var frameLog: String?

    /// The layer counts a scene can hold here: the ramp tops out near 6,000 animated layers at 60 fps on this
    /// machine, so 100,000 is far past any useful measurement, and larger counts only exhaust memory.
    static let layerRange = 1...100_000
    /// Measuring times, in seconds: up to an hour.
    static let secondsRange = 0.1...3600.0

    func validate() throws {
        guard Self.layerRange.contains(layers) else {
            throw ValidationError("--layers must be a whole number from \(Self.layerRange.lowerBound) to "
                + "\(Self.layerRange.upperBound) (got \(layers)).")
        }
        if let seconds, !Self.secondsRange.contains(seconds) {
            throw ValidationError("--seconds must be a number of seconds from \(Self.secondsRange.lowerBound) to "
                + "\(Int(Self.secondsRange.upperBound)) (got \(seconds)).")
        }
        // Said before the run, not after it: an output that cannot be written.
        for (option, path) in [("--json", json), ("--plot", plot), ("--frame-log", frameLog)] {
            if let path, let problem = OutputFile.problem(with: path) {
                throw ValidationError("\(option) \(path.isEmpty ? "\"\"" : path) cannot be written: \(problem).")
            }
        }
    }

    /// The measuring time for `scenario`: --seconds, or the scenario's default.
    func seconds(for scenario: BenchmarkScenario) -> Double {
        seconds ?? (scenario.isRamp ? 20 : 3)
    }

    /// Writes `data` to the --json file, when one was given, and says so.
    func writeJSON(_ data: () throws -> Data) throws {
        guard let json else { return }
        // Not a ValidationError: that would print the usage after a problem that has nothing to do with it.
        try OutputFile.write(try data(), to: json)
        print("Wrote \(json)")
    }

    /// Writes the --frame-log file, when one was asked for, and says so (or why there is none).
    func writeFrameLog(_ log: FrameLog?) throws {
        guard let frameLog else { return }
        guard let log else {
            print("No frame log for this scenario: --frame-log writes the frame, shapes, text, transition and damage scenarios' frames.")
            return
        }
        try OutputFile.write(Data(log.csv().utf8), to: frameLog)
        print("Wrote \(frameLog) (\(log.samples.count) frames)")
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
        try OutputFile.write(Data(svg.utf8), to: plot)
        print("Wrote \(plot)")
    }
}
