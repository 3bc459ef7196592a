// framebench's numeric options are bounded to what the machine can do, and the error says the range; an output
// that cannot be written is reported before the run, without the usage line (issue "Nothing a user does crashes,
// hangs or leaks").
import ArgumentParser
import Foundation
import SDLHost
import Testing
@testable import framebench

@Suite struct ScenarioOptionRangeTests {
    private func message(_ arguments: [String]) -> String? {
        do {
            _ = try ScenarioOptions.parse(arguments)
            return nil
        } catch {
            return ScenarioOptions.message(for: error)
        }
    }

    @Test("--layers 1000000000, 0 and -5 are refused with the range 1 to 100000")
    func layersAreBounded() {
        for bad in ["1000000000", "0", "-5"] {
            #expect(message(["--layers", bad])?.contains("--layers must be a whole number from 1 to 100000") == true)
        }
        #expect(message(["--layers", "100000"]) == nil)
    }

    @Test("--seconds 1e9, 0, -1, NaN and infinity are refused with the range 0.1 to 3600")
    func secondsAreBounded() {
        for bad in ["1e9", "0", "-1", "nan", "inf"] {
            #expect(message(["--seconds", bad])?.contains("from 0.1 to 3600") == true)
        }
        #expect(message(["--seconds", "3600"]) == nil)
    }

    @Test("--json and --plot in a missing folder or empty are refused before the run, naming the problem")
    func unwritableOutputsAreReportedFirst() {
        #expect(message(["--json", "/nonexistent-folder-i18/out.json"])?
            .contains("the folder /nonexistent-folder-i18 does not exist") == true)
        #expect(message(["--plot", ""])?.contains("the path is empty") == true)
    }

    @Test("a write that fails later is an OutputFile error (no usage line) and leaves no partial file")
    func failedWriteIsNotAValidationError() throws {
        // The output's folder passes the parse-time check, then is replaced by a regular file before the write (as
        // when a folder is removed mid-run): the write fails for every user, root included (ENOTDIR), where a
        // read-only folder would not stop root.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("i18-unwritable-\(getpid())")
        let output = folder.appendingPathComponent("gone")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = try ScenarioOptions.parse(["--json", output.appendingPathComponent("out.json").path])
        try FileManager.default.removeItem(at: output)
        try Data("file".utf8).write(to: output)
        var thrown: (any Error)?
        do { try options.writeJSON { Data("{}".utf8) } } catch { thrown = error }
        #expect(thrown is OutputFile.WriteError)
        #expect(!(thrown is ValidationError))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left == ["gone"], "a partial output was left behind: \(left)")
    }
}
