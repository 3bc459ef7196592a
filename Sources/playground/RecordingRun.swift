// `playground --record FILE --duration SECONDS`: a video of a scene rendered on the manual clock
// (docs/architecture.md "Recordings"). Frame i shows scene time i / fps, drawn from the same SceneHarness a
// --screenshot at that time uses, so the same command gives the same frames and frame i equals
// `--screenshot --at i/fps`; --click and --key replay at their scene times. The pixels go to ffmpeg (VideoEncoder),
// which writes the file complete or not at all.
import Compositor
import QuartzCore
import Foundation
import PlaygroundScenes
import SDLHost

@MainActor
struct RecordingRun {
    let sceneIndex: Int
    var scenes: [any PlaygroundScene.Type] = SceneCatalog.all
    let settings: SceneSettings
    let window: HostWindow
    let size: CGSize
    let path: String
    let format: VideoFormat
    let seconds: Double
    let framesPerSecond: Int
    let clicks: [ScriptedClick]
    let keys: [ScriptedKey]
    let slow: Float?
    let tracePath: String?

    /// Frames in the video: `seconds` × fps, rounded, at least one; the video lasts frameCount / fps seconds.
    static func frameCount(seconds: Double, framesPerSecond: Int) -> Int {
        max(1, Int((seconds * Double(framesPerSecond)).rounded()))
    }

    /// Renders and encodes every frame; returns the number written, or nil when a signal stopped the recording
    /// (the partial file is then removed and the process ends with the signal's status).
    func run() throws -> Int? {
        let replay = try ScriptedReplay(window: window, sceneIndex: sceneIndex, scenes: scenes, size: size,
                                        settings: settings, slow: slow, clicks: clicks, keys: keys,
                                        tracing: tracePath != nil)
        defer { replay.finish() }
        let pixels = window.pixelSize
        let encoder = try VideoEncoder(path: path, format: format, width: pixels.width, height: pixels.height,
                                       framesPerSecond: framesPerSecond)
        // A signal kills ffmpeg at once (it must not finish the file it was writing); the loop below then removes it.
        let encoderProcess = encoder.processID
        TerminationSignals.setStopHandler { _ in kill(encoderProcess, SIGKILL) }
        defer { TerminationSignals.setStopHandler(nil) }
        let count = Self.frameCount(seconds: seconds, framesPerSecond: framesPerSecond)
        var progress = ProgressBar(total: count, label: "Recording")
        defer { progress.end() }
        for index in 0..<count {
            replay.drawFrame(at: Double(index) / Double(framesPerSecond))
            let frame = replay.readBack()
            do {
                try encoder.append(frame.pixels)
            } catch {
                if TerminationSignals.receivedSignal != 0 { return nil }
                throw error
            }
            if TerminationSignals.receivedSignal != 0 {
                encoder.cancel()
                return nil
            }
            progress.update(index + 1)
        }
        try encoder.finish()
        try replay.writeTrace(to: tracePath)
        return count
    }
}
