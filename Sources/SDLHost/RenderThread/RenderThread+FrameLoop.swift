// The render thread's body (DECISIONS 11; spec §9 "Missed vsyncs: no catch-up"): make the context current, start
// the compositor, then per frame: wait for the deadline (vsync when the window has it, else an absolute
// CLOCK_MONOTONIC sleep on the DeadlineFrameClock grid), take the newest tree from the mailbox, evaluate its
// animations at the frame's target time (RenderTree.evaluate(at:into:)), draw, present, record the timing.
// Steady-state frames allocate nothing: the evaluated tree and the timing ring are reused. When the drawn tree has
// nothing animating, the thread sleeps until the next commit (an idle window costs no CPU) and restarts its frame
// grid from that moment.
import Compositor
import CoreAnimation
import Foundation
import HostInterface

extension RenderThread {
    func threadMain(signalling ready: DispatchSemaphore) {
        window.makeCurrent()
        let compositor: GLCompositor
        do {
            compositor = try GLCompositor()
        } catch {
            failStartup(.compositorFailed(error.description))
            window.releaseCurrent()
            ready.signal()
            signalExit()
            return
        }
        ready.signal()
        runFrames(with: compositor)
        window.releaseCurrent()
        signalExit()
    }

    private func runFrames(with compositor: GLCompositor) {
        // Asked on this thread: the swap interval belongs to the context current here.
        let vsync = window.hasVSync
        var clock = DeadlineFrameClock(framesPerSecond: framesPerSecond)
        var evaluated = RenderTree()
        var seenPosts = mailbox.postCount
        while !shouldStop {
            if !vsync { clock.sleepUntilTarget() }
            let start = DeadlineFrameClock.now()
            let skipped = clock.advance(now: start)
            let deadline = clock.targetTime
            seenPosts = mailbox.postCount
            let tree = mailbox.latest
            // Animations are timed in CACurrentMediaTime; map the frame's monotonic deadline onto it, so a
            // replaced media time source (CASetMediaTimeSource) still lines up.
            let mediaTarget = CACurrentMediaTime() + (deadline - start)
            evaluated.generation = tree.generation
            evaluated.commitTime = tree.commitTime
            evaluated.viewportSize = tree.viewportSize
            tree.evaluate(at: mediaTarget, into: &evaluated.layers)
            let pixels = window.pixelSize
            let points = window.pointSize
            compositor.render(evaluated, pixelWidth: pixels.width, pixelHeight: pixels.height,
                              pointSize: CGSize(width: points.width, height: points.height))
            for (path, completion) in screenshotRequests.takeAll() {
                let frame = compositor.readPixels(width: pixels.width, height: pixels.height)
                do {
                    try PNGWriter.write(rgba: frame, width: pixels.width, height: pixels.height, to: path)
                    completion(nil)
                } catch {
                    completion(error)
                }
            }
            window.present()
            let end = DeadlineFrameClock.now()
            timings.record(FrameTiming(start: start, end: end, deadline: deadline, missed: end > deadline,
                                       skippedBefore: skipped, treeGeneration: tree.generation))
            traceRecorder?.recordFrame(start: start, end: end, deadline: deadline, missed: end > deadline)
            if !tree.isAnimating(at: mediaTarget) && !shouldStop {
                mailbox.waitForPost(after: seenPosts)
                clock = DeadlineFrameClock(framesPerSecond: framesPerSecond)
            }
        }
    }

    private func signalExit() {
        exitedSemaphore.signal()
    }
}
