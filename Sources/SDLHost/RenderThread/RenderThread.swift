// The interactive window's render thread: the one frame loop (FrameLoop) at the display's pacing, idle when
// nothing animates, keeping each frame's timing for the HUD (FrameTimingRing) and the trace, and serving screenshot
// requests from the drawn frame (DECISIONS 11; spec §9).
//
// Wiring: the main thread calls `start()`; the window's render context posts each committed tree with `submit(_:)`
// (from its didCommit, on the main thread, which also reads the window's size); `stop()` before closing the window.
import Compositor
import QuartzCore
import Foundation
import HostInterface

/// Presents the latest committed render tree once per frame, independent of the main thread.
/// @unchecked: the main thread hands it trees, screenshots and recordings only through the frame loop's mailbox and
/// the locked ScreenshotQueue, FrameTimingRing and WindowRecorder; the GL context is used on the render thread alone.
package final class RenderThread: FrameSink, @unchecked Sendable {
    package var window: HostWindow { loop.window }
    /// The frame rate of the deadline clock (used when the window has no vsync).
    package var framesPerSecond: Double { loop.framesPerSecond }
    /// The latest committed tree; `submit(_:)` posts into it.
    package var mailbox: RenderTreeMailbox { loop.mailbox }
    /// Per-frame start/end/deadline/missed, for the HUD and benchmarks.
    package let timings: FrameTimingRing
    /// Screenshots waiting for the next frame.
    let screenshotRequests = ScreenshotQueue()
    /// The window recording, when one runs (RenderThread+Recording).
    let recorder = WindowRecorder()

    private let lock = NSLock()
    private var traceRecorderStorage: ChromeTraceRecorder?
    private var loopStorage: FrameLoop?
    private var loop: FrameLoop { loopStorage! }

    /// `framesPerSecond` outside 1...1000 (or not finite) is reported and 60 is used.
    package init(window: HostWindow, framesPerSecond: Double = 60, timingCapacity: Int = 1024) {
        timings = FrameTimingRing(capacity: timingCapacity)
        loopStorage = FrameLoop(window: window, pacing: .display, framesPerSecond: framesPerSecond, sink: self)
    }

    /// Hands a committed snapshot to the render thread with the window's current size; the next frame draws it.
    /// Call on the main thread (SDL answers window-size questions only there).
    package func submit(_ tree: RenderTree) {
        mailbox.post(tree, surface: FrameSurface(window: window))
    }

    /// When set, every frame is also recorded on this trace's render-thread track.
    package var traceRecorder: ChromeTraceRecorder? {
        get { lock.lock(); defer { lock.unlock() }; return traceRecorderStorage }
        set { lock.lock(); traceRecorderStorage = newValue; lock.unlock() }
    }

    package var isRunning: Bool { loop.isRunning }

    /// Starts the thread (the calling thread's GL context is released first). Returns once the first frame can be
    /// drawn; throws when the compositor cannot start on that context.
    package func start() throws(HostError) { try loop.start() }

    /// Finishes the current frame and stops; the calling thread may then make the context current again.
    package func stop() { loop.stop() }

    package func frameDrawn(by compositor: GLCompositor, surface: FrameSurface) {
        for (path, completion) in screenshotRequests.takeAll() {
            let frame = compositor.readPixels(width: surface.pixelWidth, height: surface.pixelHeight)
            do {
                try PNGWriter.write(rgba: frame, width: surface.pixelWidth, height: surface.pixelHeight, to: path)
                completion(nil)
            } catch {
                completion(error)
            }
        }
        recorder.frameDrawn(by: compositor, surface: surface)
    }

    package func framePresented(_ timing: FrameTiming) {
        timings.record(timing)
        traceRecorder?.recordFrame(start: timing.start, end: timing.end, deadline: timing.deadline,
                                   missed: timing.missed)
    }
}
