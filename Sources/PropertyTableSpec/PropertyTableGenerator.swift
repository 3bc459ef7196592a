// Writes the Swift that follows from the property table's rows (LayerPropertyRows): the LayerProperty enum, the
// LayerModel struct, the runtime rows with their key paths (LayerPropertyTable+Rows), each layer class's render
// fields and public properties; and the string-backed name types' declarations (NameTypeSpec). The outputs of each kind are in the extensions of this type.

/// The generator: every output, from the rows.
package enum PropertyTableGenerator {
    /// Everything the generator writes.
    package static func sources(_ sections: [PropertySection] = LayerPropertyRows.sections) -> [GeneratedSource] {
        var sources = [enumSource(sections), modelSource(sections), runtimeRowsSource(sections), nameTypesSource()]
        for owner in LayerClassSpec.all {
            sources.append(renderFieldsSource(sections, of: owner))
            sources.append(accessorsSource(sections, of: owner))
        }
        return sources
    }

    /// The generated-file header; `spec` is the file the text is generated from.
    static func header(_ what: [String], from spec: String? = nil) -> [String] {
        ((spec.map(GeneratedSource.notice(from:)) ?? GeneratedSource.notice) + what).map { "// " + $0 }
    }

    /// `text` capitalised for a function name ("isHidden" → "IsHidden").
    static func upperFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// `text` as comment lines starting with `lead` ("    ///"), wrapped to `width` columns.
    static func comment(_ text: String?, lead: String, width: Int = 120) -> [String] {
        guard let text else { return [] }
        var lines: [String] = []
        var line = lead
        for word in text.split(separator: " ") {
            if line != lead, line.count + 1 + word.count > width {
                lines.append(line)
                line = lead
            }
            line += " " + word
        }
        return lines + [line]
    }

    /// A call `head(arguments)` starting with `lead`, its arguments wrapped under the first before 120 columns.
    static func call(_ lead: String, _ arguments: [String], close: String = ")") -> [String] {
        let indent = String(repeating: " ", count: lead.count)
        var lines = wrapped(arguments, lead: lead, width: 119)
        for index in lines.indices.dropFirst() {
            lines[index] = indent + lines[index].dropFirst(lead.count).drop { $0 == " " }
        }
        for index in lines.indices.dropLast() { lines[index] += "," }
        lines[lines.count - 1] += close
        return lines
    }

    /// `items` joined by ", " after `lead`, wrapped before `width` columns, each line starting with `lead`.
    static func wrapped(_ items: [String], lead: String, width: Int = 118) -> [String] {
        var lines: [String] = []
        var line = lead
        for item in items {
            let piece = (line == lead ? "" : ", ") + item
            if line != lead, line.count + piece.count > width {
                lines.append(line)
                line = lead + item
            } else {
                line += piece
            }
        }
        if line != lead { lines.append(line) }
        return lines
    }
}
