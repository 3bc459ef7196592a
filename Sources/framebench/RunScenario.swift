// `framebench run SCENARIO`: runs one scenario and prints its figures (and writes them as JSON when asked).
import ArgumentParser
import Foundation
import SDLHost

struct RunScenario: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Run one benchmark scenario.")

    @Argument(help: "The scenario to run (see `framebench list`).")
    var scenario: BenchmarkScenario

    @Option(help: "Number of layers in the scene (ramp finds its own).")
    var layers: Int = 1000

    @Option(help: "How long to measure, in seconds (ramp: 20 unless given).")
    var seconds: Double?

    @Option(help: "Also write the figures to this JSON file.")
    var json: String?

    func validate() throws {
        guard layers > 0 else { throw ValidationError("--layers must be at least 1 (got \(layers)).") }
        if let seconds, !(seconds > 0 && seconds.isFinite) {
            throw ValidationError("--seconds must be a positive number (got \(seconds)).")
        }
    }

    func run() throws {
        let report: BenchmarkReport
        do {
            report = try Self.run(scenario, layers: layers, seconds: seconds)
        } catch {
            throw ValidationError(error.description)
        }
        print(report.table())
        if let json {
            do {
                try report.jsonData().write(to: URL(fileURLWithPath: json))
                print("Wrote \(json)")
            } catch {
                throw ValidationError("Could not write \(json): \(error.localizedDescription)")
            }
        }
    }

    static func run(_ scenario: BenchmarkScenario, layers: Int, seconds: Double?) throws(BenchmarkError)
        -> BenchmarkReport {
        let seconds = seconds ?? (scenario == .ramp ? 20 : 3)
        switch scenario {
        case .propertySet: return PropertySetScenario(layerCount: layers, seconds: seconds).run()
        case .commit: return CommitScenario(layerCount: layers, seconds: seconds).run()
        case .evaluate: return EvaluateScenario(layerCount: layers, seconds: seconds).run()
        case .frame: return try FrameScenario(layerCount: layers, seconds: seconds).run()
        case .ramp: return try RampScenario(seconds: seconds).run()
        case .stall: return try StallScenario(layerCount: layers).run()
        case .transition: return try TransitionScenario(layerCount: layers, seconds: seconds).run()
        }
    }
}
