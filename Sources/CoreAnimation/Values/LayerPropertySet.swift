// A set of built-in properties as one 64-bit mask: which properties a layer has set explicitly
// (the others are read from `style`, spec §1.5), without any allocation.

/// A bit set of `LayerProperty` values.
public struct LayerPropertySet: Sendable, Hashable {
    public var bits: UInt64 = 0

    public init() {}

    @inlinable public func contains(_ p: LayerProperty) -> Bool { bits & p.bit != 0 }
    @inlinable public mutating func insert(_ p: LayerProperty) { bits |= p.bit }
    @inlinable public mutating func remove(_ p: LayerProperty) { bits &= ~p.bit }
    @inlinable public var isEmpty: Bool { bits == 0 }
}
