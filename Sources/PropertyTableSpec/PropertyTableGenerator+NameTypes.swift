// The generated declarations of the string-backed name types (NameTypeSpec): one struct per type with its raw
// string and initialisers, written once here instead of by hand in each type's file.

extension PropertyTableGenerator {
    package static func nameTypesSource(_ types: [NameTypeSpec] = NameTypeSpec.all) -> GeneratedSource {
        var lines = header([
            "The string-backed name types of Apple's headers: each type's raw string and initialisers, the same for",
            "every type. Apple's constants for each are in the file NameTypeSpec names for it (its home).",
        ], from: NameTypeSpec.specFile)
        lines.append("import Foundation")
        for type in types {
            lines.append("")
            lines.append("// Its constants: \(type.home.dropFirst("Sources/QuartzCore/".count)).")
            lines += comment(type.doc, lead: "///")
            if type.extensible {
                lines += [
                    "public struct \(type.name): RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,",
                    "    CustomStringConvertible {",
                    "    public let rawValue: String",
                    "    public init(rawValue: String) { self.rawValue = rawValue }",
                    "    public init(_ rawValue: String) { self.rawValue = rawValue }",
                    "    public init(stringLiteral value: String) { self.rawValue = value }",
                    "    public var description: String { rawValue }",
                    "}",
                ]
            } else {
                lines += [
                    "public struct \(type.name): RawRepresentable, Hashable, Sendable {",
                    "    public let rawValue: String",
                    "    public init(rawValue: String) { self.rawValue = rawValue }",
                    "}",
                ]
            }
        }
        return GeneratedSource(path: NameTypeSpec.generatedFile, isRegion: false, lines: lines)
    }
}
