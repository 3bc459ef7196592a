// A CATiledLayer's tile cache and requests (main thread; Apple's CATiledLayer overview): at each commit it takes
// the tiles the worker finished, asks for the visible tiles it lacks or holds stale, keeps drawing coarser or finer
// tiles it already has under the visible area until the wanted level has arrived and faded in, evicts the least
// recently visible tiles beyond the cache limit, and describes what to draw as an immutable RenderTiles.
// Invalidation (setNeedsDisplay, setNeedsDisplay(_:)) marks tiles stale by request serial: a stale tile stays on
// screen until its redrawn image arrives and fades in over it, as Apple's asynchronous update.
import Foundation
import RunLoopCore

/// The main-thread side of a tiled layer's tiles.
final class TileStore {
    private struct Entry {
        var image: CGImage
        var readyTime: Double
        var previous: CGImage?
        /// The request serial the image answers; stale when an invalidation came after it.
        var serial: UInt64
        var lastVisibleCommit: UInt64
    }

    let completions: TileCompletions
    private var entries: [TileKey: Entry] = [:]
    private var pending: Set<TileKey> = []
    private var grid: TileGrid?
    private var gridEpoch: UInt64 = 0
    private var nextSerial: UInt64 = 1
    /// Serial at the last whole-layer invalidation, and per tile for partial ones.
    private var invalidatedAll: UInt64 = 0
    private var invalidated: [TileKey: UInt64] = [:]
    private var commitNumber: UInt64 = 0

    init(owner: TiledLayerReference) {
        completions = TileCompletions(owner: owner)
    }

    /// Tiles held now (for tests and the cache bound).
    var cachedTileCount: Int { entries.count }
    /// Tiles asked for and not yet returned.
    var pendingTileCount: Int { pending.count }

    /// Marks every tile stale (setNeedsDisplay()).
    func invalidateAll() {
        invalidatedAll = nextSerial
        nextSerial += 1
        invalidated.removeAll()
    }

    /// Marks the tiles meeting `rect` (layer coordinates) stale, at every level (setNeedsDisplay(_:)).
    func invalidate(_ rect: CGRect) {
        guard let grid else { return }
        let serial = nextSerial
        nextSerial += 1
        for key in Set(entries.keys).union(pending) where grid.rect(of: key).intersects(rect) {
            invalidated[key] = serial
        }
    }

    private func isStale(_ key: TileKey, serial: UInt64) -> Bool {
        serial <= max(invalidatedAll, invalidated[key] ?? 0)
    }

    /// One commit's work: results in, requests out, what to draw back.
    func commit(_ request: TileRequest, layer: CATiledLayer, at time: Double) -> RenderTiles {
        commitNumber += 1
        if grid != request.grid {
            grid = request.grid
            gridEpoch += 1
            entries.removeAll()
            invalidated.removeAll()
        }
        takeFinished(at: time, fade: request.fadeDuration)
        let loop = EventRunLoop.current
        let grid = request.grid
        // What the render thread compares each frame's presentation with (RenderTree+TileViews.swift).
        let choice = TileChoice(grid: grid, levelsOfDetail: request.levelsOfDetail, bias: request.bias,
                                span: request.visible.flatMap { grid.span(covering: $0.rect, level: $0.level) },
                                completions: completions, wake: loop)
        guard let visible = request.visible else {
            completions.setWanted([])
            return RenderTiles(tiles: [], fadeDuration: request.fadeDuration, choice: choice)
        }
        let limit = CATiledLayer.maximumCachedTiles
        let needed = grid.tileCount(covering: visible.rect, level: visible.level)
        if needed > limit {
            EngineDiagnostics.report("CATiledLayer\(layer.nameForMessages): tileSize \(grid.tilePixels) splits the "
                + "visible area into \(needed) tiles; only the first \(limit) (the tile cache's limit) are drawn. "
                + "Use larger tiles.")
        }
        let keys = grid.keys(covering: visible.rect, level: visible.level, limit: limit)
        // Wanted before any job is queued: the worker skips a job whose tile is not wanted when its turn comes.
        completions.setWanted(Set(keys))
        for key in keys {
            entries[key]?.lastVisibleCommit = commitNumber
            let entry = entries[key]
            guard entry.map({ isStale(key, serial: $0.serial) }) ?? true, !pending.contains(key) else { continue }
            pending.insert(key)
            let job = TileDrawJob(layer: layer, key: key, rect: grid.rect(of: key),
                                  pixelScale: grid.pixelScale(level: key.level), isOpaque: request.isOpaque,
                                  flipped: request.flipped, serial: nextSerial, gridEpoch: gridEpoch)
            nextSerial += 1
            TileWorker.submit(job, to: completions, wake: loop)
        }
        evict(keeping: keys)
        return describe(keys, visible: visible.rect, at: time, fade: request.fadeDuration, choice: choice)
    }

