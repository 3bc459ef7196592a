// The shared hosting state of one layer tree (DECISIONS 1): every layer of a tree hosted by a render context
// points at the same object, so a property set learns "hosted and committed since hosting" with one load,
// without walking up the tree. The first change after a commit enqueues the tree on the changing thread's
// transaction, whose outermost commit snapshots it. Debug builds check here that the tree has one changing thread
// at a time (docs/architecture.md "Threads", DECISIONS 12): a change from a second thread while the transaction of
// the thread running the main run loop holds the tree's pending changes traps; a change from a second thread before
// any other thread's commit is said once. Release builds check nothing.
import Foundation
import RunLoopCore

/// Hosting state shared by the layers of one hosted tree.
final class LayerTreeHosting {
    /// The render context hosting the tree.
    weak var host: RenderContextHost?
    /// True once a commit has produced a render tree since the tree was hosted (actions run only then).
    var hasCommitted = false
    /// True while the tree has changes waiting for a commit.
    var isDirty = false
    /// How many commits have published the tree: a layer's remembered published values (CALayer+Published)
    /// are current while they were taken after the latest of them.
    var commitCount: UInt64 = 0
    /// True while the commit lays the tree out and displays it (RenderContextHost.prepare).
    var isPreparing = false
    /// Whether a layer of the tree may be marked for layout or display: set by every mark of a hosted layer and
    /// whenever layers join the tree (they may carry marks made before), cleared when the commit starts its layout
    /// and display walks. While false the commit skips both walks, which would visit every layer to find none
    /// marked (CALayer+LayoutDisplay.swift).
    var mayHaveLayoutOrDisplayMarks = true
    /// Layers marked for layout or display while the commit prepared the tree: a mark made after the walk passed
    /// the layer is kept for the next commit (CALayer+LayoutDisplay.swift). Emptied by every commit.
    private var marksWhilePreparing: [CALayer] = []

    #if DEBUG
    /// The thread whose transaction holds the pending changes (checked only in debug builds).
    private var changingThread: pthread_t?
    /// Whether that thread was running the main run loop, which commits a window's tree (debug builds only).
    private var changingThreadRunsMainLoop = false
    #endif

    init(host: RenderContextHost) {
        self.host = host
    }

    /// Records a change to `layer` (its property `key`, or its tree when nil): the first one since the last commit
    /// enqueues the tree on this thread's transaction (opening the implicit transaction when none is open). The
    /// layer and key only name what broke the one-thread rule in debug builds; release builds never read them.
    @inline(__always)
    func markChanged(by layer: CALayer? = nil, key: String? = nil) {
        guard !isDirty else {
            #if DEBUG
            checkChangingThread(layer, key)
            #endif
            return
        }
        isDirty = true
        CATransaction.enqueueChangedTree(self)
        #if DEBUG
        changingThread = pthread_self()
        let loop = EventRunLoop.current   // made already when the change opened the implicit transaction
        changingThreadRunsMainLoop = loop.isRunning && loop.isMain
        #endif
    }

    /// Notes a layer marked for layout or display while the commit prepares the tree (a layout or draw callback).
    func noteMarkWhilePreparing(_ layer: CALayer) {
        marksWhilePreparing.append(layer)
    }

    /// Whether a layer marked while the commit prepared the tree still needs layout or display (the walk had
    /// passed it); forgets the marks.
    func takeMarksLeftByPreparing() -> Bool {
        guard !marksWhilePreparing.isEmpty else { return false }
        let left = marksWhilePreparing.contains { $0.hosting === self && ($0.needsLayoutFlag || $0.needsDisplayFlag) }
        marksWhilePreparing.removeAll(keepingCapacity: true)
        return left
    }

    #if DEBUG
    /// A thread changes the tree while another thread's transaction holds its pending changes: that thread's
    /// commit would publish this change too, racing with it, and the change's action was found under the wrong
    /// thread's transaction. When the holder was running the main run loop the owner is certain (that loop
    /// commits those changes at its next before-waiting or exit), so this traps, NIOLoopBound-style; any other
    /// holder may have ended or handed the tree on uncommitted, so that is said once (DECISIONS 12).
    @inline(never)
    private func checkChangingThread(_ layer: CALayer?, _ key: String?) {
        guard let changingThread, pthread_equal(changingThread, pthread_self()) == 0 else { return }
        if changingThreadRunsMainLoop {
            preconditionFailure(Self.mainThreadOwnershipMessage(layer, key))
        }
        EngineDiagnostics.report(
            "a hosted layer tree was changed on a second thread before the first thread committed its changes. "
                + "A layer tree and its transaction belong to one thread at a time (the main thread for a window's "
                + "tree); hand a tree to another thread only after a commit (CATransaction.flush()).")
    }

    /// The trap's message: the layer's class, the key, the owning and the offending thread, and what to do.
    static func mainThreadOwnershipMessage(_ layer: CALayer?, _ key: String?) -> String {
        let what = layer.map { "a \(type(of: $0))" } ?? "a layer"
        let change = key.map { "its \"\($0)\"" } ?? "its sublayers, animations, layout or display"
        return "CALayer one-thread rule: \(what) of a hosted tree owned by the main thread (the thread running the "
            + "main run loop) had \(change) changed on \(currentThreadDescription()) while the main thread's "
            + "transaction holds the tree's uncommitted changes. A hosted tree belongs to the thread that commits it: "
            + "change it on the main thread (EventRunLoop.main.perform(inModes: [.common]) { ... } and wakeUp(), "
            + "where Apple code uses DispatchQueue.main.async), or hand it to another thread only "
            + "after the main thread has committed (CATransaction.flush()). See docs/architecture.md \"Threads\"."
    }

    /// The calling thread, by its system name (Linux: /proc/thread-self/comm) when it has one, and its pthread id.
    private static func currentThreadDescription() -> String {
        let id = String(UInt(pthread_self()), radix: 16)
        let name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return name.isEmpty ? "thread 0x\(id)" : "thread \"\(name)\" (0x\(id))"
    }
    #endif
}
