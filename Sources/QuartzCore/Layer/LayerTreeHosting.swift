// The shared hosting state of one layer tree (DECISIONS 1): every layer of a tree hosted by a render context
// points at the same object, so a property set learns "hosted and committed since hosting" with one load,
// without walking up the tree. The first change after a commit enqueues the tree on the changing thread's
// transaction, whose outermost commit snapshots it. Debug builds check here that the tree has one changing thread
// at a time (docs/architecture.md "Threads"): a change from a second thread before the commit is said once.
import Foundation

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
    /// Layers marked for layout or display while the commit prepared the tree: a mark made after the walk passed
    /// the layer is kept for the next commit (CALayer+LayoutDisplay.swift). Emptied by every commit.
    private var marksWhilePreparing: [CALayer] = []

    #if DEBUG
    /// The thread whose transaction holds the pending changes (checked only in debug builds).
    private var changingThread: pthread_t?
    #endif

    init(host: RenderContextHost) {
        self.host = host
    }

    /// Records a change: the first one since the last commit enqueues the tree on this thread's transaction
    /// (opening the implicit transaction when none is open).
    @inline(__always)
    func markChanged() {
        guard !isDirty else {
            #if DEBUG
            checkChangingThread()
            #endif
            return
        }
        isDirty = true
        #if DEBUG
        changingThread = pthread_self()
        #endif
        CATransaction.enqueueChangedTree(self)
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
    /// Says once when a thread changes the tree while another thread's transaction holds its pending changes:
    /// that thread's commit would publish this change too, racing with it.
    private func checkChangingThread() {
        guard let changingThread, pthread_equal(changingThread, pthread_self()) == 0 else { return }
        EngineDiagnostics.report(
            "a hosted layer tree was changed on a second thread before the first thread committed its changes. "
                + "A layer tree and its transaction belong to one thread at a time (the main thread for a window's "
                + "tree); hand a tree to another thread only after a commit (CATransaction.flush()).")
    }
    #endif
}
