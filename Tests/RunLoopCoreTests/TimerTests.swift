// Spec §10.5: timers fire in fire-date order after AfterWaiting; repeating timers stay on their grid
// after a stall (missed fires skipped, never replayed); one-shot timers are invalidated.

import Testing
@testable import RunLoopCore

@Suite("Timers (spec 10.5)")
struct TimerTests {
    @Test("a 0.1 s timer stalled for 1 s in its first callout fires 10 times in 2 s and stays on the 0.1 s grid")
    func gridAfterStall() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        var fireTimes: [Double] = []
        let timer = RunLoopTimer(fireDate: 0.1, interval: 0.1) { _ in
            fireTimes.append(clock.now())
            if fireTimes.count == 1 { clock.advance(by: 1.0) }  // the callout blocks for 1 s
            recorder.record("fire")
        }
        loop.add(timer, forMode: .default)

        let result = loop.run(mode: .default, until: 2.05, returnAfterSourceHandled: false)

        #expect(result == .timedOut)
        // 0.1, then 1.2, 1.3, ..., 2.0: the fires due at 0.2 ... 1.1 are skipped, not replayed.
        #expect(fireTimes.count == 10)
        let expected = [0.1] + (12...20).map { Double($0) / 10 }
        for (actual, wanted) in zip(fireTimes, expected) {
            #expect(abs(actual - wanted) < 1e-9, "fired at \(actual), expected \(wanted)")
        }
        #expect(abs(timer.fireDate - 2.1) < 1e-9)
        #expect(timer.isValid)
    }

    @Test("next fire date is the first grid date strictly after now")
    func gridArithmetic() {
        #expect(abs(RunLoopTimer.nextGridDate(origin: 0.1, interval: 0.1, after: 1.1) - 1.2) < 1e-12)
        #expect(abs(RunLoopTimer.nextGridDate(origin: 0, interval: 0.25, after: 1.0) - 1.25) < 1e-12)
        #expect(abs(RunLoopTimer.nextGridDate(origin: 0, interval: 0.25, after: 0.99) - 1.0) < 1e-12)
        #expect(RunLoopTimer.nextGridDate(origin: 5, interval: 1, after: 2) == 6)
    }

    @Test("due timers fire earliest first in one pass, and a one-shot timer is invalidated after firing")
    func fireOrderAndOneShot() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        let late = RunLoopTimer(fireDate: 1.0) { _ in recorder.record("late") }
        let early = RunLoopTimer(fireDate: 0.5) { _ in recorder.record("early") }
        let keeper = RunLoopTimer(fireDate: 100) { _ in }
        loop.add(late, forMode: .default)
        loop.add(early, forMode: .default)
        loop.add(keeper, forMode: .default)
        // Both are overdue when the run starts, so the first wake-up finds two due timers.
        clock.advance(by: 1.0)

        let result = loop.run(mode: .default, until: 1.5, returnAfterSourceHandled: false)

        #expect(result == .timedOut)
        #expect(recorder.entries == ["early", "late"])
        #expect(!early.isValid && !late.isValid && keeper.isValid)
    }

    @Test("setting fireDate inside the callout reschedules the timer instead of following the grid")
    func callbackReschedule() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        var fires: [Double] = []
        let timer = RunLoopTimer(fireDate: 0.1, interval: 0.1) { timer in
            fires.append(clock.now())
            timer.fireDate = clock.now() + 0.35
        }
        loop.add(timer, forMode: .default)

        _ = loop.run(mode: .default, until: 1.0, returnAfterSourceHandled: false)

        #expect(fires.count == 3)
        #expect(abs(fires[1] - 0.45) < 1e-9 && abs(fires[2] - 0.8) < 1e-9)
    }
}
