// Real wake-ups on the monotonic clock (spec §10.3 steps 8–10, §10.6): ports, descriptors and timer
// re-arms from other threads end a real sleep; an idle loop sleeps in poll() without using CPU.
// These tests are about the real clock, so they sleep, with short bounded timeouts.

import Foundation
import Testing
@testable import RunLoopCore
#if canImport(Glibc)
import Glibc
#endif

@Suite("Real clock wake-ups (spec 10.3, 10.6)")
struct RealClockTests {
    private func threadCPUSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }

    private func afterDelay(_ seconds: Double, _ action: @escaping @Sendable () -> Void) {
        Thread {
            usleep(UInt32(seconds * 1_000_000))
            action()
        }.start()
    }

    @Test("a port source posted from another thread wakes the sleeping loop; its handler runs right after afterWaiting")
    func portSourceWakesSleepingLoop() {
        let loop = EventRunLoop()
        let recorder = RunLoopRecorder()
        loop.add(recorder.activityObserver(), forMode: .default)
        let port = RunLoopPortSource { _ in recorder.record("port") }
        loop.add(port, forMode: .default)
        afterDelay(0.05) { port.post() }

        let start = loop.clock.now()
        let result = loop.run(mode: .default, for: 5, returnAfterSourceHandled: true)
        let elapsed = loop.clock.now() - start

        #expect(result == .handledSource)
        #expect(elapsed < 2, "the post should end the sleep long before the 5 s deadline; took \(elapsed) s")
        #expect(recorder.entries == [
            "entry", "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "port", "exit",
        ])
    }

    @Test("a file-descriptor source wakes the loop when its pipe becomes readable")
    func fileDescriptorSourceWakesLoop() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let readEnd = ends[0]
        let writeEnd = ends[1]
        let loop = EventRunLoop()
        let recorder = RunLoopRecorder()
        let source = RunLoopFileDescriptorSource(fd: readEnd) { source in
            var byte: UInt8 = 0
            _ = read(source.fileDescriptor, &byte, 1)
            recorder.record("read \(byte)")
        }
        loop.add(source, forMode: .default)
        afterDelay(0.03) {
            var byte: UInt8 = 7
            _ = write(writeEnd, &byte, 1)
        }

        let result = loop.run(mode: .default, for: 5, returnAfterSourceHandled: true)

        #expect(result == .handledSource)
        #expect(recorder.entries == ["read 7"])
        source.invalidate()
    }

    @Test("moving a timer earlier from another thread re-arms the sleep without an extra wake-up pass")
    func timerRearmFromAnotherThread() {
        let loop = EventRunLoop()
        let recorder = RunLoopRecorder()
        loop.add(recorder.activityObserver(), forMode: .default)
        let timer = RunLoopTimer(fireDate: loop.clock.now() + 30) { _ in recorder.record("timer") }
        loop.add(timer, forMode: .default)
        let clock = loop.clock
        afterDelay(0.03) { timer.fireDate = clock.now() + 0.02 }

        let start = clock.now()
        let result = loop.run(mode: .default, for: 5, returnAfterSourceHandled: false)

        #expect(result == .finished)  // the one-shot timer fired and left the mode empty
        #expect(clock.now() - start < 2)
        #expect(recorder.entries == [
            "entry", "beforeTimers", "beforeSources", "beforeWaiting", "afterWaiting", "timer", "exit",
        ])
    }

    @Test("stop() from another thread ends a sleeping run with stopped")
    func stopFromAnotherThread() {
        let loop = EventRunLoop()
        loop.add(RunLoopTimer(fireDate: loop.clock.now() + 30) { _ in }, forMode: .default)
        afterDelay(0.03) { loop.stop() }
        let start = loop.clock.now()
        #expect(loop.run(mode: .default, for: 5, returnAfterSourceHandled: false) == .stopped)
        #expect(loop.clock.now() - start < 2)
    }

    @Test("an idle loop sleeps: 200 ms of run() costs well under 10% of that in CPU time")
    func idleLoopUsesNoCPU() {
        let loop = EventRunLoop()
        loop.add(RunLoopTimer(fireDate: loop.clock.now() + 60) { _ in }, forMode: .default)
        let wallStart = loop.clock.now()
        let cpuStart = threadCPUSeconds()

        let result = loop.run(mode: .default, for: 0.2, returnAfterSourceHandled: false)

        let cpu = threadCPUSeconds() - cpuStart
        let wall = loop.clock.now() - wallStart
        #expect(result == .timedOut)
        #expect(wall >= 0.2 && wall < 1.0, "wall \(wall) s")
        #expect(cpu < 0.02, "the loop used \(cpu) s of CPU in \(wall) s")
    }

    @Test("an empty background mode returns finished at once, every time (spec 10.6 busy loop); a port makes it sleep")
    func emptyModeSpinsUntilAPortIsAdded() {
        let loop = EventRunLoop()
        let start = loop.clock.now()
        var finished = 0
        for _ in 0..<10_000 where loop.run(mode: .default, for: 1.0e10, returnAfterSourceHandled: true) == .finished {
            finished += 1
        }
        #expect(finished == 10_000)
        #expect(loop.clock.now() - start < 2)

        loop.add(RunLoopPortSource { _ in }, forMode: .default)
        #expect(loop.run(mode: .default, for: 0.05, returnAfterSourceHandled: true) == .timedOut)
    }
}
