// Spec §10.4: observers run by order ascending with ties FIFO, a non-repeating observer fires once,
// and an observer is not re-entered by a nested run while its callout runs.

import Testing
@testable import RunLoopCore

@Suite("Observers (spec 10.4)")
struct ObserverTests {
    @Test("observers run by order ascending, equal orders in insertion order")
    func orderThenFIFO() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        for (name, order) in [("5a", 5), ("1a", 1), ("5b", 5), ("3", 3), ("1b", 1), ("-2", -2)] {
            let observer = RunLoopObserver(activities: .beforeWaiting, order: order) { _, _ in recorder.record(name) }
            loop.add(observer, forMode: .default)
        }
        loop.add(RunLoopTimer(fireDate: 1) { _ in }, forMode: .default)

        _ = loop.run(mode: .default, until: 2, returnAfterSourceHandled: false)

        #expect(recorder.entries == ["-2", "1a", "1b", "3", "5a", "5b"])
    }

    @Test("a non-repeating observer fires once and is invalidated; a repeating one keeps firing")
    func nonRepeatingFiresOnce() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        let once = RunLoopObserver(activities: .beforeTimers, repeats: false) { _, _ in recorder.record("once") }
        let always = RunLoopObserver(activities: .beforeTimers, repeats: true) { _, _ in recorder.record("always") }
        loop.add(once, forMode: .default)
        loop.add(always, forMode: .default)
        loop.add(RunLoopTimer(fireDate: 0.1, interval: 0.1) { _ in }, forMode: .default)

        _ = loop.run(mode: .default, until: 0.55, returnAfterSourceHandled: false)

        #expect(recorder.entries.filter { $0 == "once" }.count == 1)
        #expect(recorder.entries.filter { $0 == "always" }.count == 6)
        #expect(!once.isValid)
        #expect(!loop.contains(once, inMode: .default))
        #expect(always.isValid)
    }

    @Test("an observer is not called again by a nested run started from its own callout")
    func noReentry() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        let reentrant = RunLoopObserver(activities: .beforeTimers, order: 1) { _, _ in
            recorder.record("outer")
            _ = loop.run(mode: .default, for: 0, returnAfterSourceHandled: false)
        }
        let plain = RunLoopObserver(activities: .beforeTimers, order: 2) { _, _ in recorder.record("plain") }
        loop.add(reentrant, forMode: .default)
        loop.add(plain, forMode: .default)
        loop.add(RunLoopTimer(fireDate: 5) { _ in }, forMode: .default)

        _ = loop.run(mode: .default, for: 0, returnAfterSourceHandled: false)

        // The nested poll's beforeTimers skips the firing observer but calls the other one.
        #expect(recorder.entries == ["outer", "plain", "plain"])
    }
}
