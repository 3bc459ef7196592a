// The generated runtime rows: each row's key paths (model field, render field, public property) and behaviour, from
// which LayerPropertyEntry computes the formats and byte offsets the hot paths use.

extension PropertyTableGenerator {
    static func runtimeRowsSource(_ sections: [PropertySection]) -> GeneratedSource {
        var lines = header([
            "The property table's rows as the engine reads them (LayerPropertyTable): key paths the compiler checks,",
            "turned into formats and byte offsets once.",
        ])
        lines += ["", "extension LayerPropertyTable {", "    /// One row per LayerProperty case, in its order.",
                  "    static func generatedRows() -> [LayerPropertyEntry] {", "        var rows: [LayerPropertyEntry] = []",
                  "        rows.reserveCapacity(LayerProperty.allCases.count)"]
        for section in sections {
            lines += comment(section.title, lead: "        //")
            for row in section.rows { lines += call("        rows.append(.init(", entry(row), close: "))") }
        }
        lines += ["        return rows", "    }", "}"]
        return GeneratedSource(path: "Sources/QuartzCore/Generated/LayerPropertyTable+Rows.swift", isRegion: false,
                               lines: lines)
    }

    private static func entry(_ row: PropertyRow) -> [String] {
        var arguments = [".\(row.key)", "model: \\.\(row.modelField)"]
        if case .field(let name, _, _, _) = row.render {
            arguments.append("render: .\(row.owner.family)(\\.\(name ?? row.modelField))")
        }
        arguments.append("api: \\\(row.owner.className).\(row.swiftName)")
        if let toPublic = row.toPublic { arguments.append("toPublic: \(toPublic)") }
        if row.action != .none { arguments.append("action: .\(row.action.rawValue)") }
        if !row.animatable { arguments.append("animatable: false") }
        if row.needsDisplay { arguments.append("needsDisplay: true") }
        return arguments
    }
}
