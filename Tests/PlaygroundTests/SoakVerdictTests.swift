// The drawing soak's verdict (playground --soak, DECISIONS 12): memory is
// judged only after the warm-up in wall seconds and in frames drawn, so a one-time step while a slow (loaded) run
// is still warming up is not read as a leak, while growth after the warm-up and any change in live GL objects
// still fail.
import Compositor
import Testing
@testable import playground

@Suite struct SoakVerdictTests {
    private static let objects = GLObjectCensus(textures: 3, buffers: 3, framebuffers: 0, programs: 7)

    /// Samples every 2 s of a 40 s run drawing `framesPerSecond`, with `megabytes(seconds)` resident.
    private func samples(framesPerSecond: Int, objects: (Double) -> GLObjectCensus = { _ in Self.objects },
                         megabytes: (Double) -> Double) -> [SoakRun.Sample] {
        stride(from: 0.0, through: 40, by: 2).map { seconds in
            SoakRun.Sample(seconds: seconds, frames: Int(seconds) * framesPerSecond,
                           residentBytes: Int(megabytes(seconds) * 1_048_576), objects: objects(seconds))
        }
    }

    @Test("a one-time step before frame 600 of a slow run (30 fps: past 10 s, not yet warmed up) passes")
    func stepDuringFrameWarmUpPasses() {
        // Measured on the loaded machine: 202 MB at 10 s (300 frames), a one-time step near frame 400, then flat.
        let run = samples(framesPerSecond: 30) { $0 < 14 ? 202 : 214 }
        #expect(SoakRun.verdict(run, seconds: 40))
    }

    @Test("memory growing after the warm-up fails")
    func growthAfterWarmUpFails() {
        let run = samples(framesPerSecond: 60) { 200 + max(0, $0 - 10) * 0.5 }
        #expect(!SoakRun.verdict(run, seconds: 40))
    }

    @Test("a change in live GL objects after the warm-up fails")
    func changedObjectsFail() {
        let grown = GLObjectCensus(textures: 4, buffers: 3, framebuffers: 0, programs: 7)
        let run = samples(framesPerSecond: 60, objects: { $0 < 30 ? Self.objects : grown }) { _ in 200 }
        #expect(!SoakRun.verdict(run, seconds: 40))
    }

    @Test("a run that never draws 600 frames is too short to judge, and fails")
    func tooFewFramesFails() {
        let run = samples(framesPerSecond: 10) { _ in 200 }
        #expect(!SoakRun.verdict(run, seconds: 40))
    }
}
