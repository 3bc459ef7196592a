// The compositor's textures kept across frames by key (GLCompositor+Commands; docs/architecture.md "Frame cost"):
// transitions' old appearances (Frame/TransitionSnapshots) and the shouldRasterize bitmaps with a texture of their
// own (Frame/RasterPass), freed when the builder no longer keeps them; and for sliding snapshots copied to a window,
// the copies laid out like a window's buffer (GLCompositor+SnapshotCopy), remade whenever their snapshot is drawn
// again. State private to this file.
internal import CSDL2

/// Render targets kept by snapshot or raster key, and the top-down copies of snapshots.
final class SnapshotTargets {
    private var targets: [ObjectIdentifier: RenderTarget] = [:]
    /// Sliding snapshots' copies laid out like a window's buffer, and those current with their snapshot.
    private var topDown: [ObjectIdentifier: RenderTarget] = [:]
    private var freshTopDown: Set<ObjectIdentifier> = []

    var count: Int { targets.count }
    var isEmpty: Bool { targets.isEmpty }

    /// The target kept under `key` (nil: none).
    subscript(key: ObjectIdentifier) -> RenderTarget? { targets[key] }

    /// The target kept under `key`, made when there is none. `redrawn`: its contents are drawn again now, so its
    /// top-down copy is stale.
    func target(for key: ObjectIdentifier, redrawn: Bool) -> RenderTarget {
        if redrawn { freshTopDown.remove(key) }
        if let target = targets[key] { return target }
        let target = RenderTarget()
        targets[key] = target
        return target
    }

    /// The snapshot flipped into a texture stored top row first, made once per drawing of the snapshot (nil when the
    /// driver cannot render to it: the snapshot is then read as it is). Called with the scissor off.
    func topDownCopy(of key: ObjectIdentifier, snapshot: RenderTarget) -> RenderTarget? {
        let copy = topDown[key] ?? RenderTarget(layout: GLenum(GL_BGRA))
        topDown[key] = copy
        if freshTopDown.contains(key), copy.width == snapshot.width, copy.height == snapshot.height { return copy }
        guard copy.ensureSize(width: snapshot.width, height: snapshot.height) else { return nil }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), snapshot.framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), copy.framebuffer)
        glBlitFramebuffer(0, 0, GLint(snapshot.width), GLint(snapshot.height), 0, GLint(snapshot.height),
                          GLint(snapshot.width), 0, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        freshTopDown.insert(key)
        return copy
    }

    /// Frees the targets whose keys are no longer `used`; `usedCount` is how many keys are (when it equals the
    /// targets' count and every key is used, nothing is looked at further).
    func releaseUnused(usedCount: Int, _ used: (ObjectIdentifier) -> Bool) {
        guard targets.count != usedCount || targets.keys.contains(where: { !used($0) }) else { return }
        targets = targets.filter { used($0.key) }
        topDown = topDown.filter { used($0.key) }
        freshTopDown = freshTopDown.filter(used)
    }
}
