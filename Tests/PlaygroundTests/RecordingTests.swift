// `playground --record` (docs/architecture.md "Recordings"): the built playground is run as a real process and the
// video it writes is read back with ffprobe and decoded with ffmpeg. A recording of N frames at F fps lasts N/F
// seconds and frame i equals `--screenshot --at i/F` of the same command (APNG is lossless, so the pixels are
// compared exactly); a signal leaves no file behind.
import Foundation
import Testing

@Suite(.serialized) struct RecordingTests {
    /// The folder holding the built tools: the test bundle's own folder in SwiftPM's build directory.
    private var toolFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    private static let hasFFmpeg = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Runs `program` (a path, or a name found on PATH through /usr/bin/env) and returns its status, stdout and
    /// stderr.
    private func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: Data, errors: String) {
        let process = Process()
        if program.hasPrefix("/") {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [program] + arguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "offscreen"
        environment.removeValue(forKey: "DISPLAY")
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // stderr is read on the side so neither pipe can fill up and stall the child.
        let errorData = LockedData()
        let reader = Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1000) }
        return (process.terminationStatus, data, String(decoding: errorData.value, as: UTF8.self))
    }

    private func playground(_ arguments: [String]) throws -> (status: Int32, output: Data, errors: String) {
        let executable = toolFolder.appendingPathComponent("playground").path
        try #require(FileManager.default.isExecutableFile(atPath: executable), "build the playground first")
        return try run(executable, arguments)
    }

    private func scratchFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// ffprobe's width and height of the first video stream, its decoded frames, and its duration as the sum of
    /// the frames' own durations (APNG has no container duration).
    private func probe(_ path: String) throws -> (width: Int, height: Int, frames: Int, duration: Double) {
        let result = try run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                         "stream=width,height:frame=pkt_duration_time", "-of",
                                         "default=noprint_wrappers=1", path])
        try #require(result.status == 0, "ffprobe failed: \(result.errors)")
        var width = -1, height = -1, frames = 0
        var duration = 0.0
        for line in String(decoding: result.output, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "width": width = Int(parts[1]) ?? -1
            case "height": height = Int(parts[1]) ?? -1
            case "pkt_duration_time":
                frames += 1
                duration += Double(parts[1]) ?? .nan
            default: break
            }
        }
        return (width, height, frames, duration)
    }

    /// Every frame of an image or video as RGBA8, decoded by ffmpeg.
    private func decode(_ path: String, width: Int, height: Int) throws -> [[UInt8]] {
        let result = try run("ffmpeg", ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        try #require(result.status == 0, "ffmpeg could not decode \(path): \(result.errors)")
        let bytes = [UInt8](result.output)
        let frameSize = width * height * 4
        try #require(bytes.count % frameSize == 0, "\(bytes.count) bytes are not whole \(width)x\(height) frames")
        return stride(from: 0, to: bytes.count, by: frameSize).map { Array(bytes[$0..<($0 + frameSize)]) }
    }

    @Test("An APNG recording has duration x fps frames of the window's size, and its first and last frames equal --screenshot at those times, with a --key replayed",
          .enabled(if: hasFFmpeg))
    func apngFramesEqualScreenshots() throws {
        let folder = try scratchFolder("apng")
        defer { try? FileManager.default.removeItem(at: folder) }
        let video = folder.appendingPathComponent("spin.apng").path
        // 0.5 s at 20 fps: 10 frames, scene times 0, 0.05 … 0.45; F4 pauses the scene at 0.2 s.
        let common = ["--scene", "activity-indicator", "--size", "160x120", "--key", "F4@0.2"]
        let recorded = try playground(common + ["--record", video, "--duration", "0.5", "--fps", "20"])
        try #require(recorded.status == 0, "the recording failed: \(recorded.errors)")
        #expect(String(decoding: recorded.output, as: UTF8.self).contains("Wrote 10 frames"))
        let info = try probe(video)
        #expect(info.width == 160 && info.height == 120)
        #expect(info.frames == 10)
        #expect(abs(info.duration - 0.5) < 0.001)

        var shots: [[UInt8]] = []
        for time in ["0", "0.45"] {
            let png = folder.appendingPathComponent("at-\(time).png").path
            let shot = try playground(common + ["--screenshot", png, "--at", time])
            try #require(shot.status == 0, "the screenshot failed: \(shot.errors)")
            shots.append(try #require(try decode(png, width: 160, height: 120).first))
        }
        let frames = try decode(video, width: 160, height: 120)
        try #require(frames.count == 10)
        #expect(frames[0] == shots[0], "the first frame differs from --screenshot --at 0")
        #expect(frames[9] == shots[1], "the last frame differs from --screenshot --at 0.45")
        // The comparison can fail: the spinner moved between the two times, so the frames differ.
        // Compared as Bools: on a failure Swift Testing would diff the pixel arrays element by element.
        let framesDiffer = frames[0] != frames[9], shotsDiffer = shots[0] != shots[1]
        #expect(framesDiffer)
        #expect(shotsDiffer)
    }

    @Test("The same --record command writes the same MP4, with the expected frame count, size and duration",
          .enabled(if: hasFFmpeg))
    func mp4IsRepeatable() throws {
        let folder = try scratchFolder("mp4")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [Data] = []
        for run in 0..<2 {
            let video = folder.appendingPathComponent("run\(run).mp4").path
            let result = try playground(["--scene", "activity-indicator", "--size", "96x64", "--record", video,
                                         "--duration", "0.25", "--fps", "60"])
            try #require(result.status == 0, "the recording failed: \(result.errors)")
            let info = try probe(video)
            #expect(info.width == 96 && info.height == 64)
            #expect(info.frames == 15)
            #expect(abs(info.duration - 0.25) < 0.02)
            files.append(try Data(contentsOf: URL(fileURLWithPath: video)))
        }
        #expect(files[0] == files[1])
        // Nothing but the two videos: no temporary file is left beside them.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["run0.mp4", "run1.mp4"])
    }

    @Test("A --record to an unknown extension says which formats there are, before rendering")
    func unknownExtensionIsRefused() throws {
        let result = try playground(["--record", "/tmp/out.avi", "--duration", "1"])
        #expect(result.status != 0)
        #expect(result.errors.contains(".mp4, .webm, .gif or .apng"))
    }

    @Test("SIGINT during a recording: status 130, no video and no partial file", .enabled(if: hasFFmpeg))
    func signalLeavesNoFile() throws {
        let folder = try scratchFolder("signal")
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = toolFolder.appendingPathComponent("playground").path
        try #require(FileManager.default.isExecutableFile(atPath: executable), "build the playground first")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--scene", "activity-indicator", "--size", "64x64", "--record",
                             folder.appendingPathComponent("long.mp4").path, "--duration", "3000"]
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "offscreen"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Wait (at most a minute) until the partial file exists: the recording is under way.
        var waited = 0
        while waited < 600, (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty ?? true {
            usleep(100_000)
            waited += 1
        }
        kill(process.processIdentifier, SIGINT)
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + SIGINT, "\(output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

/// Bytes handed from a reader thread to the test.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var done = false
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return done }
    var value: Data { lock.lock(); defer { lock.unlock() }; return data }
    func set(_ new: Data) { lock.lock(); data = new; done = true; lock.unlock() }
}
