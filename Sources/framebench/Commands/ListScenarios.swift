// `framebench list`: names every scenario with what it measures.
import ArgumentParser

struct ListScenarios: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the benchmark scenarios.")

    func run() {
        for scenario in BenchmarkScenario.allCases {
            print("\(scenario.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)) \(scenario.summary)")
        }
    }
}
