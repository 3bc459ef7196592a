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

    @OptionGroup var options: ScenarioOptions

    func validate() throws {
        guard scenario == .frame || scenario == .ramp else {
            throw ValidationError("The Qt peer runs `frame` and `ramp` (got \(scenario.rawValue)).")
        }
    }

    func run() throws {
        let comparison: PeerComparison
        do {
            _ = try QtPeerRunner.tools()
            let seconds = options.seconds(for: scenario)
            let engine = try RunScenario.run(scenario, layers: options.layers, seconds: seconds)
            let qt: BenchmarkReport
            if scenario == .frame {
                qt = try QtFrameRun(layerCount: options.layers, seconds: seconds).run()
            } else {
                qt = try QtRampRun(seconds: seconds).run()
            }
            comparison = PeerComparison(engine: engine, qt: qt, scenario: scenario)
        } catch {
            FileHandle.standardError.write(Data("framebench: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        print(comparison.table())
        try options.writeJSON { try comparison.jsonData() }
    }
}
