// Spec §10.3: a source0 signalled without a wake-up waits for the next pass (the run times out without
// it); with a wake-up it runs after the next BeforeSources; returnAfterSourceHandled; blocks.

import Testing
@testable import RunLoopCore

@Suite("Version-0 sources and blocks (spec 10.3)")
struct SourceTests {
    @Test("a source0 signalled while the loop sleeps, without wakeUp, does not run before the deadline: timedOut")
    func signalWithoutWakeUp() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        let source = RunLoopSource { _ in recorder.record("source") }
        loop.add(source, forMode: .default)
        clock.onSleep = { _ in source.signal() }  // "another thread" signals during the sleep

        let result = loop.run(mode: .default, until: 1.0, returnAfterSourceHandled: false)

        #expect(result == .timedOut)
        #expect(recorder.entries.isEmpty)
        #expect(source.isSignalled)
    }

    @Test("a source0 signalled with wakeUp runs after the next beforeSources; that pass polls, the next sleeps")
    func signalWithWakeUp() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        loop.add(recorder.activityObserver(), forMode: .default)
        let source = RunLoopSource { _ in recorder.record("source") }
        loop.add(source, forMode: .default)
        let signalled = RunLoopRecorder()
        clock.onSleep = { _ in
            guard signalled.entries.isEmpty else { return }
            signalled.record("done")
            source.signal()
            loop.wakeUp()
        }

        let result = loop.run(mode: .default, until: 1.0, returnAfterSourceHandled: false)

        #expect(result == .timedOut)
        #expect(recorder.entries == [
            "entry",
            "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting",
            "beforeTimers", "beforeSources", "source",
            "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting",
            "exit",
        ])
        #expect(abs(clock.now() - 1.0) < 1e-12)
    }

    @Test("returnAfterSourceHandled returns handledSource after the first signalled source by order")
    func returnAfterSourceHandled() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        let second = RunLoopSource(order: 10) { _ in recorder.record("second") }
        let first = RunLoopSource(order: 1) { _ in recorder.record("first") }
        loop.add(second, forMode: .default)
        loop.add(first, forMode: .default)
        second.signal()
        first.signal()

        let result = loop.run(mode: .default, until: 5, returnAfterSourceHandled: true)

        #expect(result == .handledSource)
        #expect(recorder.entries == ["first"])
        #expect(second.isSignalled)
        #expect(clock.now() == 0)

        // Without the flag, both run in one pass, by order.
        let again = loop.run(mode: .default, until: 1, returnAfterSourceHandled: false)
        #expect(again == .timedOut)
        #expect(recorder.entries == ["first", "second"])
    }

    @Test("a performed block runs in a matching mode only, and needs a wake-up to end a sleep")
    func blocks() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        let privateMode = RunLoopMode("private")
        loop.add(RunLoopTimer(fireDate: 100) { _ in }, forMode: privateMode)
        loop.add(RunLoopTimer(fireDate: 100) { _ in }, forMode: .default)
        loop.perform(inModes: [.common]) { recorder.record("block") }

        _ = loop.run(mode: privateMode, until: 1, returnAfterSourceHandled: false)
        #expect(recorder.entries.isEmpty)

        _ = loop.run(mode: .default, until: 2, returnAfterSourceHandled: false)
        #expect(recorder.entries == ["block"])

        // Queued during a sleep without a wake-up: the sleep lasts to the deadline, then the block runs
        // in that same pass's step 11.
        clock.onSleep = { _ in
            if recorder.entries.count == 1 { loop.perform(inModes: [.default]) { recorder.record("late") } }
        }
        _ = loop.run(mode: .default, until: 3, returnAfterSourceHandled: false)
        #expect(recorder.entries == ["block", "late"])
        #expect(abs(clock.now() - 3) < 1e-12)
    }
}
