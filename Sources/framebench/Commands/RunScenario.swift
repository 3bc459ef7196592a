// `framebench run SCENARIO`: runs one scenario and prints its figures (and writes them as JSON when asked).
import ArgumentParser
import Foundation
import SDLHost

struct RunScenario: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Run one benchmark scenario.")

    @Argument(help: "The scenario to run (see `framebench list`).")
    var scenario: BenchmarkScenario

    @OptionGroup var options: ScenarioOptions

    func run() throws {
        let report: BenchmarkReport
        // On stderr, so the figures on stdout stay a clean table; also tells a script the run has begun.
        FileHandle.standardError.write(Data("Running \(scenario.rawValue) (Ctrl-C stops it; nothing is written then).\n".utf8))
        do {
            report = try Self.run(scenario, layers: options.layers, seconds: options.seconds(for: scenario),
                                  content: options.content)
        } catch {
            throw ValidationError(error.description)
        }
        print(report.table())
        try options.writeJSON { try report.jsonData() }
        try options.writeFrameLog(report.frames)
        try options.writePlot(title: "framebench run \(scenario.rawValue)", series: [("engine", report.plot)])
    }

    static func run(_ scenario: BenchmarkScenario, layers: Int, seconds: Double, content: SceneContent = .tiles)
        throws(BenchmarkError)
        -> BenchmarkReport {
        switch scenario {
        case .propertySet: return PropertySetScenario(layerCount: layers, seconds: seconds).run()
        case .commit: return CommitScenario(layerCount: layers, seconds: seconds).run()
        case .moveCommit: return MoveCommitScenario(layerCount: layers, seconds: seconds).run()
        case .evaluate: return EvaluateScenario(layerCount: layers, seconds: seconds).run()
        case .frame: return try FrameScenario(layerCount: layers, seconds: seconds, content: content).run()
        case .shapes: return try FrameScenario(layerCount: layers, seconds: seconds, content: .shapes).run()
        case .text: return try FrameScenario(layerCount: layers, seconds: seconds, content: .text).run()
        case .ramp: return try RampScenario(seconds: seconds, content: content).run()
        case .stall: return try StallScenario(layerCount: layers).run()
        case .transition: return try TransitionScenario(layerCount: layers, seconds: seconds).run()
        case .damage: return try DamageScenario(layerCount: layers, seconds: seconds).run()
        case .emitter: return try EmitterScenario(seconds: seconds).run()
        }
    }
}
