// Reading and writing a LayerModel property by `LayerProperty` as an `AnimatableValue` (for animations,
// presentation and key paths) or as `Any` (for key-value coding and `style`), through the property table's
// format and offset for the property (LayerPropertyTable). Spec §1.5 types.
import Foundation

extension LayerModel {
    /// The property's value, or nil for the non-animatable kinds (`ValueKind.other`).
    package func value(of p: LayerProperty) -> AnimatableValue? {
        let layout = p.layout
        return withUnsafeBytes(of: self) { layout.modelFormat.value(at: $0.baseAddress! + layout.modelOffset) }
    }

    /// As `value(of:)`, reading the model where it lies (`mutating` only for that): the hot paths (a property
    /// set's implicit fromValue, presentation) call this on a layer's stored model so it is never copied.
    @inline(__always)
    package mutating func valueInPlace(of p: LayerProperty) -> AnimatableValue? {
        let layout = p.layout
        return withUnsafeMutableBytes(of: &self) {
            layout.modelFormat.value(at: UnsafeRawPointer($0.baseAddress! + layout.modelOffset))
        }
    }

    /// Stores `v` into the property; false (nothing stored) when the kind does not match.
    @inline(__always)
    @discardableResult
    package mutating func set(_ v: AnimatableValue, for p: LayerProperty) -> Bool {
        let layout = p.layout
        return withUnsafeMutableBytes(of: &self) { layout.modelFormat.set(v, at: $0.baseAddress! + layout.modelOffset) }
    }

    /// The property's value as Apple's API types it (Float for opacity, CGColor? for colours, …).
    package func anyValue(of p: LayerProperty) -> Any? {
        let layout = p.layout
        return withUnsafeBytes(of: self) { layout.modelFormat.anyValue(at: $0.baseAddress! + layout.modelOffset) }
    }

    /// Converts and stores an `Any` (KVC, `style`); false when the value cannot be the property's type.
    package mutating func assign(_ any: Any?, to p: LayerProperty) -> Bool {
        let layout = p.layout
        return withUnsafeMutableBytes(of: &self) {
            layout.modelFormat.assign(any, at: $0.baseAddress! + layout.modelOffset)
        }
    }

    /// Whether the property holds the same value in both models (DECISIONS 3: same value, no action).
    package func hasSameValue(_ p: LayerProperty, as other: LayerModel) -> Bool {
        let layout = p.layout
        return withUnsafeBytes(of: self) { mine in
            withUnsafeBytes(of: other) { theirs in
                layout.modelFormat.same(mine.baseAddress! + layout.modelOffset, theirs.baseAddress! + layout.modelOffset)
            }
        }
    }

    /// The path itself when it is immutable; a copy of a CGMutablePath (Apple's setter copies too).
    static func immutable(_ path: CGPath) -> CGPath { PropertyFormat.immutable(path) }
}
