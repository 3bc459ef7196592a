// The part of a property's table entry the hot paths read (property set, commit, per-frame evaluation): plain
// values only, so reading one is a load from a buffer that lives as long as the process, with no reference
// counting (docs/architecture.md "The property table").

/// Where and how one property is stored, and how it behaves.
package struct PropertyLayout: Sendable {
    /// The field's type in LayerModel and its byte offset there.
    package let modelFormat: PropertyFormat
    package let modelOffset: Int
    /// The field's type in the render record and its byte offset there: in RenderLayer itself for CALayer's own
    /// properties, in the family's part of it (`RenderLayer.gradient`, `.shape`) for a subclass's; offset -1 when
    /// the commit does not record the property.
    package let renderFormat: PropertyFormat
    package let renderOffset: Int
    /// The layer class that declares the property (CALayer, CAGradientLayer, CAShapeLayer).
    package let family: LayerPropertyFamily
    /// The kind of value (what animations interpolate and KVC converts to).
    package let kind: ValueKind
    /// The built-in implicit action (spec §1.4; DECISIONS 5).
    package let action: BuiltInActionKind
    /// Whether an animation's keyPath may name the property.
    package let isAnimatable: Bool
    /// The class's `needsDisplay(forKey:)` answer for the key (spec §2.2).
    package let needsDisplay: Bool

    /// Whether the commit copies the property into the render record.
    @inline(__always) package var isRendered: Bool { renderOffset >= 0 }
}
