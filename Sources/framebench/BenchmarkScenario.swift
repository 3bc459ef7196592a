// The scenarios framebench knows, with the figure each reports.
import ArgumentParser

enum BenchmarkScenario: String, CaseIterable, ExpressibleByArgument {
    case frame

    var summary: String {
        switch self {
        case .frame: return "N small rounded bordered layers drawn offscreen: frame time p50/p95/p99/max"
        }
    }
}
