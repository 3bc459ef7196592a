// Spec §10.2 and §10.3 step 0: stop rules, the empty-mode rule (observers do not count), the
// main-loop exception, and that `.common` cannot be run.

import Testing
@testable import RunLoopCore

@Suite("Stop and empty modes (spec 10.2, 10.3)")
struct StopAndEmptyModeTests {
    @Test("stop() while the loop is not running is forgotten: the next run times out normally")
    func stopWhileIdleIsForgotten() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        loop.add(RunLoopTimer(fireDate: 100) { _ in }, forMode: .default)
        loop.stop()

        #expect(loop.run(mode: .default, until: 1, returnAfterSourceHandled: false) == .timedOut)
    }

    @Test("stop() from a callout while running returns stopped, with exit still notified")
    func stopWhileRunning() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        loop.add(recorder.activityObserver(), forMode: .default)
        loop.add(RunLoopTimer(fireDate: 0.1, interval: 0.1) { _ in loop.stop() }, forMode: .default)

        let result = loop.run(mode: .default, until: 10, returnAfterSourceHandled: false)

        #expect(result == .stopped)
        #expect(abs(clock.now() - 0.1) < 1e-12)
        #expect(recorder.entries.last == "exit")
        #expect(!loop.isRunning && loop.currentMode == nil)
        // The flag was consumed and the stop left no wake-up behind: the next run sleeps normally.
        #expect(loop.run(mode: .default, until: 0.15, returnAfterSourceHandled: false) == .timedOut)
    }

    @Test("stop() from an entry observer returns stopped before any pass: entry and exit only")
    func stopFromEntry() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        loop.add(recorder.activityObserver(order: 1), forMode: .default)
        loop.add(RunLoopObserver(activities: .entry, order: 0) { _, _ in loop.stop() }, forMode: .default)
        loop.add(RunLoopTimer(fireDate: 100) { _ in }, forMode: .default)

        #expect(loop.run(mode: .default, until: 1, returnAfterSourceHandled: false) == .stopped)
        #expect(recorder.entries == ["entry", "exit"])
    }

    @Test("a mode with only an observer is empty: finished at once, without entry or exit")
    func emptyModeFinishes() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        loop.add(recorder.activityObserver(), forMode: .default)

        #expect(loop.run(mode: .default, until: 5, returnAfterSourceHandled: false) == .finished)
        #expect(loop.run(mode: RunLoopMode("never-used"), until: 5, returnAfterSourceHandled: false) == .finished)
        #expect(recorder.entries.isEmpty)
        #expect(clock.now() == 0)
    }

    @Test("with commonModesNeverEmpty (the main loop) an empty common mode sleeps to the deadline")
    func mainLoopException() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        loop.commonModesNeverEmpty = true
        let recorder = RunLoopRecorder()
        loop.add(recorder.activityObserver(), forMode: .default)

        #expect(loop.run(mode: .default, until: 0.5, returnAfterSourceHandled: false) == .timedOut)
        #expect(recorder.entries == ["entry", "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "exit"])
        #expect(abs(clock.now() - 0.5) < 1e-12)
        // A private (non-common) mode still counts as empty.
        #expect(loop.run(mode: RunLoopMode("private"), until: 1, returnAfterSourceHandled: false) == .finished)
    }

    @Test("running .common itself returns finished without entering")
    func runningCommonFinishes() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        loop.add(recorder.activityObserver(), forMode: .common)
        loop.add(RunLoopTimer(fireDate: 100) { _ in }, forMode: .common)

        #expect(loop.run(mode: .common, until: 1, returnAfterSourceHandled: false) == .finished)
        #expect(recorder.entries.isEmpty)
    }

    @Test("the last timer firing leaves the mode empty: the run returns finished, not timedOut")
    func modeBecomesEmpty() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        loop.add(RunLoopTimer(fireDate: 0.2) { _ in }, forMode: .default)
        #expect(loop.run(mode: .default, until: 1, returnAfterSourceHandled: false) == .finished)
        #expect(abs(clock.now() - 0.2) < 1e-12)
    }
}
