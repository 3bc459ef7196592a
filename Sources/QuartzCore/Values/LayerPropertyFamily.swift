// Which layer class declares a built-in property: CALayer's own keys exist on every layer, CAGradientLayer's,
// CAShapeLayer's and CATextLayer's only on those classes (CAGradientLayer.h, CAShapeLayer.h, CATextLayer.h); on any
// other layer the same key is an undefined key (seed 000 point 2).

/// The class a `LayerProperty` belongs to.
package enum LayerPropertyFamily: UInt8, Sendable, CaseIterable {
    case layer, gradient, shape, text, replicator

    /// Whether `layer` is of the class that declares properties of this family.
    package func includes(_ layer: CALayer) -> Bool {
        switch self {
        case .layer: return true
        case .gradient: return layer is CAGradientLayer
        case .shape: return layer is CAShapeLayer
        case .text: return layer is CATextLayer
        case .replicator: return layer is CAReplicatorLayer
        }
    }

    /// The family of the properties a class declares: CALayer's own for CALayer, else the nearest layer class
    /// with properties of its own that `type` is or inherits from.
    static func declared(by type: CALayer.Type) -> LayerPropertyFamily {
        if type is CAGradientLayer.Type { return .gradient }
        if type is CAShapeLayer.Type { return .shape }
        if type is CATextLayer.Type { return .text }
        if type is CAReplicatorLayer.Type { return .replicator }
        return .layer
    }

    /// Whether instances of `type` have properties of this family.
    package func includes(_ type: CALayer.Type) -> Bool {
        switch self {
        case .layer: return true
        case .gradient: return type is CAGradientLayer.Type
        case .shape: return type is CAShapeLayer.Type
        case .text: return type is CATextLayer.Type
        case .replicator: return type is CAReplicatorLayer.Type
        }
    }
}
