// The fuzzer's CI run (seeds 1–60, a few seconds; also under AddressSanitizer and ThreadSanitizer) and its long run: ENGINE_FUZZ_SECONDS=600 runs seeds
// from ENGINE_FUZZ_SEED (default 1) upwards for that long (README "Checks"). A failure names the seed and step;
// `EngineFuzzer(seed:)` replays it exactly.
import Foundation
import MediaTimeTestSupport
import Testing
@testable import QuartzCore

@Suite struct EngineFuzzTests {
    @Test("random KVC, animations of every class, transactions and tree edits: no trap, every value finite")
    func fuzzedAPIKeepsValuesFinite() {
        let environment = ProcessInfo.processInfo.environment
        let seconds = environment["ENGINE_FUZZ_SECONDS"].flatMap(Double.init) ?? 0
        var seed = environment["ENGINE_FUZZ_SEED"].flatMap(UInt64.init) ?? 1
        let deadline = Date().addingTimeInterval(seconds)
        var runs = 0
        MediaTimeTestLock.withClock(at: 1_000) { clock in
            repeat {
                let fuzzer = EngineFuzzer(seed: seed)
                fuzzer.run(steps: 200) { clock.now = $0 }
                #expect(fuzzer.failure == nil, "seed \(seed): \(fuzzer.failure ?? "")")
                if fuzzer.failure != nil { break }
                seed += 1
                runs += 1
            } while runs < 60 || Date() < deadline
        }
        if seconds > 0 { print("EngineFuzzTests: \(runs) runs of 200 steps, seeds up to \(seed - 1)") }
    }
}
