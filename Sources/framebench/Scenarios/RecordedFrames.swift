// What a fixed-scene frame scenario (frame, damage) reports after its recording: the loop stopped, its samples,
// their summary and the environment of the run (BenchEnvironment plus the scene's parameters).
import SDLHost

struct RecordedFrames {
    let samples: [FrameSample]
    let summary: FrameSummary
    var environment: [String: String]

    /// Stops `loop` and sums up the frames it recorded over `seconds`.
    init(stopping loop: BenchRenderLoop, window: HostWindow, parameters: SceneParameters,
         seconds: Double) throws(BenchmarkError) {
        loop.setRecording(false)
        loop.stop()
        samples = loop.takeSamples()
        guard let first = samples.first, let last = samples.last else {
            throw .noSamples("No frames were drawn in \(seconds) s; run for longer.")
        }
        summary = FrameSummary(samples: samples, period: loop.period, span: last.end - first.start)
        environment = BenchEnvironment.describe(glRenderer: loop.rendererName, videoDriver: window.driver.reason)
        environment.merge(parameters.description) { $1 }
        environment["frame_time"] = "frame start to present, glFinish included"
    }
}
