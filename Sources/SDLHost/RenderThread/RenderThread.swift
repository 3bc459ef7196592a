// The render thread (DECISIONS 11 "animations run in the compositor, not on the main thread"; spec §9 "Linux:
// a monotonic timer at the display's refresh period"; DESIGN.md flow "display link tick → evaluate → draw →
// present (render thread)"). It owns the window's GL context and draws the latest committed RenderTree, with its
// animations evaluated for each frame's target time, at every frame deadline — so a busy main thread does not stop
// animations. This file holds the state and start/stop; +FrameLoop is the thread's body.
//
// Wiring: the main thread calls `window.releaseCurrent()`, then `start()`; the window's render context posts each
// committed tree with `submit(_:)` (from its didCommit); `stop()` before closing the window.
import Compositor
import CoreAnimation
import Foundation

/// A thread that presents the latest committed render tree once per frame, independent of the main thread.
public final class RenderThread: @unchecked Sendable {
    public let window: HostWindow
    /// The frame rate of the deadline clock (used when the window has no vsync).
    public let framesPerSecond: Double
    /// The latest committed tree; `submit(_:)` posts into it.
    public let mailbox = RenderTreeMailbox()
    /// Per-frame start/end/deadline/missed, for the HUD and benchmarks.
    public let timings: FrameTimingRing
    /// Screenshots waiting for the next frame.
    let screenshotRequests = ScreenshotQueue()

    private let lock = NSLock()
    private var state = State.stopped
    private var stopRequested = false
    private var startupError: HostError?
    private var traceRecorderStorage: ChromeTraceRecorder?
    let exitedSemaphore = DispatchSemaphore(value: 0)

    enum State { case stopped, running }

    /// `framesPerSecond` outside 1...1000 (or not finite) is reported and 60 is used.
    public init(window: HostWindow, framesPerSecond: Double = 60, timingCapacity: Int = 1024) {
        self.window = window
        if framesPerSecond.isFinite, framesPerSecond >= 1, framesPerSecond <= 1000 {
            self.framesPerSecond = framesPerSecond
        } else {
            EngineDiagnostics.report(
                "RenderThread(framesPerSecond: \(framesPerSecond)) is not a usable rate; 60 is used. "
                    + "Pass the display's refresh rate, 1 to 1000 frames per second.", from: "SDLHost")
            self.framesPerSecond = 60
        }
        timings = FrameTimingRing(capacity: timingCapacity)
    }

    /// Hands a committed snapshot to the render thread; the next frame draws it. Safe from any thread.
    public func submit(_ tree: RenderTree) {
        mailbox.post(tree)
    }

    /// When set, every frame is also recorded on this trace's render-thread track.
    public var traceRecorder: ChromeTraceRecorder? {
        get { lock.lock(); defer { lock.unlock() }; return traceRecorderStorage }
        set { lock.lock(); traceRecorderStorage = newValue; lock.unlock() }
    }

    public var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return state == .running
    }

    /// Starts the thread: it makes the window's GL context current there and creates its compositor. Call
    /// `window.releaseCurrent()` on the calling thread first (a context is current on one thread at a time).
    /// Returns once the first frame can be drawn; throws when the compositor cannot start on that context.
    public func start() throws(HostError) {
        lock.lock()
        guard state == .stopped else {
            lock.unlock()
            EngineDiagnostics.report("RenderThread.start() while already running is ignored; call stop() first.", from: "SDLHost")
            return
        }
        state = .running
        stopRequested = false
        startupError = nil
        lock.unlock()

        let ready = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in self.threadMain(signalling: ready) }
        thread.name = "RenderThread"
        thread.start()
        ready.wait()

        lock.lock()
        let error = startupError
        lock.unlock()
        if let error {
            exitedSemaphore.wait()
            lock.lock()
            state = .stopped
            lock.unlock()
            throw error
        }
    }

    /// Asks the thread to finish its current frame, release the GL context and exit; returns when it has. The
    /// calling thread may then make the context current again.
    public func stop() {
        lock.lock()
        guard state == .running else {
            lock.unlock()
            return
        }
        stopRequested = true
        lock.unlock()
        mailbox.interrupt()
        exitedSemaphore.wait()
        lock.lock()
        state = .stopped
        lock.unlock()
    }

    var shouldStop: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopRequested
    }

    func failStartup(_ error: HostError) {
        lock.lock()
        startupError = error
        lock.unlock()
    }
}