    /// Moves finished tiles into the cache; a tile that arrives now becomes ready at `time`.
    private func takeFinished(at time: Double, fade: Double) {
        for result in completions.drain() {
            pending.remove(result.key)
            guard result.gridEpoch == gridEpoch, let image = result.image else { continue }
            let old = entries[result.key]
            if let old, old.serial > result.serial { continue }
            // The image it replaces shows beneath it until the fade ends (not beneath a tile still fading itself).
            let previous = old.flatMap { time >= $0.readyTime + fade ? $0.image : $0.previous }
            entries[result.key] = Entry(image: image, readyTime: time, previous: previous, serial: result.serial,
                                        lastVisibleCommit: old?.lastVisibleCommit ?? commitNumber)
        }
    }

    /// Keeps at most CATiledLayer.maximumCachedTiles, dropping the least recently visible (never a visible one).
    private func evict(keeping visible: [TileKey]) {
        let limit = CATiledLayer.maximumCachedTiles
        guard entries.count > limit else { return }
        let keep = Set(visible)
        let candidates = entries.filter { !keep.contains($0.key) }.sorted { $0.value.lastVisibleCommit < $1.value.lastVisibleCommit }
        for (key, _) in candidates.prefix(entries.count - limit) {
            entries[key] = nil
            invalidated[key] = nil
        }
    }

    /// The tiles to draw: cached tiles of other levels under the visible area (coarsest first) while the wanted
    /// level is incomplete or still fading, then the wanted level's tiles.
    private func describe(_ keys: [TileKey], visible: CGRect, at time: Double, fade: Double,
                          choice: TileChoice) -> RenderTiles {
        guard let grid else { return RenderTiles(tiles: [], fadeDuration: fade, choice: choice) }
        var wanted: [RenderTile] = []
        wanted.reserveCapacity(keys.count)
        var covered = true
        for key in keys {
            guard var entry = entries[key] else {
                covered = false
                continue
            }
            if entry.previous != nil, time >= entry.readyTime + fade {
                entry.previous = nil
                entries[key] = entry
            }
            if time < entry.readyTime + fade, entry.previous == nil { covered = false }
            wanted.append(RenderTile(rect: grid.rect(of: key), image: entry.image, readyTime: entry.readyTime,
                                     previous: entry.previous, key: key))
        }
        guard !covered, let level = keys.first?.level else {
            return RenderTiles(tiles: wanted, fadeDuration: fade, choice: choice)
        }
        var others: [RenderTile] = []
        for (key, entry) in entries where key.level != level {
            let rect = grid.rect(of: key)
            guard rect.intersects(visible) else { continue }
            others.append(RenderTile(rect: rect, image: entry.image, readyTime: entry.readyTime, previous: entry.previous,
                                     key: key))
        }
        // Coarsest first; within a level, row by row (a stable order, so frames do not reshuffle).
        others.sort {
            ($0.key.level, $0.key.row, $0.key.column) < ($1.key.level, $1.key.row, $1.key.column)
        }
        return RenderTiles(tiles: others + wanted, fadeDuration: fade, choice: choice)
    }
}

/// What one commit asks of the tile store: the grid, and the visible part with its level (nil: nothing shows).
struct TileRequest {
    let grid: TileGrid
    let visible: (rect: CGRect, level: Int)?
    let fadeDuration: Double
    let isOpaque: Bool
    let flipped: Bool
    let levelsOfDetail: Int
    let bias: Int
}
