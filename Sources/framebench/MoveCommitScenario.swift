// The `move-commit` scenario (docs/architecture.md "Benchmarks"): the main thread's whole cost of moving N hosted,
// committed layers in one transaction and committing it, as an application's "move every tile" does: N implicit
// `position` sets (action search, the built-in CABasicAnimation made and added), then the outermost commit (the
// walk, the snapshot's records, the N animations stamped and compiled). The transaction's animation duration is
// long, so each set starts from a running animation's presentation value, and replaces it, every round.
// Reports ms per move-and-commit, split into the sets and the commit, and the main thread's CPU time per round (on a
// loaded machine the wall clock includes waits for a core; the thread's CPU time does not). Under callgrind, `--toggle-collect` on
// `*measuredMoveAndCommit*` counts the measured rounds only (BENCHMARKS.md "Move and commit").
import QuartzCore
import Foundation

struct MoveCommitScenario {
    let layerCount: Int
    let seconds: Double

    func run() -> BenchmarkReport {
        let context = MailboxRenderContext(mailbox: .init())
        let layers = HostedGrid(count: layerCount, context: context).layers
        var round = MoveCommitRound(layers: layers)
        round.run(timed: false)   // each layer's first animation, nothing to replace yet: not measured
        var rounds = 0
        let deadline = monotonicSeconds() + seconds
        while monotonicSeconds() < deadline || rounds < 3 {
            measuredMoveAndCommit(&round)
            rounds += 1
        }
        let animated = layers.allSatisfy { $0.animation(forKey: "position") != nil }
        context.host(nil)
        var environment = BenchEnvironment.describe()
        environment["change"] = "position of every hosted layer, implicit animations, one outermost commit"
        environment["every_move_added_an_animation"] = animated ? "yes" : "no"
        let perRound = { (seconds: Double) in seconds / Double(rounds) * 1000 }
        return BenchmarkReport(
            scenario: "move-commit", layers: layerCount,
            figures: [("ms_per_move_and_commit", perRound(round.setSeconds + round.commitSeconds)),
                      ("ms_sets", perRound(round.setSeconds)), ("ms_commit", perRound(round.commitSeconds)),
                      ("cpu_ms_main_thread", perRound(round.mainThreadCPUSeconds)),
                      ("rounds", Double(rounds))],
            environment: environment)
    }
}

/// One move-and-commit of every layer, alternating between two positions so each set is a change.
struct MoveCommitRound {
    let layers: [CALayer]
    private var offset = 0.0
    private(set) var setSeconds = 0.0
    private(set) var commitSeconds = 0.0
    /// The main thread's CPU time over the timed rounds (sets and commit).
    private(set) var mainThreadCPUSeconds = 0.0

    init(layers: [CALayer]) {
        self.layers = layers
    }

    @inline(__always)
    mutating func run(timed: Bool) {
        offset = offset == 0 ? 1 : 0
        let cpuStart = threadCPUSeconds()
        let start = monotonicSeconds()
        CATransaction.begin()
        CATransaction.setAnimationDuration(3600)   // still running at the next round: its presentation value is used
        for (index, layer) in layers.enumerated() {
            layer.position = CGPoint(x: Double(index % 100 * 10) + offset, y: Double(index / 100 * 10))
        }
        let committing = monotonicSeconds()
        CATransaction.commit()
        let end = monotonicSeconds()
        let cpuEnd = threadCPUSeconds()
        if timed {
            setSeconds += committing - start
            commitSeconds += end - committing
            mainThreadCPUSeconds += cpuEnd - cpuStart
        }
    }
}

/// A measured round, the function `--toggle-collect='*measuredMoveAndCommit*'` counts (the warm-up round runs
/// inline in `run()`, so it is not counted).
@inline(never)
func measuredMoveAndCommit(_ round: inout MoveCommitRound) {
    round.run(timed: true)
}
