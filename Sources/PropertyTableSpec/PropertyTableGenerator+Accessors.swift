// The generated public properties of one layer class, for its class body: each getter reads the typed storage,
// each setter checks as the row says and runs the change sequence (spec §1.2), or calls the class's hand-written
// `store<Name>(_:)` for a custom check. `open`, so subclasses override them as Apple's.

extension PropertyTableGenerator {
    static func accessorsSource(_ sections: [PropertySection], of owner: LayerClassSpec) -> GeneratedSource {
        var lines: [String] = []
        for section in sections where section.owner == owner {
            lines += comment(section.title, lead: "//", width: 116)
            for row in section.rows { lines += accessor(row) }
        }
        return GeneratedSource(path: owner.accessorFile, isRegion: true, lines: lines)
    }

    private static func accessor(_ row: PropertyRow) -> [String] {
        let getter = row.getter ?? "values.\(row.modelField)"
        let field = ".\(row.key), \\.\(row.modelField), newValue"
        var setter: [String]
        switch row.check {
        case .none: setter = ["update(\(field))"]
        case .finite(let why): setter = ["storeChecked(\(field), LayerInputCheck.finite(newValue),", "\"\(why)\")"]
        case .notNaN(let why): setter = ["storeChecked(\(field), !newValue.isNaN,", "\"\(why)\")"]
        case .custom: setter = ["store\(upperFirst(row.swiftName))(newValue)"]
        }
        let declaration = "open var \(row.swiftName): \(row.publicType ?? row.type.model)"
        let docs = comment(row.doc, lead: "///", width: 116)
        let joined = setter.joined(separator: " ")
        let oneLine = "\(declaration) { get { \(getter) } set { \(joined) } }"
        if oneLine.count + 4 <= 120 { return docs + [oneLine] }
        if "        set { \(joined) }".count + 4 <= 120 {
            return docs + ["\(declaration) {", "    get { \(getter) }", "    set { \(joined) }", "}"]
        }
        let call = setter[0].prefix { $0 != "(" }.count + 1
        return docs + ["\(declaration) {", "    get { \(getter) }", "    set {", "        " + setter[0]]
            + setter.dropFirst().map { String(repeating: " ", count: 8 + call) + $0 } + ["    }", "}"]
    }
}
