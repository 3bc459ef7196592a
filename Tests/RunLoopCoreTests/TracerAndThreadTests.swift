// The tracing hook (a timeline of spec §10.3's steps) and per-thread loops (CFRunLoopGetCurrent/Main).

import Foundation
import MediaTimeTestSupport
import Testing
@testable import RunLoopCore

private final class EventLog: RunLoopTracer, @unchecked Sendable {
    private let lock = NSLock()
    private var events: [(Double, RunLoopTraceEvent)] = []

    func runLoop(_ runLoop: EventRunLoop, traced event: RunLoopTraceEvent, at timestamp: Double) {
        lock.lock()
        events.append((timestamp, event))
        lock.unlock()
    }

    var recorded: [(Double, RunLoopTraceEvent)] {
        lock.lock()
        defer { lock.unlock() }
        return events
    }
}

@Suite("Tracer and threads")
struct TracerAndThreadTests {
    @Test("the tracer sees activities, observer callouts, the sleep and the timer fire, in order, with clock timestamps")
    func tracerTimeline() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let log = EventLog()
        loop.tracer = log
        loop.add(RunLoopObserver(activities: .beforeWaiting, order: 2_000_000) { _, _ in }, forMode: .common)
        loop.add(RunLoopTimer(fireDate: 0.25, order: 3) { _ in }, forMode: .default)

        _ = loop.run(mode: .default, until: 1, returnAfterSourceHandled: false)

        let events = log.recorded.map(\.1)
        #expect(events == [
            .runEntered(mode: .default),
            .activity(.entry), .activity(.beforeTimers), .activity(.beforeSources), .activity(.beforeWaiting),
            .observerCalloutBegan(order: 2_000_000, activity: .beforeWaiting),
            .observerCalloutEnded(order: 2_000_000, activity: .beforeWaiting),
            .sleepBegan(deadline: 0.25), .sleepEnded,
            .activity(.afterWaiting),
            .timerCalloutBegan(order: 3, scheduledFireDate: 0.25), .timerCalloutEnded(order: 3),
            .activity(.exit),
            .runExited(result: .finished),
        ])
        let times = log.recorded.map(\.0)
        #expect(times.first == 0 && times.last == 0.25)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test("current is one loop per thread, the same object on every call from that thread")
    func currentIsPerThread() {
        let here = EventRunLoop.current
        #expect(EventRunLoop.current === here)
        let other = LoopBox()
        let done = DispatchSemaphore(value: 0)
        Thread {
            other.set(EventRunLoop.current)
            done.signal()
        }.start()
        done.wait()
        #expect(other.get() != nil && other.get() !== here)
    }

    @Test("markCurrentAsMain makes the calling thread's loop the main loop, with common modes never empty")
    func markCurrentAsMain() {
        // Core Animation delivers callbacks to the main loop: other tests that run it hold the same lock.
        MediaTimeTestLock.run {
            let chosen = LoopBox()
            let done = DispatchSemaphore(value: 0)
            Thread {
                EventRunLoop.markCurrentAsMain()
                chosen.set(EventRunLoop.current)
                done.signal()
            }.start()
            done.wait()
            #expect(EventRunLoop.main === chosen.get())
            #expect(EventRunLoop.main.isMain && EventRunLoop.main.commonModesNeverEmpty)
            #expect(!EventRunLoop.current.isMain || EventRunLoop.current === chosen.get())
        }
    }
}

private final class LoopBox: @unchecked Sendable {
    private let lock = NSLock()
    private var loop: EventRunLoop?
    func set(_ value: EventRunLoop) { lock.lock(); loop = value; lock.unlock() }
    func get() -> EventRunLoop? { lock.lock(); defer { lock.unlock() }; return loop }
}
