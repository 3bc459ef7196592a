// `framebench peer qt|chromium SCENARIO`: runs a scenario on the engine and the same scene on a peer engine, prints
// both side by side with the ratio, and writes {"engine": {...}, "<peer>": {...}, "ratio": R} with --json and
// both runs in one chart with --plot.
import ArgumentParser
import Foundation

struct PeerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "peer", abstract: "Run a scenario on the engine and on a peer engine (qt, chromium) and compare.",
        discussion: "Install the peers first with `\(PeerProcess.installCommand)` from the repository's root.")

    enum Peer: String, ExpressibleByArgument, CaseIterable {
        case qt, chromium

        var engine: any PeerEngine {
            switch self {
            case .qt: return QtPeer()
            case .chromium: return ChromiumPeer()
            }
        }
    }

    @Argument(help: "The peer engine: qt (Qt Quick 6 under Xvfb) or chromium (Chromium under Xvfb).")
    var peer: Peer

    @Argument(help: "The scenario: frame, ramp, or (Qt only) shapes, text or emitter.")
    var scenario: BenchmarkScenario

    @OptionGroup var options: ScenarioOptions

    func validate() throws {
        let qtOnly: [BenchmarkScenario] = [.shapes, .text, .emitter]
        guard scenario == .frame || scenario == .ramp || qtOnly.contains(scenario) && peer == .qt else {
            throw ValidationError("The \(peer.engine.displayName) peer runs `frame` and `ramp`"
                + (peer == .qt ? ", `shapes`, `text` and `emitter`" : "") + " (got \(scenario.rawValue)).")
        }
    }

    func run() throws {
        let comparison: PeerComparison
        let engine = peer.engine
        do {
            comparison = try compare(with: engine)
        } catch {
            FileHandle.standardError.write(Data("framebench: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        print(comparison.table())
        try options.writeJSON { try comparison.jsonData() }
        try options.writePlot(title: "framebench peer \(engine.name) \(scenario.rawValue)",
                              series: [("engine", comparison.engine.plot),
                                       (!scenario.isRamp ? engine.framePlotLabel : engine.displayName,
                                        comparison.peer.plot)])
    }

    /// Runs the scenario on the engine, then the same scene on `engine`.
    private func compare(with engine: some PeerEngine) throws(BenchmarkError) -> PeerComparison {
        try engine.checkInstalled()
        let seconds = options.seconds(for: scenario)
        let ours = try RunScenario.run(scenario, layers: options.layers, seconds: seconds)
        let theirs = scenario.isRamp
            ? try PeerRampRun(seconds: seconds, scenario: scenario)
                .run(on: PeerRampTarget(peer: engine, scene: engine.rampScene(for: scenario)))
            : try PeerFrameRun(peer: engine, layerCount: options.layers, seconds: seconds,
                               content: scenario == .shapes ? .shapes : scenario == .text ? .text : .tiles).run()
        return PeerComparison(engine: ours, peer: theirs, peerEngine: engine, scenario: scenario)
    }
}
