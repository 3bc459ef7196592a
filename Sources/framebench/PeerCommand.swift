// `framebench peer qt SCENARIO`: runs a scenario on the engine and the same scene in Qt Quick 6, prints both
// side by side with the ratio, and writes {"engine": {...}, "qt": {...}, "ratio": R} with --json.
import ArgumentParser
import Foundation

struct PeerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "peer", abstract: "Run a scenario on the engine and on a peer engine (qt) and compare.")

    enum Peer: String, ExpressibleByArgument { case qt }

    @Argument(help: "The peer engine: qt (Qt Quick 6 under Xvfb).")
    var peer: Peer

    @Argument(help: "The scenario: frame or ramp.")
    var scenario: BenchmarkScenario

    @Option(help: "Number of layers (frame).")
    var layers: Int = 1000

    @Option(help: "Seconds to measure per engine (frame: 3, ramp: 20 unless given).")
    var seconds: Double?

    @Option(help: "Also write both reports and the ratio to this JSON file.")
    var json: String?

    func validate() throws {
        guard scenario == .frame || scenario == .ramp else {
            throw ValidationError("The Qt peer runs `frame` and `ramp` (got \(scenario.rawValue)).")
        }
        guard layers > 0 else { throw ValidationError("--layers must be at least 1 (got \(layers)).") }
        if let seconds, !(seconds > 0 && seconds.isFinite) {
            throw ValidationError("--seconds must be a positive number (got \(seconds)).")
        }
    }

    func run() throws {
        let comparison: PeerComparison
        do {
            _ = try QtPeerRunner.tools()
            let engine = try RunScenario.run(scenario, layers: layers, seconds: seconds)
            let qt: BenchmarkReport
            if scenario == .frame {
                qt = try QtFrameRun(layerCount: layers, seconds: seconds ?? 3).run()
            } else {
                qt = try QtRampRun(seconds: seconds ?? 20).run()
            }
            comparison = PeerComparison(engine: engine, qt: qt, scenario: scenario)
        } catch {
            FileHandle.standardError.write(Data("framebench: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        print(comparison.table())
        if let json {
            do {
                try comparison.jsonData().write(to: URL(fileURLWithPath: json))
                print("Wrote \(json)")
            } catch {
                throw ValidationError("Could not write \(json): \(error.localizedDescription)")
            }
        }
    }
}
