// A LayerProperty's KVC key and the one string lookup (spec §1.5): `named(_:)` runs once per KVC call or per
// animation when it is added, never per frame. The cases themselves are generated from the property table
// (Generated/LayerProperty.swift).

extension LayerProperty {
    /// The KVC key, as Apple spells it (the Objective-C property name: "hidden", not "isHidden").
    package var key: String { LayerProperty.keys[Int(rawValue)] }

    /// The property for a KVC key, or nil when the key is not a built-in property.
    package static func named(_ key: String) -> LayerProperty? { byKey[key] }

    /// The property for a KVC key when `layer`'s class has it (a plain CALayer's "colors" is an undefined key,
    /// stored like any custom key, as on Apple's platforms).
    package static func named(_ key: String, on layer: CALayer) -> LayerProperty? {
        guard let p = byKey[key], p.family.includes(layer) else { return nil }
        return p
    }

    /// The layer class that declares the property (its row in LayerPropertyTable).
    package var family: LayerPropertyFamily { layout.family }

    private static let keys: [String] = allCases.map { String(describing: $0) }
    private static let byKey: [String: LayerProperty] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.key, $0) })
}
