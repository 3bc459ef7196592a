// The frame loop's body (DECISIONS 11; spec §9 "Missed vsyncs: no catch-up"). Per frame: wait as the pacing says
// (vsync, an absolute CLOCK_MONOTONIC sleep on the DeadlineFrameClock grid, or a capped sleep), take the newest tree
// and window size from the mailbox, evaluate the tree's animations at the frame's target time and draw it (Compositor's
// FrameSequence, the sequence every host draws with: only the animated layers are evaluated while the tree is the
// same), let the sink read the frame, wait for or flush the GPU, present, and hand the timing to the sink.
// Steady-state frames allocate nothing: the evaluated tree is reused. With `idlesWhenStill`, a tree with nothing
// animating puts the thread to sleep until the next commit.
import Compositor
import QuartzCore
import Foundation
import HostInterface

extension FrameLoop {
    func runFrames(with compositor: GLCompositor) {
        // Asked on this thread: the swap interval belongs to the context current here.
        let waitsForGrid = pacing.wait == .grid || (pacing.wait == .displayOrGrid && !window.hasVSync)
        let period = 1 / framesPerSecond
        var clock = DeadlineFrameClock(framesPerSecond: framesPerSecond)
        var lastStart = DeadlineFrameClock.now() - period
        let frames = FrameSequence(compositor: compositor)
        var warmedUp = false
        while !shouldStop {
            let start: Double, deadline: Double
            var skipped = 0
            if pacing.wait == .capped {
                DeadlineFrameClock.sleep(until: lastStart + period)
                start = DeadlineFrameClock.now()
                deadline = start + period
            } else {
                if waitsForGrid { clock.sleepUntilTarget() }
                start = DeadlineFrameClock.now()
                skipped = clock.advance(now: start)
                deadline = clock.targetTime
            }
            lastStart = start
            let (tree, surface, seenPosts) = mailbox.take()
            if !warmedUp {
                // The driver's first-use work (a small push drawn and forgotten) before the first frame, not in the
                // frame a first transition draws late (GLCompositor+WarmUp); before the media time is read, so the
                // first frame shows its own time.
                compositor.warmUp(pixelWidth: surface.pixelWidth, pixelHeight: surface.pixelHeight)
                warmedUp = true
            }
            // Animations are timed in CACurrentMediaTime; map the frame's monotonic deadline onto it, so a
            // replaced media time source (CASetMediaTimeSource) still lines up.
            let mediaTarget = CACurrentMediaTime() + (deadline - start)
            frames.evaluate(tree, at: mediaTarget)
            lastEvaluateSeconds = frames.lastEvaluateSeconds
            frames.render(pixelWidth: surface.pixelWidth, pixelHeight: surface.pixelHeight, pointSize: surface.pointSize)
            let cpuEnd = DeadlineFrameClock.now()
            sink.frameDrawn(by: compositor, surface: surface)
            switch pacing.gpu {
            case .none: break
            case .finish: compositor.finish()
            case .flush: compositor.flush()
            }
            let gpuEnd = DeadlineFrameClock.now()
            window.present()
            let end = DeadlineFrameClock.now()
            sink.framePresented(FrameTiming(start: start, end: end, deadline: deadline, missed: end > deadline,
                                            skippedBefore: skipped, treeGeneration: tree.generation, cpuEnd: cpuEnd,
                                            gpuEnd: gpuEnd, layerCount: max(tree.layers.count - 1, 0)))
            if pacing.idlesWhenStill && !tree.isAnimating(at: mediaTarget) && !shouldStop {
                mailbox.waitForPost(after: seenPosts)
                clock = DeadlineFrameClock(framesPerSecond: framesPerSecond)
            }
        }
    }
}
