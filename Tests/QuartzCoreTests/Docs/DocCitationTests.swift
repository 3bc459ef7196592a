// The design lives in the repository (docs/architecture.md "Conventions"): every "spec §…", "DECISIONS n",
// DESIGN.md, API.md and docs/… citation in Sources/ resolves to a heading in docs/, as .ci/check-doc-citations
// checks; this runs that script from the test suite so a broken citation fails `swift test` too.
import Foundation
import Testing

@Suite struct DocCitationTests {
    /// The repository's root, found from this file's path (Tests/QuartzCoreTests/Docs/…).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("every design citation in Sources/ names a heading in docs/")
    func citationsResolve() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.root.appendingPathComponent(".ci/check-doc-citations").path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(report)")
    }
}
