// Recording the window (docs/architecture.md "Recordings"): the render thread reads back what it draws and feeds it
// to ffmpeg. Started and stopped at once on an offscreen window, the video must hold the frame the window drew, at
// the window's size, with as many frames as the recorder reports, and the file must be complete when the
// completion says so. (The video's pace follows the wall clock, so no frame count is asserted beyond that.)
import Foundation
import QuartzCore
import SDLHost
import Testing

@Suite("Window recording", .serialized)
struct WindowRecordingTests {
    private static let hasFFmpeg = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test("a window recording started and stopped holds the window's red frame at its size, every frame it reports",
          .enabled(if: hasFFmpeg))
    func recordingHoldsTheDrawnFrames() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("window-recording-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("window.apng").path

        let window = try HostWindow(title: "recording test", width: 64, height: 64, headless: true, announce: false)
        window.releaseCurrent()
        let renderThread = RenderThread(window: window, framesPerSecond: 60, timingCapacity: 64)
        renderThread.submit(RenderThreadTests.committedTree())
        try renderThread.start()
        let done = DispatchSemaphore(value: 0)
        let result = RecordingResult()
        renderThread.startRecording(to: path, format: .apng) { outcome in
            result.set(outcome)
            done.signal()
        }
        #expect(renderThread.isRecording)
        renderThread.stopRecording()
        let finished = done.wait(timeout: .now() + 60) == .success
        renderThread.stop()
        try #require(finished, "the recording never finished")
        let frames = try result.get().get()
        #expect(frames >= 1)
        #expect(!renderThread.isRecording)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["window.apng"])

        // Decoded by ffmpeg: whole 64×64 frames, as many as reported, the red layer in the middle.
        let decoder = Process()
        decoder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        decoder.arguments = ["ffmpeg", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let pipe = Pipe()
        decoder.standardOutput = pipe
        try decoder.run()
        let bytes = [UInt8](pipe.fileHandleForReading.readDataToEndOfFile())
        decoder.waitUntilExit()
        #expect(decoder.terminationStatus == 0)
        let frameSize = 64 * 64 * 4
        #expect(bytes.count == frames * frameSize)
        let middle = (32 * 64 + 32) * 4
        try #require(bytes.count >= frameSize)
        #expect(Array(bytes[middle..<(middle + 3)]) == [255, 0, 0])
    }
}

/// The completion's result, handed from the recording's thread to the test.
private final class RecordingResult: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result<Int, VideoEncoder.Failure>?
    func set(_ new: Result<Int, VideoEncoder.Failure>) { lock.lock(); value = new; lock.unlock() }
    func get() throws -> Result<Int, VideoEncoder.Failure> {
        lock.lock()
        defer { lock.unlock() }
        return try #require(value)
    }
}
