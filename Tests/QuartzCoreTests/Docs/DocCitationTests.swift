// The design lives in the repository (docs/architecture.md "Conventions"): every "spec §…", "DECISIONS n",
// DESIGN.md, API.md and docs/… citation in Sources/ resolves to a heading in docs/, as .ci/check-doc-citations
// checks, and README's map lists every folder of Sources/ and Tests/, as .ci/check-folder-map checks; this runs both
// scripts from the test suite so a broken citation or a folder missing from the map fails `swift test` too.
import Foundation
import Testing

@Suite struct DocCitationTests {
    /// The repository's root, found from this file's path (Tests/QuartzCoreTests/Docs/…).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("every design citation in Sources/ names a heading in docs/")
    func citationsResolve() throws {
        let (status, report) = try Self.run(".ci/check-doc-citations")
        #expect(status == 0, "\(report)")
    }

    @Test("README's map lists every folder of Sources/ and Tests/ and names no folder that is gone")
    func folderMapIsComplete() throws {
        let (status, report) = try Self.run(".ci/check-folder-map")
        #expect(status == 0, "\(report)")
    }

    /// Runs one of the repository's check scripts; its exit status and what it printed on standard error.
    static func run(_ script: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent(script).path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, report)
    }
}
