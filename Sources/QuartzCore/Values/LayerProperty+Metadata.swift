// Per-property facts (spec §1.4–1.5), read from the property table (LayerPropertyTable): the value kind, the
// built-in action and whether the property animates.

extension LayerProperty {
    /// The kind of value the property holds.
    package var valueKind: ValueKind { layout.kind }

    /// The built-in implicit action (spec §1.4 list; DECISIONS 5: `hidden` fades, `doubleSided` has none).
    package var builtInAction: BuiltInActionKind { layout.action }

    /// Whether the property can be animated (an animation's keyPath may name it).
    package var isAnimatable: Bool { layout.isAnimatable }
}

extension LayerProperty {
    /// Whether CALayer's `defaultValue(forKey:)` answers nil for the property although it has a built-in default:
    /// `bounds` and `position` (measured on Apple by GNUstep's libs-quartzcore Tests/quartzcore/CALayer/geometry.m; see
    /// docs/behaviour.md "§1.5 Properties, defaults and animatability"). The layer's own default is still the zero
    /// rectangle and point.
    var hasNoClassDefault: Bool { self == .bounds || self == .position }
}
