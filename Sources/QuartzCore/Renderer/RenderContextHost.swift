// The hosting seam (DECISIONS 1, docs/architecture.md "The flow of one change"): a render context — the headless CARenderer, the
// compositor's window context — hosts a root layer. `host(_:)` marks the tree hosted; every outermost commit
// that finds the tree changed lays it out and displays it (`prepare`, inside the transaction), then turns it into
// a RenderTree and hands it to `didCommit(_:)` (`commit`).
import Foundation

/// A render context that hosts a layer tree and receives a snapshot of it at each commit.
open class RenderContextHost {
    /// The hosted root layer.
    package private(set) var rootLayer: CALayer?
    /// The size of the context (window or offscreen target) in points, copied into each RenderTree.
    package var viewportSize: CGSize = .zero
    /// The last snapshot handed to `didCommit`.
    package private(set) var latestTree: RenderTree = .empty
    /// When the last commit of this tree started (layout, display, snapshot), in CLOCK_MONOTONIC seconds: the
    /// real clock even when CASetMediaTimeSource replaced media time, so a HUD or a trace shows what it cost.
    package private(set) var lastCommitStart: CFTimeInterval = 0
    /// How long the last commit of this tree took (seconds on the committing thread), set before `didCommit`.
    package private(set) var lastCommitDuration: CFTimeInterval = 0
    var hosting: LayerTreeHosting?
    private var generation: UInt64 = 0
    /// The commit's walk lists, kept between commits so a big tree's walk does not allocate them again.
    private var walk = CommitWalk()
    /// Where each commit's replaced snapshot goes to be dropped off the committing thread (tests give a context
    /// a reclaimer of their own to see the hand-off).
    package var snapshotReclaimer: SnapshotReclaimer = EngineGlobals.snapshotReclaimer

    public init() {}

    deinit {
        rootLayer?.setHosting(nil)
    }

    /// Hosts `root` (nil: hosts nothing). The previous tree becomes unhosted; the new tree is committed by the
    /// next outermost commit (the implicit transaction is opened for it), and actions run only after that.
    public func host(_ root: CALayer?) {
        if root === rootLayer { return }
        rootLayer?.setHosting(nil)
        rootLayer = root
        guard let root else {
            hosting = nil
            return
        }
        if let previous = root.hosting?.host, previous !== self {
            EngineDiagnostics.report(
                "RenderContextHost.host(_:): the layer is already hosted by another render context; "
                    + "it moves to this one. Host each tree in one context.")
            previous.rootLayer = nil
            previous.hosting = nil
        }
        if let superlayer = root.superlayer {
            EngineDiagnostics.report(
                "RenderContextHost.host(_:): the root layer has a superlayer; it is removed from it first.")
            _ = superlayer
            root.removeFromSuperlayer()
        }
        let state = LayerTreeHosting(host: self)
        hosting = state
        root.setHosting(state)
        state.markChanged()
    }

    /// Receives the snapshot of the hosted tree after an outermost commit that changed it. Runs on the
    /// committing thread; subclasses hand the tree to their renderer and must not touch layers.
    open func didCommit(_ tree: RenderTree) {}

    /// The outermost commit's first step, while its transaction is still in scope (spec §2.2: layout runs before
    /// display): lays the changed tree out, then displays every layer marked for display, once each.
    func prepare(_ hosting: LayerTreeHosting) {
        guard let root = rootLayer else { return }
        lastCommitStart = MediaClock.monotonicSeconds()
        // No layer marked since the last walks: nothing to lay out or display (the walks would visit every layer).
        guard hosting.mayHaveLayoutOrDisplayMarks else { return }
        hosting.mayHaveLayoutOrDisplayMarks = false
        hosting.isPreparing = true
        root.layoutIfNeeded()
        root.displayIfNeeded()
        hosting.isPreparing = false
    }

    /// The outermost commit's second step: snapshots the prepared tree and delivers it. A layer a callback marked
    /// for layout or display after the walk had passed it opens the next transaction for its tree.
    func commit(_ hosting: LayerTreeHosting, at time: CFTimeInterval) {
        guard let root = rootLayer else { return }
        hosting.isDirty = false
        generation += 1
        let tree = RenderTreeBuilder.makeTree(root: root, generation: generation, commitTime: time,
                                              viewportSize: viewportSize, expectedCount: latestTree.layers.count,
                                              walk: &walk)
        hosting.hasCommitted = true
        hosting.commitCount &+= 1
        // The replaced snapshot is held until `didCommit` has replaced the subclass's own reference (a mailbox's
        // slot), then handed to the reclaimer, whose thread drops what is likely the last reference: the
        // records' release leaves the committing thread (SnapshotReclaimer.swift).
        let replaced = latestTree
        latestTree = tree
        lastCommitDuration = MediaClock.monotonicSeconds() - lastCommitStart
        if hosting.takeMarksLeftByPreparing() { hosting.markChanged() }
        didCommit(tree)
        snapshotReclaimer.reclaim(replaced)
    }
}
