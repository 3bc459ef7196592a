// framebench: frame-timing benchmarks of the engine (docs/architecture.md "Benchmarks"). Benchmarks measure speed;
// nothing here is asserted by the test suite.
import ArgumentParser
import Foundation
import SDLHost

@main
struct FrameBench: ParsableCommand {
    /// Runs the command, then leaves through ProcessExit so the GL driver's exit-time teardown cannot crash the
    /// process after its work is done (see ProcessExit).
    static func main() {
        ProcessExit.run({
            var command = try parseAsRoot()
            try command.run()
        }, describe: { error in (exitCode(for: error).rawValue, fullMessage(for: error)) })
    }

    static let configuration = CommandConfiguration(
        commandName: "framebench",
        abstract: "Frame-timing benchmarks for the Core Animation engine.",
        subcommands: [ListScenarios.self, RunScenario.self, PeerCommand.self, CountedFramesCommand.self])
}
