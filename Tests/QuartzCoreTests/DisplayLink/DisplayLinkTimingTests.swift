// CADisplayLink timing on a manual run-loop clock (spec §9): once per frame on the 60 Hz grid, timestamp/target/
// duration invariants, every other frame at 30 fps, stall skipping without a catch-up burst.
@testable import QuartzCore
import RunLoopCore
import Testing

@Suite("CADisplayLink timing")
struct DisplayLinkTimingTests {
    @Test("at the native 60 Hz the link fires once per frame on the grid with target − timestamp == duration == 1/60")
    func firesOncePerFrame() {
        let recorder = DisplayLinkRecorder()
        let link = recorder.makeLink()
        link.add(to: recorder.loop, forMode: .default)
        recorder.run(until: 0.5 + 1.0 / 120)
        link.invalidate()

        #expect(recorder.frames.count == 30)
        for (index, frame) in recorder.frames.enumerated() {
            #expect(abs(frame.timestamp - Double(index + 1) / 60) < 1e-9)
            #expect(abs(frame.duration - 1.0 / 60) < 1e-12)
            #expect(abs((frame.targetTimestamp - frame.timestamp) - frame.duration) < 1e-12)
            // Inside the callback: timestamp ≤ now < targetTimestamp (spec §9 "Timebase").
            #expect(frame.timestamp <= frame.now + 1e-12 && frame.now < frame.targetTimestamp)
        }
    }

    @Test("preferredFramesPerSecond 30 on a 60 Hz link fires every other frame, target − timestamp == 2 × duration")
    func thirtyFramesPerSecondSkipsEveryOtherVsync() {
        let recorder = DisplayLinkRecorder()
        let link = recorder.makeLink()
        link.preferredFramesPerSecond = 30
        link.add(to: recorder.loop, forMode: .default)
        recorder.run(until: 0.5 + 1.0 / 120)
        link.invalidate()

        #expect(recorder.frames.count == 15)
        for frame in recorder.frames {
            #expect(DisplayLinkRecorder.isOnSixtyHertzGrid(frame.timestamp))
            #expect(abs(frame.duration - 1.0 / 60) < 1e-12)
            #expect(abs((frame.targetTimestamp - frame.timestamp) - 2.0 / 60) < 1e-12)
        }
        for (previous, next) in zip(recorder.frames, recorder.frames.dropFirst()) {
            #expect(abs((next.timestamp - previous.timestamp) - 2.0 / 60) < 1e-9)
        }
    }

    @Test("after a 105 ms stall in a callback the next callback is the next grid frame, with no catch-up burst")
    func stallSkipsToNextGridPoint() {
        let recorder = DisplayLinkRecorder()
        let link = recorder.makeLink()
        recorder.onFrame = { _, count in
            if count == 3 { recorder.clock.advance(by: 0.105) }  // at 3/60 = 0.05, busy until 0.155
        }
        link.add(to: recorder.loop, forMode: .default)
        recorder.run(until: 0.2 + 1.0 / 120)
        link.invalidate()

        let frameNumbers = recorder.frames.map { ($0.timestamp * 60).rounded() }
        // 4/60 … 9/60 were missed while the callback ran; the link resumes at 10/60 and never replays them.
        #expect(frameNumbers == [1, 2, 3, 10, 11, 12])
        for frame in recorder.frames {
            #expect(DisplayLinkRecorder.isOnSixtyHertzGrid(frame.timestamp))
            #expect(abs((frame.targetTimestamp - frame.timestamp) - frame.duration) < 1e-12)
        }
    }

    @Test("a late callout reports the latest grid frame, not the stale one it was scheduled for")
    func lateCalloutStampsLatestFrame() {
        let recorder = DisplayLinkRecorder()
        let link = recorder.makeLink()
        // A timer that fires just before frame 6 and blocks for 40 ms: the link's frame-6 fire runs late, at
        // 0.0999 + 0.04 = 0.1399, which is inside frame 8 (8/60 = 0.1333).
        let blocker = RunLoopTimer(fireDate: 0.0999) { _ in recorder.clock.advance(by: 0.04) }
        recorder.loop.add(blocker, forMode: .default)
        link.add(to: recorder.loop, forMode: .default)
        recorder.run(until: 0.16)
        link.invalidate()

        let frameNumbers = recorder.frames.map { ($0.timestamp * 60).rounded() }
        #expect(frameNumbers == [1, 2, 3, 4, 5, 8, 9])
    }
}
