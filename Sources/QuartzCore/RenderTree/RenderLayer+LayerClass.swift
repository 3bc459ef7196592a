// Each layer class's part of a record (RenderClassPart) by name, nil on a layer of another class: what the
// compositor reads and the commit and animations write. Setting nil removes the part only when it is that class's.
import Foundation

extension RenderLayer {
    /// CAGradientLayer's gradient (nil on every other layer).
    package var gradient: RenderGradient? {
        get { if case .gradient(let part) = classPart { return part } else { return nil } }
        set {
            if let newValue { classPart = .gradient(newValue) } else if case .gradient = classPart { classPart = .none }
        }
    }

    /// CAShapeLayer's path and paint (nil on every other layer).
    package var shape: RenderShape? {
        get { if case .shape(let part) = classPart { return part } else { return nil } }
        set { if let newValue { classPart = .shape(newValue) } else if case .shape = classPart { classPart = .none } }
    }

    /// CATextLayer's text, its animatable size and colour (nil on every other layer).
    package var text: RenderText? {
        get { if case .text(let part) = classPart { return part } else { return nil } }
        set { if let newValue { classPart = .text(newValue) } else if case .text = classPart { classPart = .none } }
    }

    /// CAReplicatorLayer's property values (nil on every other layer).
    package var replicator: ReplicatorParameters? {
        get { if case .replicator(let part) = classPart { return part } else { return nil } }
        set {
            if let newValue {
                classPart = .replicator(newValue)
            } else if case .replicator = classPart {
                classPart = .none
            }
        }
    }

    /// Whether the record has CAShapeLayer's part (without copying it).
    @inline(__always)
    package var hasShape: Bool { if case .shape = classPart { return true } else { return false } }

    /// Whether the record has CAGradientLayer's part (without copying it).
    @inline(__always)
    package var hasGradient: Bool { if case .gradient = classPart { return true } else { return false } }
}
