// The benchmarks' render thread: SDLHost's one frame loop (FrameLoop; DECISIONS 11) at a benchmark's pacing, keeping
// every frame it is asked to record in a preallocated array (no allocation per frame).
import Compositor
import QuartzCore
import Foundation
import HostInterface
import SDLHost

/// @unchecked: `recorded` is read and changed only while holding `lock`; the frame loop is set once, before its
/// thread starts.
final class BenchRenderLoop: FrameSink, @unchecked Sendable {
    let period: Double
    private let lock = NSLock()
    private var recorded: [FrameSample]
    private var recordedCount = 0
    private var recording = false
    private var loopStorage: FrameLoop?
    private var loop: FrameLoop { loopStorage! }

    init(window: HostWindow, pacing: FramePacing, framesPerSecond: Double = 60, capacity: Int = 200_000) {
        period = 1 / framesPerSecond
        recorded = [FrameSample](repeating: .zero, count: capacity)
        loopStorage = FrameLoop(window: window, pacing: pacing, framesPerSecond: framesPerSecond, sink: self)
    }

    var mailbox: RenderTreeMailbox { loop.mailbox }
    var rendererName: String { loop.rendererName }

    /// Starts the thread (the caller's GL context is released first) and waits for its compositor.
    func start() throws(BenchmarkError) {
        do { try loop.start() } catch { throw .host(error.description) }
    }

    func stop() { loop.stop() }

    /// Starts (or stops) keeping frames; `takeSamples()` returns those kept since recording last started.
    func setRecording(_ on: Bool) {
        lock.lock()
        if on && !recording { recordedCount = 0 }
        recording = on
        lock.unlock()
    }

    func takeSamples() -> [FrameSample] {
        lock.lock()
        defer { lock.unlock() }
        return Array(recorded[0..<recordedCount])
    }

    /// The drawn frame's phases, kept until it is presented (both calls come on the loop's thread).
    private var phases = (evaluate: 0.0, build: 0.0, encode: 0.0)

    func frameDrawn(by compositor: GLCompositor, surface: FrameSurface) {
        phases = (loop.lastEvaluateSeconds, compositor.lastBuildSeconds, compositor.lastEncodeSeconds)
    }

    func framePresented(_ timing: FrameTiming) {
        lock.lock()
        if recording && recordedCount < recorded.count {
            recorded[recordedCount] = FrameSample(start: timing.start, cpuEnd: timing.cpuEnd, gpuEnd: timing.gpuEnd,
                                                  end: timing.end, deadline: timing.deadline,
                                                  skippedBefore: timing.skippedBefore, layerCount: timing.layerCount,
                                                  evaluate: phases.evaluate, build: phases.build, encode: phases.encode)
            recordedCount += 1
        }
        lock.unlock()
    }
}
