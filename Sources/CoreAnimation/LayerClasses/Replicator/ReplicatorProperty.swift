// CAReplicatorLayer's own properties by their KVC keys, with the kind of value each holds and whether the header
// marks it "Animatable" (CAReplicatorLayer.h; Apple's documentation pages of each property).

/// A CAReplicatorLayer property.
public enum ReplicatorProperty: String, CaseIterable, Sendable {
    case instanceCount, preservesDepth, instanceDelay, instanceTransform, instanceColor
    case instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset

    /// The property for a KVC key, or nil.
    public static func named(_ key: String) -> ReplicatorProperty? { ReplicatorProperty(rawValue: key) }

    public var valueKind: ValueKind {
        switch self {
        case .instanceCount, .instanceDelay, .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset,
             .instanceAlphaOffset:
            return .scalar
        case .preservesDepth: return .bool
        case .instanceTransform: return .transform
        case .instanceColor: return .color
        }
    }

    /// Every property but preservesDepth is documented as animatable.
    public var isAnimatable: Bool { self != .preservesDepth }
}
