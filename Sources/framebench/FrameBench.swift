// framebench: frame-timing benchmarks of the engine (issue "Frame-timing benchmarks"). Benchmarks measure speed;
// nothing here is asserted by the test suite.
import ArgumentParser

@main
struct FrameBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "framebench",
        abstract: "Frame-timing benchmarks for the Core Animation engine.",
        subcommands: [ListScenarios.self, RunScenario.self, PeerCommand.self])
}
