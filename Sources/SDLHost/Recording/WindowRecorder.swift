// Recording the interactive window (docs/architecture.md "Recordings"): the render thread reads back every frame it
// draws while a recording runs and hands it to a VideoEncoder at a constant frame rate; a frame the window did not
// draw in time (a missed or idle frame) repeats the one before, so the video keeps the wall clock's pace. Finishing
// (ffmpeg's last encoding work) runs on its own thread so the window keeps drawing.
import Compositor
import Foundation

/// The render thread's recording state, shared with the main thread that starts and stops it.
/// @unchecked: what the main thread asks (start, stop) crosses behind its lock; the encoder is the render thread's.
final class WindowRecorder: @unchecked Sendable {
    private struct Request {
        let path: String
        let format: VideoFormat
        let framesPerSecond: Int
        let completion: @Sendable (Result<Int, VideoEncoder.Failure>) -> Void
    }

    private struct Active {
        let encoder: VideoEncoder
        let start: Double
        let completion: @Sendable (Result<Int, VideoEncoder.Failure>) -> Void
        var lastFrame: [UInt8]
    }

    private let lock = NSLock()
    private var requested: Request?
    private var stopAt: Double?
    private var active: Active?

    /// True from `start` until the recording is finished or failed.
    var isRecording: Bool {
        lock.lock()
        defer { lock.unlock() }
        return requested != nil || active != nil
    }

    func start(path: String, format: VideoFormat, framesPerSecond: Int,
               completion: @escaping @Sendable (Result<Int, VideoEncoder.Failure>) -> Void) {
        lock.lock()
        requested = Request(path: path, format: format, framesPerSecond: framesPerSecond, completion: completion)
        stopAt = nil
        lock.unlock()
    }

    /// Asks the next drawn frame to end the recording at this moment.
    func stop() {
        lock.lock()
        stopAt = DeadlineFrameClock.now()
        lock.unlock()
    }

    /// On the render thread, after a frame is drawn: starts, feeds or ends the recording.
    func frameDrawn(by compositor: GLCompositor, surface: FrameSurface) {
        lock.lock()
        let request = requested
        requested = nil
        let stopTime = stopAt
        lock.unlock()
        let now = DeadlineFrameClock.now()
        if let request {
            do throws(VideoEncoder.Failure) {
                let encoder = try VideoEncoder(path: request.path, format: request.format, width: surface.pixelWidth,
                                               height: surface.pixelHeight, framesPerSecond: request.framesPerSecond)
                let frame = compositor.readPixels(width: surface.pixelWidth, height: surface.pixelHeight)
                try encoder.append(frame)
                setActive(Active(encoder: encoder, start: now, completion: request.completion, lastFrame: frame))
            } catch {
                request.completion(.failure(error))
                return
            }
            if stopTime == nil { return }
        }
        guard var recording = takeActive() else { return }
        do throws(VideoEncoder.Failure) {
            let encoder = recording.encoder
            if let stopTime {
                try pad(&recording, until: stopTime)
                Self.finishInBackground(recording)
                lock.lock()
                if self.stopAt == stopTime { self.stopAt = nil }
                lock.unlock()
                return
            }
            guard surface.pixelWidth == encoder.width, surface.pixelHeight == encoder.height else {
                // The video's size is fixed: a resized window ends the recording with what it has.
                try pad(&recording, until: now)
                Self.finishInBackground(recording)
                return
            }
            try pad(&recording, until: now - 1 / Double(encoder.framesPerSecond))
            recording.lastFrame = compositor.readPixels(width: surface.pixelWidth, height: surface.pixelHeight)
            try encoder.append(recording.lastFrame)
            setActive(recording)
        } catch {
            recording.completion(.failure(error))
        }
    }

    /// Ends a recording from the main thread once the render thread has stopped (the window closes).
    func finishNow() {
        guard var recording = takeActive() else { return }
        do throws(VideoEncoder.Failure) {
            try pad(&recording, until: DeadlineFrameClock.now())
            try recording.encoder.finish()
            recording.completion(.success(recording.encoder.framesWritten))
        } catch {
            recording.completion(.failure(error))
        }
    }

    private func setActive(_ recording: Active) {
        lock.lock()
        active = recording
        lock.unlock()
    }

    private func takeActive() -> Active? {
        lock.lock()
        defer { lock.unlock() }
        let taken = active
        active = nil
        return taken
    }

    /// Repeats the last frame until the video reaches wall time `time` (frames the window did not draw).
    private func pad(_ recording: inout Active, until time: Double) throws(VideoEncoder.Failure) {
        let encoder = recording.encoder
        let due = Int(((time - recording.start) * Double(encoder.framesPerSecond)).rounded(.down)) + 1
        while encoder.framesWritten < due { try encoder.append(recording.lastFrame) }
    }

    private static func finishInBackground(_ recording: Active) {
        let box = UncheckedBox(recording)
        let thread = Thread {
            let recording = box.value
            do throws(VideoEncoder.Failure) {
                try recording.encoder.finish()
                recording.completion(.success(recording.encoder.framesWritten))
            } catch {
                recording.completion(.failure(error))
            }
        }
        thread.name = "recording"
        thread.start()
    }
}

/// Hands a value that one thread stops using to another thread.
/// @unchecked: the sending thread gives the value up; only the receiving thread uses it afterwards.
private final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
