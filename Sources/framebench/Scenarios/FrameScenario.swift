// The `frame` scenario (docs/architecture.md "Benchmarks"): N small rounded, bordered CALayers hosted in a render context, rotating and
// fading (explicit repeating animations) and moving implicitly every 0.5 s (the scene of MotionMark's "Multiply" and
// Qt's rectangle demos). The main thread sets properties and commits; BenchRenderLoop draws on its own thread at
// 60 Hz deadlines, evaluating through RenderTree.evaluate(at:into:). Reports frame time percentiles (frame start to
// present, glFinish included since llvmpipe rasterises at flush), the CPU/GPU split, hitches and dropped frames.
import QuartzCore
import Foundation
import SDLHost

struct FrameScenario {
    let layerCount: Int
    let seconds: Double
    var warmupSeconds = 0.5
    /// Tiles (`frame`), progress rings (`shapes`) or counter labels (`text`).
    var content: SceneContent = .tiles

    func run() throws(BenchmarkError) -> BenchmarkReport {
        var parameters = SceneParameters(fittingLayers: layerCount)
        parameters.content = content
        let window = try parameters.openWindow()
        let loop = BenchRenderLoop(window: window, pacing: .measuredGrid)
        let scene = AnimatedLayerScene(parameters: parameters, context: MailboxRenderContext(mailbox: loop.mailbox))
        scene.setCount(layerCount)
        try loop.start()
        var driver = SceneDriver(scene: scene)
        driver.run(until: monotonicSeconds() + warmupSeconds)
        loop.setRecording(true)
        driver.run(until: monotonicSeconds() + seconds)
        var recorded = try RecordedFrames(stopping: loop, window: window, parameters: parameters, seconds: seconds)
        recorded.environment["frame_clock"] = "DeadlineFrameClock 60 Hz on a render thread (BenchRenderLoop)"
        let commitStats = driver.commitMs.reduce(0, +) / Double(max(driver.commitMs.count, 1))
        return BenchmarkReport(
            scenario: content == .tiles ? "frame" : content.rawValue, layers: layerCount,
            figures: recorded.summary.figures + [("main_move_and_commit_ms", commitStats)],
            environment: recorded.environment, plot: .frameTimes(recorded.samples.map(\.frameMs)),
            frames: FrameLog(samples: recorded.samples))
    }
}
