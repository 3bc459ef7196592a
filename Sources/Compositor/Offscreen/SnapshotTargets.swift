// The compositor's textures kept across frames by key (GLCompositor+Commands; docs/architecture.md "Frame cost"):
// transitions' old appearances (Frame/TransitionSnapshots) and the shouldRasterize bitmaps with a texture of their
// own (Frame/RasterPass), freed when the builder no longer keeps them. State private to this file.

/// Render targets kept by snapshot or raster key.
final class SnapshotTargets {
    private var targets: [ObjectIdentifier: RenderTarget] = [:]

    var count: Int { targets.count }
    var isEmpty: Bool { targets.isEmpty }

    /// The target kept under `key` (nil: none).
    subscript(key: ObjectIdentifier) -> RenderTarget? { targets[key] }

    /// The target kept under `key`, made when there is none.
    func target(for key: ObjectIdentifier) -> RenderTarget {
        if let target = targets[key] { return target }
        let target = RenderTarget()
        targets[key] = target
        return target
    }

    /// Frees the targets whose keys are no longer `used`; `usedCount` is how many keys are (when it equals the
    /// targets' count and every key is used, nothing is looked at further).
    func releaseUnused(usedCount: Int, _ used: (ObjectIdentifier) -> Bool) {
        guard targets.count != usedCount || targets.keys.contains(where: { !used($0) }) else { return }
        targets = targets.filter { used($0.key) }
    }
}
