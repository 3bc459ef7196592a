// The generated LayerModel: one field per row, with the header's default.

extension PropertyTableGenerator {
    static func modelSource(_ sections: [PropertySection]) -> GeneratedSource {
        var lines = header([
            "The typed values of every built-in layer property, with the defaults of spec §1.5 and the classes' headers.",
            "One plain struct, so a layer's state is read and written without strings, copied whole for presentation",
            "layers and read field by field into the render tree at commit.",
        ])
        lines += ["import Foundation", "", "/// All built-in property values of one layer.",
                  "/// @unchecked: every field is Sendable but the NSNumber arrays (`locations`, `lineDashPattern`); an NSNumber never",
                  "/// changes, and the arrays are values.",
                  "package struct LayerModel: @unchecked Sendable {"]
        for section in sections {
            lines += comment(section.title, lead: "    //")
            for row in section.rows {
                lines += comment(row.modelDoc, lead: "    ///")
                let initial = row.defaultValue == "nil" ? "" : " = " + row.defaultValue
                lines.append("    package var \(row.modelField): \(row.type.model)\(initial)")
            }
        }
        lines += ["", "    package init() {}", "}"]
        return GeneratedSource(path: "Sources/QuartzCore/Generated/LayerModel.swift", isRegion: false, lines: lines)
    }
}
