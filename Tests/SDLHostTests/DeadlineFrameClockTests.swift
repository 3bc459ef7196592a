// The deadline frame clock keeps frames on their grid and skips, never replays, missed frames (spec §9, §10.5).
import SDLHost
import Testing

@Suite("Deadline frame clock")
struct DeadlineFrameClockTests {
    @Test("an on-time frame advances the target by exactly one period")
    func onTimeAdvance() {
        var clock = DeadlineFrameClock(framesPerSecond: 50, start: 10)
        #expect(clock.targetTime == 10.02)
        let skipped = clock.advance(now: 10.021)
        #expect(skipped == 0)
        #expect(abs(clock.lastTime - 10.02) < 1e-12)
        #expect(abs(clock.targetTime - 10.04) < 1e-12)
    }

    @Test("after a 105 ms stall at 50 fps the clock skips to the next grid point instead of bursting")
    func stallSkipsToGrid() {
        var clock = DeadlineFrameClock(framesPerSecond: 50, start: 0)
        let skipped = clock.advance(now: 0.125)
        #expect(skipped == 5)
        #expect(abs(clock.targetTime - 0.14) < 1e-9)
        #expect(abs(clock.lastTime - 0.12) < 1e-9)
    }

    @Test("the video driver is offscreen when there is no display and a window when DISPLAY is set")
    func driverChoice() {
        #expect(VideoDriverChoice.decide(headless: false, environment: [:]).isOffscreen)
        #expect(!VideoDriverChoice.decide(headless: false, environment: ["DISPLAY": ":0"]).isOffscreen)
        #expect(VideoDriverChoice.decide(headless: true, environment: ["DISPLAY": ":0"]).isOffscreen)
        #expect(!VideoDriverChoice.decide(headless: true, environment: ["SDL_VIDEODRIVER": "x11"]).isOffscreen)
    }
}
