// The scenarios framebench knows, with the figure each reports.
import ArgumentParser

enum BenchmarkScenario: String, CaseIterable, ExpressibleByArgument {
    case propertySet = "property-set"
    case evaluate
    case frame

    var summary: String {
        switch self {
        case .propertySet: return "implicit property sets on hosted layers (search + animation creation): ns per set"
        case .evaluate: return "evaluate N running basic animations for one frame: ns per animation"
        case .frame: return "N small rounded bordered layers drawn offscreen: frame time p50/p95/p99/max"
        }
    }
}
