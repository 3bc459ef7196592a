// Spec §10.4 "Common modes": an item added to `.common` is in every mode marked common, including modes
// marked later, and not in private modes.

import Testing
@testable import RunLoopCore

@Suite("Common modes (spec 10.4)")
struct CommonModeTests {
    @Test("an observer added to .common fires in .default and in a mode marked common later, not in a private mode")
    func commonMembership() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        let observer = RunLoopObserver(activities: .entry) { _, _ in
            recorder.record(loop.currentMode?.rawValue ?? "none")
        }
        loop.add(observer, forMode: .common)
        let privateMode = RunLoopMode("private")
        for mode in [RunLoopMode.default, .tracking, privateMode] {
            loop.add(RunLoopTimer(fireDate: 100) { _ in }, forMode: mode)
        }

        _ = loop.run(mode: .default, until: 0.1, returnAfterSourceHandled: false)
        _ = loop.run(mode: .tracking, until: 0.2, returnAfterSourceHandled: false)
        _ = loop.run(mode: privateMode, until: 0.3, returnAfterSourceHandled: false)
        #expect(recorder.entries == ["kCFRunLoopDefaultMode"])

        loop.addCommonMode(.tracking)
        _ = loop.run(mode: .tracking, until: 0.4, returnAfterSourceHandled: false)
        _ = loop.run(mode: privateMode, until: 0.5, returnAfterSourceHandled: false)
        #expect(recorder.entries == ["kCFRunLoopDefaultMode", "UITrackingRunLoopMode"])
        #expect(loop.contains(observer, inMode: .tracking))
        #expect(!loop.contains(observer, inMode: privateMode))
    }

    @Test("a timer in .common does not fire while a private mode runs, and fires once the common mode runs")
    func commonTimerNotInPrivateMode() {
        let clock = ManualRunLoopClock()
        let loop = EventRunLoop(clock: clock)
        let recorder = RunLoopRecorder()
        loop.add(RunLoopTimer(fireDate: 0.1) { _ in recorder.record("timer") }, forMode: .common)
        let privateMode = RunLoopMode("private")
        loop.add(RunLoopTimer(fireDate: 100) { _ in }, forMode: privateMode)

        #expect(loop.run(mode: privateMode, until: 1, returnAfterSourceHandled: false) == .timedOut)
        #expect(recorder.entries.isEmpty)
        _ = loop.run(mode: .default, until: 2, returnAfterSourceHandled: false)
        #expect(recorder.entries == ["timer"])
    }

    @Test("the raw values match CF: mode names, activity bits, run results")
    func constants() {
        #expect(RunLoopMode.default.rawValue == "kCFRunLoopDefaultMode")
        #expect(RunLoopMode.common.rawValue == "kCFRunLoopCommonModes")
        #expect(RunLoopMode.tracking.rawValue == "UITrackingRunLoopMode")
        #expect(RunLoopActivity.entry.rawValue == 0x1 && RunLoopActivity.beforeTimers.rawValue == 0x2)
        #expect(RunLoopActivity.beforeSources.rawValue == 0x4 && RunLoopActivity.beforeWaiting.rawValue == 0x20)
        #expect(RunLoopActivity.afterWaiting.rawValue == 0x40 && RunLoopActivity.exit.rawValue == 0x80)
        #expect(RunLoopActivity.allActivities.rawValue == 0x0FFF_FFFF)
        #expect(([.beforeWaiting, .exit] as RunLoopActivity).rawValue == 0xa0)
        #expect(RunLoopRunResult.finished.rawValue == 1 && RunLoopRunResult.stopped.rawValue == 2)
        #expect(RunLoopRunResult.timedOut.rawValue == 3 && RunLoopRunResult.handledSource.rawValue == 4)
        #expect(EventRunLoop(clock: ManualRunLoopClock()).commonModeNames == [.default])
    }
}
