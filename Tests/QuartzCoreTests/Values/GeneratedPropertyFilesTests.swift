// The Swift generated from the property table's rows (Sources/PropertyTableSpec, docs/architecture.md "The
// property table") is current: every generated file and region in the package is exactly what
// `swift run generate-property-table` writes now, and one new row reaches every place a property lives.
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
        #expect(sources.count == 13)
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
}
