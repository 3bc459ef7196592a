// The interactive playground's machinery (docs/architecture.md "The flow of one change"): the main run loop sleeps until input
// (an SDL source) or a display-link tick; Core Animation's observer commits at before-waiting and the window
// context posts each snapshot to the render thread, which draws frames on its own deadline grid. The display link
// does the main thread's per-frame bookkeeping (finished animations, delegate callbacks) only while something
// animates, and pauses itself otherwise, so an idle window costs no CPU.
import QuartzCore
import Foundation
import HostInterface
import RunLoopCore

/// Runs a hosted layer tree in a window until it is closed. Main-thread only (docs/architecture.md "Threads"): it runs
/// the main run loop, and its callbacks (input, display link, observers) run there.
@MainActor
package final class InteractiveHost {
    package let window: HostWindow
    package let renderThread: RenderThread
    /// Records the run loop, commits and frames when set before `run` (written by the caller afterwards).
    package var traceRecorder: ChromeTraceRecorder?
    /// Called on the main thread once per display-link frame while animating (e.g. to update a HUD), before
    /// the commit of that run-loop turn.
    package var onFrame: ((CADisplayLink) -> Void)?
    /// Keeps the display link running even when nothing animates (a HUD, or a scene that changes layers every
    /// frame). Set on the main thread.
    package var keepsFramesRunning = false {
        didSet { if keepsFramesRunning { wakeFrames?() } }
    }
    /// How long the last commit itself took on the main thread (layout, display, snapshot: the context's
    /// willCommit → didCommit), wherever it ran.
    package private(set) var lastCommitDuration: CFTimeInterval = 0
    /// Where the last commit ran (`CommitSite`).
    package private(set) var lastCommitSite: CommitSite = .explicitCommit
    /// Where a commit starting now would be running: set by the observers around Core Animation's and by the
    /// display-link callback.
    private var currentSite: CommitSite = .explicitCommit
    private var stopRequested: (() -> Void)?
    private var wakeFrames: (() -> Void)?

    package init(window: HostWindow, framesPerSecond: Double = 60) {
        self.window = window
        renderThread = RenderThread(window: window, framesPerSecond: framesPerSecond)
    }

    /// Ends `run` after the current run-loop pass, as closing the window does (main thread).
    package func stop() {
        stopRequested?()
    }

    /// Runs until the window is closed or Escape is pressed (or `stop()`). `root` must be hosted by `context`; `handle` gets
    /// the input. Returns after the render thread has stopped and the context is current here again.
    package func run(root: CALayer, context: WindowRenderContext, handle: @escaping (HostEvent) -> Void) throws(HostError) {
        let loop = EventRunLoop.current
        // Callbacks and completion blocks go to the main run loop (spec §7.1): the loop this host runs must be it.
        if !loop.isMain { EventRunLoop.markCurrentAsMain() }
        window.releaseCurrent()
        try renderThread.start()
        defer {
            renderThread.stop()
            window.makeCurrent()
        }
        let recorder = traceRecorder
        if let recorder {
            loop.tracer = recorder
            renderThread.traceRecorder = recorder
            recorder.nameCurrentThread("main")
        }

        var quit = false
        var input: SDLInputSource?
        let link = CADisplayLink { [unowned self, onFrame] link in
            let enclosingSite = self.currentSite
            self.currentSite = .displayLinkTimer
            defer { self.currentSite = enclosingSite }
            input?.deliverPendingEvents()
            // Start and stop callbacks scheduled here reach the delegates through Core Animation's own delivery
            // on the main run loop (MainRunLoopDelivery), in this pass's blocks step.
            root.advanceAnimations(to: link.targetTimestamp)
            onFrame?(link)
            if !self.keepsFramesRunning, root.nextAnimationFrameTime(after: link.targetTimestamp) == .infinity {
                link.isPaused = true
                // The render thread's last frame still talks to the X server; watch input again after it.
                input?.watchDescriptor(after: 0.1)
            }
        }
        link.isPaused = true
        link.add(to: loop, forMode: .common)
        input = SDLInputSource(window: window.window, loop: loop, mode: .common) { event in
            if event == .quit {
                quit = true
                loop.stop()
            } else {
                handle(event)
            }
        }

        // Marks the before-waiting point: an observer just before Core Animation's (order 2,000,000), where UIKit
        // keeps its _beforeCACommitHandler (1,999,000), and one just after it.
        let beforeCommit = RunLoopObserver(activities: [.beforeWaiting, .exit], repeats: true, order: 1_999_000) {
            [unowned self] _, _ in self.currentSite = .beforeWaitingObserver
        }
        let afterCommit = RunLoopObserver(activities: [.beforeWaiting, .exit], repeats: true, order: 2_000_001) {
            [unowned self] _, _ in self.currentSite = .explicitCommit
        }
        loop.add(beforeCommit, forMode: .common)
        loop.add(afterCommit, forMode: .common)
        defer {
            beforeCommit.invalidate()
            afterCommit.invalidate()
        }

        context.onCommit = { [unowned self, renderThread] tree in
            self.lastCommitDuration = context.lastCommitDuration
            self.lastCommitSite = self.currentSite
            renderThread.submit(tree)
            recorder?.recordCommit(start: context.lastCommitStart,
                                   end: context.lastCommitStart + context.lastCommitDuration, generation: tree.generation)
            self.wakeFrames?()
        }
        stopRequested = {
            quit = true
            loop.stop()
        }
        wakeFrames = {
            if link.isPaused {
                link.isPaused = false
                input?.watchDescriptor(false)
            }
        }
        if keepsFramesRunning { wakeFrames?() }

        // SIGINT/SIGTERM end the run as Escape does; the caller then finishes its outputs (TerminationSignals).
        TerminationSignals.setStopHandler { _ in
            loop.perform(inModes: [.common]) { EventRunLoop.current.stop() }
            loop.wakeUp()
        }
        defer { TerminationSignals.setStopHandler(nil) }
        CATransaction.flush()
        while !quit && TerminationSignals.receivedSignal == 0 {
            _ = loop.run(mode: .default, for: 1e10, returnAfterSourceHandled: false)
        }
        stopRequested = nil
        input?.invalidate()
        link.invalidate()
        context.onCommit = nil
        wakeFrames = nil
    }
}
