// The content fuzzer's CI run (seeds 1–8 of 20 steps, each drawn through the compositor) and its long run, as
// EngineFuzzTests': ENGINE_FUZZ_SECONDS=600 runs seeds from ENGINE_FUZZ_SEED (default 1) upwards for that long
// (README "Checks beyond the unit tests"). A failure names the seed; `ContentFuzzer(seed:target:)` replays it.
// The media clock is held a day in: an emitter layer whose beginTime is 0 then has a day of local time behind it,
// as on a machine up that long (the real clock counts from boot), and every machine does the same work for a seed.
import Foundation
import MediaTimeTestSupport
import Testing

extension CompositorGLTests {
    @Suite("Content fuzzing: shapes, text, gradients, emitters, contexts and images through the compositor")
    struct ContentFuzzTests {
        @Test("random content-class input drawn every step: no trap, no hang, presented values finite")
        func fuzzedContentDrawsThroughTheCompositor() throws {
            let environment = ProcessInfo.processInfo.environment
            let seconds = environment["ENGINE_FUZZ_SECONDS"].flatMap(Double.init) ?? 0
            var seed = environment["ENGINE_FUZZ_SEED"].flatMap(UInt64.init) ?? 1
            let deadline = Date().addingTimeInterval(seconds)
            let target = try OffscreenTarget(width: 96, height: 96)
            var runs = 0
            MediaTimeTestLock.withClock(at: 86_400) { _ in
                repeat {
                    let fuzzer = ContentFuzzer(seed: seed, target: target)
                    fuzzer.run(steps: 20)
                    #expect(fuzzer.failure == nil, "seed \(seed): \(fuzzer.failure ?? "")")
                    if fuzzer.failure != nil { break }
                    seed += 1
                    runs += 1
                } while runs < 8 || Date() < deadline
            }
            if seconds > 0 { print("ContentFuzzTests: \(runs) runs of 20 steps, seeds up to \(seed - 1)") }
        }
    }
}
