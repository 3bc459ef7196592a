// `framebench run SCENARIO`: runs one scenario and prints its figures (and writes them as JSON when asked).
import ArgumentParser
import Foundation
import SDLHost

struct RunScenario: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Run one benchmark scenario.")

    @Argument(help: "The scenario to run (see `framebench list`).")
    var scenario: BenchmarkScenario

    @Option(help: "Number of layers in the scene.")
    var layers: Int = 1000

    @Option(help: "How long to measure, in seconds.")
    var seconds: Double = 3

    @Option(help: "Also write the figures to this JSON file.")
    var json: String?

    func validate() throws {
        guard layers > 0 else { throw ValidationError("--layers must be at least 1 (got \(layers)).") }
        guard seconds > 0, seconds.isFinite else { throw ValidationError("--seconds must be a positive number.") }
    }

    func run() throws {
        let report: BenchmarkReport
        do {
            switch scenario {
            case .propertySet: report = PropertySetScenario(layerCount: layers, seconds: seconds).run()
            case .evaluate: report = EvaluateScenario(layerCount: layers, seconds: seconds).run()
            case .frame: report = try FrameScenario(layerCount: layers, seconds: seconds).run()
            }
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
}
