// Writes the Swift that follows from the property table (Sources/PropertyTableSpec/LayerPropertyRows.swift) into
// the package: run `swift run generate-property-table` from the package root after editing a row; with `--check`
// it writes nothing and fails when a generated file or region differs (docs/architecture.md "The property table").
import Foundation
import PropertyTableSpec

@main
enum GeneratePropertyTable {
    static func main() throws {
        let check = CommandLine.arguments.contains("--check")
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var stale: [String] = []
        for source in PropertyTableGenerator.sources() {
            let url = root.appendingPathComponent(source.path)
            let current = try? String(contentsOf: url, encoding: .utf8)
            guard let wanted = source.applied(to: current) else {
                let message = "generate-property-table: \(source.path) has no `// BEGIN GENERATED` / `// END GENERATED` "
                    + "lines to write between; run it from the package root.\n"
                FileHandle.standardError.write(Data(message.utf8))
                exit(2)
            }
            guard wanted != current else { continue }
            stale.append(source.path)
            if !check {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try wanted.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        if check {
            guard stale.isEmpty else {
                print("generate-property-table: out of date (run `swift run generate-property-table`):")
                stale.forEach { print("  " + $0) }
                exit(1)
            }
            print("generate-property-table: every generated file is current")
        } else {
            print(stale.isEmpty ? "generate-property-table: nothing to write"
                  : "generate-property-table: wrote " + stale.joined(separator: ", "))
        }
    }
}
