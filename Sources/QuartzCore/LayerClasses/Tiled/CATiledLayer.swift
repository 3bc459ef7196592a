// CATiledLayer (CATiledLayer.h; Apple's CATiledLayer, tileSize, levelsOfDetail, levelsOfDetailBias and
// fadeDuration() pages): a layer whose content is drawn in tiles, on a worker thread, only where it shows, at the
// level of detail its on-screen scale needs; new tiles fade in over fadeDuration(). The layer never has a backing
// store: display() (after setNeedsDisplay()) and setNeedsDisplay(_:) invalidate tiles, which are redrawn
// asynchronously while the old ones stay on screen. Tiles are kept in a bounded cache (TileStore.swift).
import Foundation

open class CATiledLayer: CALayer {
    /// The most tiles a layer caches, and draws in one commit (256 tiles of 256×256 pixels are 64 MiB).
    package static let maximumCachedTiles = 256
    /// The most levels of detail, and magnified levels, a layer takes (2^16 is far past any useful zoom).
    package static let maximumLevelsOfDetail = 16
    /// Apple's default tile size, in pixels.
    package static let defaultTileSize = CGSize(width: 256, height: 256)

    @exclusivity(unchecked) var tiling = TilingParameters()
    /// The tile cache and requests; made on first use (presentation copies never draw tiles).
    @exclusivity(unchecked) private var storage: TileStore?

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CATiledLayer { tiling = other.tiling }
    }

    /// The time in seconds a new tile takes to fade in (0.25 s). Subclasses override it to change the fade.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// The largest size of a tile, in pixels (default 256 × 256). Zero, negative or non-finite sizes are refused
    /// with a message (the default is kept); sides above CALayer.maximumBackingStoreSide are clamped.
    open var tileSize: CGSize {
        get { tiling.tileSize }
        set { storeTileSize(newValue) }
    }

    /// The number of levels of detail kept, each half the resolution of the previous (default 1).
    open var levelsOfDetail: Int {
        get { tiling.levelsOfDetail }
        set { storeLevels(newValue, key: "levelsOfDetail", minimum: 1) }
    }

    /// The number of magnified levels of detail (2×, 4×, …; default 0).
    open var levelsOfDetailBias: Int {
        get { tiling.levelsOfDetailBias }
        set { storeLevels(newValue, key: "levelsOfDetailBias", minimum: 0) }
    }

    var tileStore: TileStore {
        if let storage { return storage }
        let store = TileStore(owner: TiledLayerReference(self))
        storage = store
        return store
    }

    // MARK: Display

    /// Invalidates every tile (the commit calls display() after setNeedsDisplay()); nothing is drawn here: the
    /// tiles are drawn on the worker when they show.
    open override func display() {
        tileStore.invalidateAll()
    }

    /// Invalidates the tiles meeting `r` only, at every level.
    open override func setNeedsDisplay(_ r: CGRect) {
        guard !r.isNull, !r.isEmpty, LayerInputCheck.finite(r) else { return }
        tileStore.invalidate(r)
        markTreeChanged()
    }

    /// Waits until every tile asked for so far is drawn (at most `timeout` seconds), then, when some arrived, marks
    /// the tree changed so the next commit shows them: what the run-loop wake-up does, for a caller (a test, a screenshot) that
    /// commits by hand.
    package func waitUntilTilesDrawn(timeout: Double = 30) {
        guard let storage else { return }
        _ = storage.completions.inFlight.wait(timeout: .now() + timeout)
        if storage.completions.hasFinished { markTreeChanged() }
    }

    override func renderLayerClass(tracks: AnimationTrackList) -> RenderLayerClass? {
        let time = CACurrentMediaTime()
        return .tiled(tileStore.commit(tileRequest(), layer: self, at: time), time: time)
    }

    // MARK: Key-value coding

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "tileSize": return tileSize
        case "levelsOfDetail": return levelsOfDetail
        case "levelsOfDetailBias": return levelsOfDetailBias
        default: return super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "tileSize":
            guard let size = value as? CGSize else {
                return rejectClassValue("CATiledLayer", key, value, "is not a CGSize")
            }
            tileSize = size
        case "levelsOfDetail", "levelsOfDetailBias":
            guard let number = (value as? Int) ?? (value as? NSNumber)?.intValue else {
                return rejectClassValue("CATiledLayer", key, value, "is not an integer")
            }
            if key == "levelsOfDetail" { levelsOfDetail = number } else { levelsOfDetailBias = number }
        default: super.setValue(value, forKey: key)
        }
    }

    // MARK: Storing

    private func storeTileSize(_ newValue: CGSize) {
        guard newValue.width > 0, newValue.height > 0, LayerInputCheck.finite(newValue) else {
            return rejectClassValue("CATiledLayer", "tileSize", newValue,
                                    "is not a positive finite size; the tile size stays \(tiling.tileSize). "
                                        + "Give the tile size in pixels, e.g. 256 × 256")
        }
        let limit = CGFloat(CALayer.maximumBackingStoreSide)
        var size = CGSize(width: newValue.width.rounded(.up), height: newValue.height.rounded(.up))
        if size.width > limit || size.height > limit {
            EngineDiagnostics.report("CATiledLayer\(nameForMessages).tileSize: \(newValue) exceeds "
                + "\(CALayer.maximumBackingStoreSide) pixels a side; tiles are clamped to that size.")
            size = CGSize(width: min(size.width, limit), height: min(size.height, limit))
        }
        updateClassProperty("tileSize", from: tiling.tileSize, to: size) { tiling.tileSize = size }
    }

    private func storeLevels(_ newValue: Int, key: String, minimum: Int) {
        var levels = newValue
        if levels < minimum {
            EngineDiagnostics.report("CATiledLayer\(nameForMessages).\(key): \(newValue) is less than \(minimum); "
                + "\(minimum) is used.")
            levels = minimum
        } else if levels > CATiledLayer.maximumLevelsOfDetail {
            EngineDiagnostics.report("CATiledLayer\(nameForMessages).\(key): \(newValue) is more than the "
                + "\(CATiledLayer.maximumLevelsOfDetail) levels kept; \(CATiledLayer.maximumLevelsOfDetail) is used.")
            levels = CATiledLayer.maximumLevelsOfDetail
        }
        let old = key == "levelsOfDetail" ? tiling.levelsOfDetail : tiling.levelsOfDetailBias
        updateClassProperty(key, from: old, to: levels) {
            if key == "levelsOfDetail" { tiling.levelsOfDetail = levels } else { tiling.levelsOfDetailBias = levels }
        }
    }
}

/// A tiled layer's own properties, with Apple's defaults.
struct TilingParameters: Equatable {
    var tileSize = CATiledLayer.defaultTileSize
    var levelsOfDetail = 1
    var levelsOfDetailBias = 0
}
