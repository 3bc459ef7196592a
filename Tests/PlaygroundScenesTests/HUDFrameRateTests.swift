// The HUD's frames-per-second figure (README, Scenes and tools: F1 the HUD) reads the rate the bars show: frames
// drawn in the last second of drawing, not averaged over the idle gap before the last burst (the display link
// rests while nothing animates, so the frame log holds bursts at 60 fps separated by seconds of nothing).
import Foundation
import HostInterface
import PlaygroundScenes
import Testing

@MainActor @Suite("HUD: frames per second")
struct HUDFrameRateTests {
    /// `count` frames presented every `period` seconds from `start`.
    static func burst(from start: Double, count: Int, period: Double = 1.0 / 60) -> [FrameTiming] {
        (0..<count).map { index in
            let end = start + Double(index) * period
            return FrameTiming(start: end - 0.004, end: end, deadline: end, missed: false, skippedBefore: 0,
                               treeGeneration: UInt64(index))
        }
    }

    @Test("a burst at 60 fps after a 3 s idle gap reads 60, not the average over the gap")
    func idleGapIsNotCounted() {
        let log = Self.burst(from: 10, count: 40) + Self.burst(from: 13.7, count: 20)
        let fps = HUDOverlay.framesPerSecond(log)
        #expect(abs(fps - 60) < 0.5, "read \(fps)")
    }

    @Test("a steady 30 fps log reads 30, over the last second only")
    func steadyRateReadsItself() {
        let log = Self.burst(from: 0, count: 120, period: 1.0 / 60) + Self.burst(from: 2, count: 60, period: 1.0 / 30)
        let fps = HUDOverlay.framesPerSecond(log)
        #expect(abs(fps - 30) < 0.5, "read \(fps)")
    }

    @Test("fewer than two frames read 0")
    func tooFewFrames() {
        #expect(HUDOverlay.framesPerSecond(Self.burst(from: 1, count: 1)) == 0)
        #expect(HUDOverlay.framesPerSecond([]) == 0)
    }
}
