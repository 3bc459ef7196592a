// The `stall` scenario (docs/architecture.md "Benchmarks"; DECISIONS 11): the scene animates on SDLHost's RenderThread while the main thread
// computes for 500 ms without returning. The render thread draws from the last committed tree at each deadline, so
// it should drop no frame; reports the frames it dropped (grid points skipped plus deadlines missed) during the
// stall and in the second after it.
import QuartzCore
import Foundation
import HostInterface
import SDLHost

struct StallScenario {
    let layerCount: Int
    var stallSeconds = 0.5

    func run() throws(BenchmarkError) -> BenchmarkReport {
        let parameters = SceneParameters(fittingLayers: layerCount)
        let window = try parameters.openWindow()
        let renderThread = RenderThread(window: window, framesPerSecond: 60, timingCapacity: 4096)
        let scene = AnimatedLayerScene(parameters: parameters,
                                       context: MailboxRenderContext(mailbox: renderThread.mailbox))
        scene.setCount(layerCount)
        window.releaseCurrent()
        do { try renderThread.start() } catch { throw .host(error.description) }
        var driver = SceneDriver(scene: scene)
        driver.run(until: monotonicSeconds() + 1)
        let stallStart = monotonicSeconds()
        var busy = 0.0
        // Real work, not a sleep: the main thread holds a core, as a long layout or decode would.
        while monotonicSeconds() - stallStart < stallSeconds { busy += sin(busy + 1) }
        let stallEnd = monotonicSeconds()
        scene.moveAll()
        driver.run(until: monotonicSeconds() + 1)
        renderThread.stop()

        let timings = renderThread.timings.snapshot()
        let during = timings.filter { $0.deadline > stallStart && $0.start < stallEnd }
        let after = timings.filter { $0.start >= stallEnd }
        let dropped = { (frames: [FrameTiming]) in frames.reduce(0) { $0 + $1.skippedBefore + ($1.missed ? 1 : 0) } }
        var stats = FrameStatistics()
        for timing in during { stats.add((timing.end - timing.start) * 1000) }
        var environment = BenchEnvironment.describe(videoDriver: window.driver.reason)
        environment.merge(parameters.description) { $1 }
        environment["render_thread"] = "SDLHost RenderThread (no glFinish; frame end is after present)"
        environment["stall"] = "main thread computes for \(stallSeconds) s (sin loop, \(busy.isFinite ? "finite" : "nan"))"
        return BenchmarkReport(
            scenario: "stall", layers: layerCount,
            figures: [("dropped_frames", Double(dropped(during))), ("frames_during_stall", Double(during.count)),
                      ("expected_frames", (stallEnd - stallStart) * 60),
                      ("dropped_frames_after", Double(dropped(after))), ("p50_ms", stats.percentile(50)),
                      ("max_ms", stats.maximum),
                      ("missed_frames_total", Double(renderThread.timings.missedFrames))],
            environment: environment)
    }
}
