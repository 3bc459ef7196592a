// SIGINT and SIGTERM end the tools cleanly (TerminationSignals): the built playground and framebench are started as
// real processes, signalled once they say they have begun, and must exit with 128 + the signal, saying so, with
// no output file and no partial file left behind. (The real process and its signals are what is under test; the
// time it takes is measured in the report, not asserted here.)
import Foundation
import Testing

@Suite(.serialized) struct ToolSignalTests {
    /// The folder holding the built tools: the test bundle's own folder in SwiftPM's build directory.
    private var toolFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// Starts `tool` with `arguments`, waits until its stderr or stdout contains `marker`, sends `signal`, waits
    /// for it to end, and returns its exit status and everything it printed.
    private func run(_ tool: String, _ arguments: [String], signalAfter marker: String,
                     signal: Int32) throws -> (status: Int32, output: String) {
        let executable = toolFolder.appendingPathComponent(tool)
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build \(tool) first")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "offscreen"
        environment.removeValue(forKey: "DISPLAY")
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        var output = Data()
        let reader = pipe.fileHandleForReading
        // Wait for the marker, at most a minute (a loaded machine starts slowly): the signal goes out either way,
        // and a missing marker fails the test below.
        var descriptor = pollfd(fd: reader.fileDescriptor, events: Int16(POLLIN), revents: 0)
        var waited = 0
        while !String(decoding: output, as: UTF8.self).contains(marker), waited < 600 {
            if poll(&descriptor, 1, 100) > 0 {
                let chunk = reader.availableData
                if chunk.isEmpty { break }   // ended before the marker: the status below tells
                output.append(chunk)
            } else {
                waited += 1
            }
        }
        #expect(String(decoding: output, as: UTF8.self).contains(marker), "\(tool) never said '\(marker)'")
        kill(process.processIdentifier, signal)
        output.append(pipe.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    private func scratchFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("i18-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("SIGTERM ends a long headless playground screenshot run: status 143, no PNG, no partial file")
    func playgroundEndsOnSIGTERM() throws {
        let folder = try scratchFolder("playground")
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("shot.png").path
        let result = try run("playground", ["--scene", "stress", "--at", "3000", "--screenshot", png],
                             signalAfter: "Rendering offscreen", signal: SIGTERM)
        #expect(result.status == 128 + SIGTERM)
        #expect(result.output.contains("playground: stopped by SIGTERM; no output was left half-written."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("SIGINT ends a running framebench: status 130, no JSON, no partial file")
    func framebenchEndsOnSIGINT() throws {
        let folder = try scratchFolder("framebench")
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("figures.json").path
        let result = try run("framebench", ["run", "frame", "--layers", "200", "--seconds", "600", "--json", json],
                             signalAfter: "Running frame", signal: SIGINT)
        #expect(result.status == 128 + SIGINT)
        #expect(result.output.contains("framebench: stopped by SIGINT"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
