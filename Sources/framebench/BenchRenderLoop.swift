// The benchmarks' render thread: like SDLHost's RenderThread (DECISIONS 11: it owns the GL context, takes the newest
// committed tree from a mailbox, evaluates animations at the frame's target time through RenderTree.evaluate(at:
// into:), draws and presents) but it also calls glFinish before presenting, so each frame's CPU and GPU parts can be
// told apart, and it records every frame into a preallocated array (no allocation per frame).
import Compositor
import CoreAnimation
import Foundation
import SDLHost

final class BenchRenderLoop: @unchecked Sendable {
    let window: HostWindow
    let mailbox = RenderTreeMailbox()
    let pacing: FramePacing
    let period: Double
    private let lock = NSLock()
    private var stopRequested = false
    private var recorded: [FrameSample]
    private var recordedCount = 0
    private var recording = false
    private(set) var rendererName = ""
    private var startupError: String?
    private let exited = DispatchSemaphore(value: 0)

    init(window: HostWindow, pacing: FramePacing, framesPerSecond: Double = 60, capacity: Int = 200_000) {
        self.window = window
        self.pacing = pacing
        period = 1 / framesPerSecond
        recorded = [FrameSample](repeating: .zero, count: capacity)
    }

    /// Starts the thread (the caller's GL context is released first) and waits for its compositor.
    func start() throws(BenchmarkError) {
        window.releaseCurrent()
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in self.threadMain(ready: ready) }
        thread.name = "BenchRenderLoop"
        thread.start()
        ready.wait()
        lock.lock()
        let error = startupError
        lock.unlock()
        if let error {
            exited.wait()
            throw .host(error)
        }
    }

    func stop() {
        lock.lock()
        stopRequested = true
        lock.unlock()
        exited.wait()
    }

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

    private func threadMain(ready: DispatchSemaphore) {
        window.makeCurrent()
        let compositor: GLCompositor
        do {
            compositor = try GLCompositor()
        } catch {
            lock.lock()
            startupError = "The compositor could not start: \(error.description)"
            lock.unlock()
            window.releaseCurrent()
            ready.signal()
            exited.signal()
            return
        }
        rendererName = compositor.rendererName
        ready.signal()
        frames(with: compositor)
        window.releaseCurrent()
        exited.signal()
    }

    private func frames(with compositor: GLCompositor) {
        var clock = DeadlineFrameClock(framesPerSecond: 1 / period)
        var evaluated = RenderTree()
        var lastStart = DeadlineFrameClock.now() - period
        while !shouldStop {
            let start: Double, deadline: Double
            var skipped = 0
            switch pacing {
            case .deadline:
                clock.sleepUntilTarget()
                start = DeadlineFrameClock.now()
                skipped = clock.advance(now: start)
                deadline = clock.targetTime
            case .capped:
                sleep(until: lastStart + period)
                start = DeadlineFrameClock.now()
                deadline = start + period
            }
            lastStart = start
            let tree = mailbox.latest
            let mediaTarget = CACurrentMediaTime() + (deadline - start)
            evaluated.generation = tree.generation
            evaluated.commitTime = tree.commitTime
            evaluated.viewportSize = tree.viewportSize
            tree.evaluate(at: mediaTarget, into: &evaluated.layers)
            let pixels = window.pixelSize, points = window.pointSize
            compositor.render(evaluated, pixelWidth: pixels.width, pixelHeight: pixels.height,
                              pointSize: CGSize(width: points.width, height: points.height))
            let cpuEnd = DeadlineFrameClock.now()
            switch pacing {
            case .deadline: compositor.finish()   // the frame scenario splits CPU from GPU time
            case .capped: compositor.flush()      // throughput: rasterising overlaps the next frame's CPU work
            }
            let gpuEnd = DeadlineFrameClock.now()
            window.present()
            let end = DeadlineFrameClock.now()
            record(FrameSample(start: start, cpuEnd: cpuEnd, gpuEnd: gpuEnd, end: end, deadline: deadline,
                               skippedBefore: skipped, layerCount: max(tree.layers.count - 1, 0)))
        }
    }

    private func record(_ sample: FrameSample) {
        lock.lock()
        if recording && recordedCount < recorded.count {
            recorded[recordedCount] = sample
            recordedCount += 1
        }
        lock.unlock()
    }

    private var shouldStop: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopRequested
    }

    private func sleep(until time: Double) {
        var ts = timespec()
        let whole = time.rounded(.down)
        ts.tv_sec = Int(whole)
        ts.tv_nsec = Int((time - whole) * 1e9)
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil) == EINTR {}
    }
}
