// The generated LayerProperty enum: one case per row, in the rows' order (the raw value indexes the runtime table).

extension PropertyTableGenerator {
    static func enumSource(_ sections: [PropertySection]) -> GeneratedSource {
        var lines = header([
            "Every built-in CALayer key, spelled as Apple's KVC names them (spec §1.5): the typed handle the engine uses",
            "instead of strings (LayerProperty+Keys.swift has the one string lookup). Each case has one row in",
            "LayerPropertyTable, in this order.",
        ])
        lines += ["", "/// A built-in CALayer property.", "package enum LayerProperty: UInt8, CaseIterable, Sendable, Hashable {"]
        for section in sections {
            lines += comment(section.title, lead: "    //")
            lines += wrapped(section.rows.map(\.key), lead: "    case ")
        }
        lines.append("}")
        return GeneratedSource(path: "Sources/QuartzCore/Generated/LayerProperty.swift", isRegion: false, lines: lines)
    }
}
