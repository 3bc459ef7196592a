// The records of a commit, made from its walk's list (docs/architecture.md "Threads", the commit's record workers;
// CommitWalk.swift lists the layers): each layer's record is copied from its model, its animations stamped and
// compiled into it, and the layer told it was published. Each of those touches only that layer, its own
// animations and its record, so a big tree's records are made on several threads at once while the committing
// thread waits for them (BENCHMARKS.md "The commit on several cores (eleventh wave)"): the tree cannot change
// meanwhile, since the committing thread owns it and is inside the commit. Only layers whose work runs no
// overridable member go to the workers: exact CALayer instances whose animations are compiled already or are
// exact CABasicAnimations (CALayer+CommitAnimations.swift, AnimationCompiler+ExactBasic.swift); a subclass's
// record, and any other animation's compile, stays on the committing thread.
import Foundation

enum CommitRecords {
    /// Each thread's least share: a tree goes to the workers when at least twice this many of its layers may
    /// (below it, waking them costs more than the work they would share).
    static let minimumLayersPerThread = 2_048
    /// About how many layers one chunk of the shared work holds.
    static let layersPerChunk = 256

    /// The machine's cores, asked once, not at each commit: the answer does not change while the process runs, and
    /// Foundation works it out afresh each time it is asked.
    private static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// How many threads make a commit's records: one per core, each with at least `minimumLayersPerThread`.
    static func threadCount(offThreadLayers: Int, cores: Int? = nil) -> Int {
        let perThread = offThreadLayers / minimumLayersPerThread
        guard perThread > 1 else { return 1 }   // a small tree: the cores are not asked
        return max(1, min(cores ?? Self.cores, perThread))
    }

    /// Initialises `records[i]` for every layer of `walked`: on the calling thread alone for a small tree, else the
    /// layers that must stay here first and the others in chunks on the calling thread and the workers.
    static func fill(_ records: UnsafeMutablePointer<RenderLayer>, from walked: UnsafeBufferPointer<WalkedLayer>,
                     offThreadCount: Int, commitTime: CFTimeInterval, threads: Int? = nil) {
        let threads = threads ?? threadCount(offThreadLayers: offThreadCount)
        guard threads > 1 else {
            for index in walked.indices { record(walked[index], into: records + index, commitTime: commitTime) }
            return
        }
        for index in walked.indices where !walked[index].recordsOffThread {
            record(walked[index], into: records + index, commitTime: commitTime)
        }
        // Chunks of about `layersPerChunk`, at least four per thread: a thread that started late, met heavier layers
        // or lost its core to another process holds up the end of the commit by one small chunk at most.
        let chunks = max(threads * 4, walked.count / layersPerChunk)
        let owner = ObjectIdentifier(Thread.current)
        let count = walked.count
        let records = UncheckedRecords(base: records, walked: walked)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = (count * chunk / chunks)..<(count * (chunk + 1) / chunks)
            EngineDiagnostics.reporting(onBehalfOf: owner) {
                for index in range where records.walked[index].recordsOffThread {
                    record(records.walked[index], into: records.base + index, commitTime: commitTime)
                }
            }
        }
    }

    /// The record of one listed layer, made where it lies.
    @inline(__always)
    private static func record(_ entry: WalkedLayer, into slot: UnsafeMutablePointer<RenderLayer>,
                               commitTime: CFTimeInterval) {
        slot.initialize(to: RenderLayer(parentIndex: entry.parent))
        slot.pointee.isMask = entry.isMask
        slot.pointee.maskIndex = entry.maskIndex
        slot.pointee.record(entry.layer)
        slot.pointee.contentsAreFlipped = entry.contentsAreFlipped
        if entry.layer.hasAnimations {
            slot.pointee.animations = entry.layer.commitAnimations(at: commitTime, timeMap: entry.timeMap)
        }
        entry.layer.didPublish()
    }

    /// The records being made and the walk's list, handed to the workers.
    /// @unchecked: a box whose pointers the committing thread lends while it waits in `fill`; each worker writes
    /// only the records of its own chunk and touches only those layers.
    private struct UncheckedRecords: @unchecked Sendable {
        let base: UnsafeMutablePointer<RenderLayer>
        let walked: UnsafeBufferPointer<WalkedLayer>
    }
}
