// Recordings of the interactive window (docs/architecture.md "Recordings"): only the render thread may read the GL
// framebuffer, so the main thread asks it to start and stop, and it feeds every drawn frame to the encoder
// (WindowRecorder).
import Foundation

extension RenderThread {
    /// Starts recording the frames drawn from now on into `path` (`completion` gets the frame count or the error,
    /// on a background thread, once the file is complete or removed). The window keeps drawing every frame while
    /// it records: the caller keeps its display link running.
    package func startRecording(to path: String, format: VideoFormat, framesPerSecond: Int = 60,
                               completion: @escaping @Sendable (Result<Int, VideoEncoder.Failure>) -> Void) {
        recorder.start(path: path, format: format, framesPerSecond: framesPerSecond, completion: completion)
        mailbox.repost()
    }

    /// Ends the recording at this moment (the next drawn frame finishes it).
    package func stopRecording() {
        recorder.stop()
        mailbox.repost()
    }

    /// Whether a recording is running or about to start.
    package var isRecording: Bool { recorder.isRecording }

    /// Finishes a recording still running after `stop()` (the window closed while recording); main thread.
    package func finishRecording() {
        recorder.finishNow()
    }
}
