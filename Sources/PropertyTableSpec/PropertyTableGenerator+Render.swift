// The generated render fields of one layer class: RenderLayer's own for CALayer's drawn rows, the class's part
// (RenderGradient, RenderShape, RenderText, RenderReplicator) for a subclass's.

extension PropertyTableGenerator {
    static func renderFieldsSource(_ sections: [PropertySection], of owner: LayerClassSpec) -> GeneratedSource {
        var lines: [String] = []
        for section in sections where section.owner == owner {
            var sectionLines: [String] = []
            for row in section.rows {
                guard case .field(let name, let type, let defaultValue, let doc) = row.render else { continue }
                let renderType = type ?? (owner.isBase ? row.type.render : row.type.renderInPart)
                guard let initial = defaultValue ?? row.type.renderDefault(of: row.defaultValue, as: renderType) else {
                    preconditionFailure("\(row.key): say the render default of \(row.defaultValue) as \(renderType)")
                }
                sectionLines += comment(doc, lead: "///", width: 116)
                sectionLines.append("package var \(name ?? row.modelField): \(renderType) = \(initial)")
            }
            if !sectionLines.isEmpty { lines += comment(section.title, lead: "//", width: 116) + sectionLines }
        }
        return GeneratedSource(path: owner.renderFile, isRegion: true, lines: lines)
    }
}
