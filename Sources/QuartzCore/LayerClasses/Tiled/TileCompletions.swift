// The locked hand-over between a tiled layer's worker jobs and the main thread (docs/architecture.md "The flow of one change": the
// render thread reads only snapshots; tiles go worker → this queue → the next commit → the snapshot). The main
// thread says which tiles are still wanted (a job whose tile scrolled away is skipped); the worker appends results
// and, once per batch, asks the committing thread's run loop to mark the tree changed so a commit picks them up.
// The render thread hands over, the same way, what of the layer its presentation shows when that needs other tiles
// than the last commit chose (RenderTree+TileViews.swift), so the next commit asks for those.
import Foundation
import RunLoopCore

/// Shared by one CATiledLayer and its jobs.
final class TileCompletions: Sendable {
    private struct State {
        var finished: [FinishedTile] = []
        var wanted: Set<TileKey> = []
        var presented: PresentedTileView?
        var wakePosted = false
    }

    private let state = LockedState(State())
    /// Counts jobs in flight, so a caller can wait for them (CATiledLayer.waitUntilTilesDrawn).
    let inFlight = DispatchGroup()
    /// The tiled layer to tell, read only on its committing thread.
    let owner: TiledLayerReference

    init(owner: TiledLayerReference) {
        self.owner = owner
    }

    /// Replaces the set of tiles the layer still wants (main thread, each commit).
    func setWanted(_ keys: Set<TileKey>) { state.withLock { $0.wanted = keys } }

    /// Whether `key` is still wanted (worker, before drawing).
    func isWanted(_ key: TileKey) -> Bool { state.withLock { $0.wanted.contains(key) } }

    /// Whether results are waiting for the next commit.
    var hasFinished: Bool { state.withLock { !$0.finished.isEmpty } }

    /// Takes every result so far (main thread, each commit).
    func drain() -> [FinishedTile] {
        state.withLock { s in
            let taken = s.finished
            s.finished.removeAll(keepingCapacity: true)
            return taken
        }
    }

    /// Appends a result (worker) and, unless a wake-up is already on its way, wakes `loop` to commit again.
    func deliver(_ tile: FinishedTile, wake loop: EventRunLoop?) {
        let post = state.withLock { s -> Bool in
            s.finished.append(tile)
            return tile.image != nil && Self.claimWakeUp(&s)
        }
        if post { wake(loop) }
    }

    /// Records what the presentation shows (render thread) and, unless a wake-up is already on its way, wakes
    /// `loop` to commit again: that commit asks for the tiles of this view.
    func present(_ view: PresentedTileView, wake loop: EventRunLoop?) {
        let post = state.withLock { s -> Bool in
            s.presented = view
            return Self.claimWakeUp(&s)
        }
        if post { wake(loop) }
    }

    /// True when no wake-up is on its way (and one now is).
    private static func claimWakeUp(_ s: inout State) -> Bool {
        guard !s.wakePosted else { return false }
        s.wakePosted = true
        return true
    }

    /// Asks the committing thread's run loop to mark the layer's tree changed, so it commits again.
    private func wake(_ loop: EventRunLoop?) {
        guard let loop else { return }
        let owner = self.owner
        loop.perform(inModes: [.common]) { owner.tilesArrived() }
        loop.wakeUp()
    }

    /// The view the render thread last reported since the previous commit, if any (main thread, each commit).
    func takePresentedView() -> PresentedTileView? {
        state.withLock { s in
            let view = s.presented
            s.presented = nil
            return view
        }
    }

    /// The wake-up block ran (main thread): the next result posts another.
    func wakeHandled() { state.withLock { $0.wakePosted = false } }
}

/// A weak reference to a tiled layer that may cross to the worker but is dereferenced only on the layer's own
/// (committing) thread, inside the run-loop block the worker queues there.
/// @unchecked: the weak reference is only read on the layer's own thread.
final class TiledLayerReference: @unchecked Sendable {
    // @unchecked: `layer` is written once at creation and read only on the committing thread.
    weak var layer: CATiledLayer?

    init(_ layer: CATiledLayer) {
        self.layer = layer
    }

    /// Runs on the committing thread: marks the layer's tree changed so the next commit takes the new tiles (or
    /// asks for those of the view the presentation reported).
    func tilesArrived() {
        guard let layer else { return }
        layer.tileStore.completions.wakeHandled()
        layer.markTreeChanged()
    }
}
