// CADisplayLink life cycle (spec §9): pause, invalidate (releases the handler and the loop's retain), one run
// loop with several modes, remove from the last mode.
@testable import QuartzCore
import RunLoopCore
import Testing

@Suite("CADisplayLink life cycle")
struct DisplayLinkLifecycleTests {
    final class Captured {}

    @Test("a paused link does not fire; resumed, it fires again from the next vsync")
    func pauseStopsCallbacks() {
        let recorder = DisplayLinkRecorder()
        let link = recorder.makeLink()
        recorder.onFrame = { link, count in
            if count == 5 { link.isPaused = true }
        }
        let resume = RunLoopTimer(fireDate: 0.2) { _ in link.isPaused = false }
        recorder.loop.add(resume, forMode: .default)
        link.add(to: recorder.loop, forMode: .default)
        #expect(!link.isPaused)
        recorder.run(until: 0.3 + 1.0 / 120)
        link.invalidate()

        let frameNumbers = recorder.frames.map { ($0.timestamp * 60).rounded() }
        // Frames 1–5, paused from 0.083 to 0.2 (= frame 12), then 13–18.
        #expect(frameNumbers == [1, 2, 3, 4, 5, 13, 14, 15, 16, 17, 18])
    }

    @Test("invalidate releases the handler and what it captured, and the loop's retain of the link")
    func invalidateReleasesHandler() {
        let recorder = DisplayLinkRecorder()
        weak var weakCaptured: Captured?
        weak var weakLink: CADisplayLink?
        var calls = 0
        do {
            let captured = Captured()
            weakCaptured = captured
            let link = CADisplayLink { _ in
                _ = captured
                calls += 1
            }
            weakLink = link
            link.add(to: recorder.loop, forMode: .default)
        }
        // Only the loop keeps the link now (spec §9: "While added to a run-loop it will implicitly be retained").
        #expect(weakLink != nil)
        recorder.run(until: 0.05 + 1.0 / 120)
        #expect(calls == 3)
        weakLink?.invalidate()
        #expect(weakCaptured == nil)
        #expect(weakLink == nil)
        // An invalidated link leaves the mode empty: the run returns at once.
        #expect(recorder.run(until: 1) == .finished)
        #expect(calls == 3)
    }

    @Test("a link added in two modes fires in either; removed from its last mode it stops and is released")
    func severalModesAndRemoval() {
        let recorder = DisplayLinkRecorder()
        let link = recorder.makeLink()
        link.add(to: recorder.loop, forMode: .default)
        link.add(to: recorder.loop, forMode: .tracking)
        recorder.run(until: 0.05 + 1.0 / 120, mode: .tracking)
        #expect(recorder.frames.count == 3)
        link.remove(from: recorder.loop, forMode: .tracking)
        recorder.run(until: 0.1 + 1.0 / 120)
        #expect(recorder.frames.count == 6)
        link.remove(from: recorder.loop, forMode: .default)
        #expect(recorder.run(until: 0.2) == .finished)
        #expect(recorder.frames.count == 6)
        link.invalidate()
    }

    @Test("a link already on one run loop is not added to a second one")
    func oneRunLoopOnly() {
        let recorder = DisplayLinkRecorder()
        let other = DisplayLinkRecorder()
        let link = recorder.makeLink()
        link.add(to: recorder.loop, forMode: .default)
        link.add(to: other.loop, forMode: .default)
        #expect(EngineDiagnostics.hasReported(containing: "one run loop only"))
        #expect(other.run(until: 0.1) == .finished)
        #expect(recorder.frames.isEmpty)
        link.invalidate()
    }
}
