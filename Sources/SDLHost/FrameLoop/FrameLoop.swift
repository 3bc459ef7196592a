// The one frame loop (DECISIONS 11 "animations run in the compositor, not on the main thread"; docs/architecture.md "The flow of one change"
// "display link tick → evaluate → draw → present (render thread)"): a thread that owns the window's GL context and
// draws the latest committed RenderTree, with its animations evaluated for each frame's target time. The window's
// RenderThread, the benchmarks and the tests all run this loop; they differ only in its pacing (FramePacing) and in
// what they do with each frame (FrameSink). This file holds the thread's start and stop; +Frames is its body.
import Compositor
import QuartzCore
import Foundation

/// A render thread drawing the newest posted tree once per frame, independent of the main thread.
/// @unchecked: its state shared with the starting thread (`running`, `stopRequested`, `startupError`, the
/// renderer's name) is read and changed only while holding `lock`; `lastEvaluateSeconds` and the GL work belong to
/// the loop's own thread.
package final class FrameLoop: @unchecked Sendable {
    package let window: HostWindow
    /// The latest committed tree and window size; the main thread posts into it.
    package let mailbox: RenderTreeMailbox
    package let pacing: FramePacing
    /// The frame rate of the grid (and the cap of capped pacing).
    package let framesPerSecond: Double
    /// Unowned: the sink owns the loop (RenderThread, BenchRenderLoop), so the two do not keep each other alive.
    unowned let sink: any FrameSink

    private let lock = NSLock()
    private var running = false
    private var stopRequested = false
    private var startupError: HostError?
    private var rendererNameStorage = ""
    private let exited = DispatchSemaphore(value: 0)
    /// Seconds the frame being drawn spent evaluating its tree (FrameSequence.lastEvaluateSeconds); written and read
    /// on the loop's thread only (by the sink's `frameDrawn`), for the benchmarks' per-phase split.
    package internal(set) var lastEvaluateSeconds = 0.0

    /// `framesPerSecond` outside 1...1000 (or not finite) is reported and 60 is used.
    package init(window: HostWindow, mailbox: RenderTreeMailbox = RenderTreeMailbox(), pacing: FramePacing,
                framesPerSecond: Double = 60, sink: any FrameSink) {
        self.window = window
        self.mailbox = mailbox
        self.pacing = pacing
        self.sink = sink
        if framesPerSecond.isFinite, framesPerSecond >= 1, framesPerSecond <= 1000 {
            self.framesPerSecond = framesPerSecond
        } else {
            EngineDiagnostics.report(
                "A frame loop at \(framesPerSecond) frames per second is not usable; 60 is used. "
                    + "Pass the display's refresh rate, 1 to 1000 frames per second.", from: "SDLHost")
            self.framesPerSecond = 60
        }
    }

    /// The GL renderer the loop's compositor runs on (empty before `start()`).
    package var rendererName: String {
        lock.lock()
        defer { lock.unlock() }
        return rendererNameStorage
    }

    package var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    /// Starts the thread: it makes the window's GL context current there and creates its compositor. Call on the
    /// main thread: the window's size is read here (and with each later post) and released from this thread's
    /// context first. Returns once the first frame can be drawn; throws when the compositor cannot start.
    package func start() throws(HostError) {
        lock.lock()
        guard !running else {
            lock.unlock()
            EngineDiagnostics.report("A frame loop's start() while it runs is ignored; call stop() first.", from: "SDLHost")
            return
        }
        running = true
        stopRequested = false
        startupError = nil
        lock.unlock()

        mailbox.setSurface(FrameSurface(window: window))
        window.releaseCurrent()
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in self.threadMain(signalling: ready) }
        thread.name = "FrameLoop"
        thread.stackSize = RenderThreadStack.size   // trees may be CALayer.maximumTreeDepth deep (RenderThreadStack)
        thread.start()
        ready.wait()

        lock.lock()
        let error = startupError
        lock.unlock()
        if let error {
            exited.wait()
            lock.lock()
            running = false
            lock.unlock()
            throw error
        }
    }

    /// Asks the thread to finish its current frame, release the GL context and exit; returns when it has. The
    /// calling thread may then make the context current again.
    package func stop() {
        lock.lock()
        guard running else {
            lock.unlock()
            return
        }
        stopRequested = true
        lock.unlock()
        mailbox.interrupt()
        exited.wait()
        lock.lock()
        running = false
        lock.unlock()
    }

    var shouldStop: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopRequested
    }

    private func threadMain(signalling ready: DispatchSemaphore) {
        window.makeCurrent()
        let compositor: GLCompositor
        do {
            compositor = try GLCompositor()
        } catch {
            lock.lock()
            startupError = .compositorFailed(error.description)
            lock.unlock()
            window.releaseCurrent()
            ready.signal()
            exited.signal()
            return
        }
        lock.lock()
        rendererNameStorage = compositor.rendererName
        lock.unlock()
        ready.signal()
        runFrames(with: compositor)
        window.releaseCurrent()
        exited.signal()
    }
}
