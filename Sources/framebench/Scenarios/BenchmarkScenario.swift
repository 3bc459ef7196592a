// The scenarios framebench knows, with the figure each reports.
import ArgumentParser

enum BenchmarkScenario: String, CaseIterable, ExpressibleByArgument {
    case propertySet = "property-set"
    case commit
    case moveCommit = "move-commit"
    case evaluate
    case frame
    case ramp
    case stall
    case transition
    case shapes
    case damage
    case text
    case emitter

    /// Scored by MotionMark's ramp (elements held at 60 fps) rather than by frame times.
    var isRamp: Bool { self == .ramp || self == .emitter }

    var summary: String {
        switch self {
        case .propertySet: return "implicit property sets on hosted layers (search + animation creation): ns per set"
        case .commit: return "commit of N changed layers: ms per commit, and its growth with N (µs per layer)"
        case .moveCommit:
            return "move N hosted layers (implicit animations) and commit, main thread end to end: ms per round"
        case .evaluate: return "evaluate N running basic animations for one frame: ns per animation"
        case .frame:
            return "N animated rounded bordered layers at 60 Hz: frame time p50/p95/p99/max, CPU/GPU, hitches, drops"
        case .ramp: return "MotionMark's ramp: layers held at 60 fps, with an 80% bootstrap interval"
        case .stall: return "main thread blocked 500 ms while animating: frames dropped by the render thread"
        case .transition: return "full-window push transition between pages of N layers: frame time while it runs"
        case .shapes:
            return "N progress rings (CAShapeLayer) animating strokeEnd while rotating and moving: frame time as `frame`"
        case .damage: return "N static layers and one 40×40 layer moving: frame time when only the damage is redrawn"
        case .text:
            return "N CATextLayer counters changing every 0.5 s, every 4th animating fontSize: frame time as `frame`"
        case .emitter: return "CAEmitterLayer particles held at 60 fps (MotionMark's ramp), with an 80% interval"
        }
    }
}
