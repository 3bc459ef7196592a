// The worker queue tiles are drawn on (Apple: "on one or more background threads"): one serial dispatch queue for
// the process, so tile drawing never competes with itself for the machine's cores and a layer's tiles arrive in
// the order they were asked for (nearest the visible area's top-left first). The queue is EngineGlobals.tileQueue.
import Foundation
import RunLoopCore

enum TileWorker {
    /// Queues `job`; its result goes to `completions`, and `loop` (the committing thread's) is woken for it.
    static func submit(_ job: TileDrawJob, to completions: TileCompletions, wake loop: EventRunLoop?) {
        completions.inFlight.enter()
        EngineGlobals.tileQueue.async {
            defer { completions.inFlight.leave() }
            let image = completions.isWanted(job.key) ? job.draw() : nil
            completions.deliver(FinishedTile(key: job.key, serial: job.serial, gridEpoch: job.gridEpoch, image: image),
                                wake: loop)
        }
    }
}
