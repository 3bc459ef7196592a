// The Swift generated from the property table's rows (Sources/PropertyTableSpec, docs/architecture.md "The
// property table") is current: every generated file and region in the package is exactly what
// `swift run generate-property-table` writes now, and one new row reaches every place a property lives. The
// string-backed name types (NameTypeSpec) are generated too, and none is declared by hand.
import Foundation
import PropertyTableSpec
import Testing

@Suite struct GeneratedPropertyFilesTests {
    /// The package root (this file is Tests/QuartzCoreTests/Values/…).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func current(_ source: GeneratedSource) -> String? {
        try? String(contentsOf: root.appendingPathComponent(source.path), encoding: .utf8)
    }

    @Test("every generated file and region is exactly what the table's rows generate now")
    func everyGeneratedFileAndRegionIsWhatTheRowsGenerate() {
        let sources = PropertyTableGenerator.sources()
        #expect(sources.count == 14)
        for source in sources {
            let current = Self.current(source)
            #expect(current != nil && source.applied(to: current) == current,
                    "\(source.path) differs from the table's rows: run `swift run generate-property-table`")
        }
    }

    /// The must-fail twin: one more row changes the enum, the model, the runtime rows, the render record and the
    /// class's public properties, so a row added without running the generator fails the test above.
    @Test("one new row changes the enum, the model, the runtime rows, the render part and the class's property")
    func oneNewRowReachesTheEnumModelRowsRenderRecordAndAccessor() throws {
        let row = PropertyRow("testBlur", .cgFloat, "2", action: .basic, check: .finite("is not finite"))
        let sections = LayerPropertyRows.sections + [PropertySection("Test.", .gradient, [row])]
        var changed: [String: String] = [:]
        for source in PropertyTableGenerator.sources(sections) {
            let wanted = try #require(source.applied(to: Self.current(source)))
            if wanted != Self.current(source) { changed[source.path] = wanted }
        }
        #expect(changed["Sources/QuartzCore/Generated/LayerProperty.swift"]?.contains("case testBlur") == true)
        #expect(changed["Sources/QuartzCore/Generated/LayerModel.swift"]?
            .contains("package var testBlur: CGFloat = 2") == true)
        #expect(changed["Sources/QuartzCore/Generated/LayerPropertyTable+Rows.swift"]?
            .contains("rows.append(.init(.testBlur, model: \\.testBlur, render: .gradient(\\.testBlur)") == true)
        #expect(changed["Sources/QuartzCore/LayerClasses/Gradient/RenderGradient.swift"]?
            .contains("package var testBlur: Double = 2") == true)
        #expect(changed["Sources/QuartzCore/LayerClasses/Gradient/CAGradientLayer.swift"]?.contains(
            "storeChecked(.testBlur, \\.testBlur, newValue, LayerInputCheck.finite(newValue)") == true)
        #expect(changed.count == 5)
    }

    /// The string-backed name types have one home: the generator declares each (NameTypeSpec), and no file of
    /// QuartzCore spells a raw-string type's members by hand.
    @Test("every string-backed name type is declared by the generator, none by hand")
    func nameTypesAreDeclaredOnlyByTheGenerator() throws {
        let quartzCore = Self.root.appendingPathComponent("Sources/QuartzCore")
        let files = try #require(FileManager.default.enumerator(at: quartzCore, includingPropertiesForKeys: nil))
        var byHand: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let path = file.path.dropFirst(Self.root.path.count + 1)
            guard path != NameTypeSpec.generatedFile else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            if text.contains("init(rawValue: String) { self.rawValue = rawValue }") { byHand.append(String(path)) }
        }
        #expect(byHand.isEmpty, "declare these name types in NameTypeSpec and run the generator: \(byHand)")
        let generated = try #require(Self.current(PropertyTableGenerator.nameTypesSource()))
        for type in NameTypeSpec.all {
            #expect(generated.contains("public struct \(type.name): RawRepresentable"))
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(type.home).path),
                    "\(type.name)'s constants: no file \(type.home)")
        }
    }

    /// The must-fail twin: a name type added to the list changes the generated file.
    @Test("a name type added to the list changes the generated declarations")
    func aNewNameTypeChangesTheGeneratedFile() throws {
        let source = PropertyTableGenerator.nameTypesSource(NameTypeSpec.all + [NameTypeSpec.probe])
        let current = Self.current(source)
        #expect(source.applied(to: current) != current)
        #expect(source.lines.contains("public struct CAProbeName: RawRepresentable, Hashable, Sendable {"))
    }
}
