// Spec §10.2–10.3: the activity order of one run-loop pass, poll passes, and Entry/Exit once per run.

import Testing
@testable import RunLoopCore

@Suite("Activity order of a pass (spec 10.3)")
struct ActivityOrderTests {
    @Test("a sleeping pass notifies entry, beforeTimers, beforeSources, beforeWaiting, afterWaiting, then the timer, then exit")
    func sleepingPassOrder() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        loop.add(recorder.activityObserver(), forMode: .default)
        loop.add(RunLoopTimer(fireDate: 1.0) { _ in recorder.record("timer") }, forMode: .default)

        let result = loop.run(mode: .default, until: 1.5, returnAfterSourceHandled: false)

        // The one-shot timer left the mode empty after it fired, so the run finished.
        #expect(result == .finished)
        #expect(recorder.entries == [
            "entry", "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "timer", "exit",
        ])
        #expect(abs(clock.now() - 1.0) < 1e-12)
    }

    @Test("a pass that handled a source0 polls: no beforeWaiting/afterWaiting pair, then a normal pass sleeps")
    func pollPassSkipsWaitingActivities() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        loop.add(recorder.activityObserver(), forMode: .default)
        let source = RunLoopSource { _ in recorder.record("source") }
        loop.add(source, forMode: .default)
        source.signal()

        let result = loop.run(mode: .default, until: 1.0, returnAfterSourceHandled: false)

        #expect(result == .timedOut)
        #expect(recorder.entries == [
            "entry",
            "beforeTimers", "beforeSources", "source",
            "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting",
            "exit",
        ])
    }

    @Test("a zero-second run polls once: entry, beforeTimers, beforeSources, exit, and times out")
    func zeroSecondRunPolls() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        loop.add(recorder.activityObserver(), forMode: .default)
        loop.add(RunLoopTimer(fireDate: 10) { _ in recorder.record("timer") }, forMode: .default)

        let result = loop.run(mode: .default, for: 0, returnAfterSourceHandled: false)

        #expect(result == .timedOut)
        #expect(recorder.entries == ["entry", "beforeTimers", "beforeSources", "exit"])
        #expect(clock.now() == 0)
    }

    @Test("entry and exit fire once per run call while passes repeat")
    func entryAndExitOncePerRun() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        loop.add(recorder.activityObserver(), forMode: .default)
        loop.add(RunLoopTimer(fireDate: 0.1, interval: 0.1) { _ in }, forMode: .default)

        let result = loop.run(mode: .default, until: 0.55, returnAfterSourceHandled: false)

        #expect(result == .timedOut)
        let entries = recorder.entries
        #expect(entries.filter { $0 == "entry" }.count == 1)
        #expect(entries.filter { $0 == "exit" }.count == 1)
        // Fires at 0.1 ... 0.5, then a sixth sleep ends at the deadline.
        #expect(entries.filter { $0 == "beforeWaiting" }.count == 6)
        #expect(entries.first == "entry" && entries.last == "exit")
    }
}
