// framebench: frame-timing benchmarks of the engine (issue "Frame-timing benchmarks"). Benchmarks measure speed;
// nothing here is asserted by the test suite.
import ArgumentParser
import Foundation
import SDLHost

@main
struct FrameBench: ParsableCommand {
    /// Runs the command, then leaves through ProcessExit so the GL driver's exit-time teardown cannot crash the
    /// process after its work is done (see ProcessExit).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
            ProcessExit.now(0)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                if code == .success { print(message) } else { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            }
            ProcessExit.now(code.rawValue)
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "framebench",
        abstract: "Frame-timing benchmarks for the Core Animation engine.",
        subcommands: [ListScenarios.self, RunScenario.self, PeerCommand.self])
}
