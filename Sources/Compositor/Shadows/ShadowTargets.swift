// The compositor's side of composited shadows (GLCompositor+Shadows; FrameBuilder+CompositedShadow): the scratch
// targets source passes draw into (one per nesting level, since a shadowed sublayer's pass can run inside its
// superlayer's) and the sizes of the passes open, the blur (ShadowBlurRenderer), and the blurred textures kept under
// the builder's cache keys (ShadowTextureCache), freed when the cache drops them. State private to this file.
internal import CSDL2

/// Shadow source targets, the blur, and the blurred textures by key.
final class ShadowTargets {
    private let blurRenderer: ShadowBlurRenderer
    /// Blurred shadow textures by key, kept while the builder's cache keeps their entries.
    private var textures: [Int: RenderTarget] = [:]
    /// Scratch targets the sources are drawn into, one per nesting level, and the open passes' sizes.
    private var sources: [RenderTarget] = []
    private var openPasses: [(width: Int, height: Int, ready: Bool)] = []

    init() throws {
        blurRenderer = try ShadowBlurRenderer()
    }

    /// Starts a frame's replay: no source pass open.
    func beginFrame() { openPasses.removeAll(keepingCapacity: true) }

    /// Opens a source pass of `width`×`height` pixels; returns its target (nil: the driver cannot render to it).
    func beginSource(width: Int, height: Int) -> RenderTarget? {
        let level = openPasses.count
        if sources.count <= level { sources.append(RenderTarget()) }
        let target = sources[level]
        let ready = target.ensureSize(width: width, height: height)
        openPasses.append((width, height, ready))
        return ready ? target : nil
    }

    /// Closes the innermost source pass and blurs it by `sigma` texels into the texture kept under `key`. Returns
    /// nil when no pass was open, false when the texture could not be drawn (the builder's cache must then forget
    /// it), true when it was.
    func endSource(key: Int, sigma: Float) -> Bool? {
        guard let (width, height, ready) = openPasses.popLast() else { return nil }
        let texture = textures[key] ?? RenderTarget(filter: GL_LINEAR)
        guard ready, blurRenderer.blur(source: sources[openPasses.count].texture, into: texture, width: width,
                                       height: height, sigma: sigma) else { return false }
        textures[key] = texture
        return true
    }

    /// The blurred texture kept under `key` (nil: none).
    func texture(for key: Int) -> RenderTarget? { textures[key] }

    /// Frees the textures the builder's cache no longer keeps.
    func releaseUnused(keeping cache: ShadowTextureCache) {
        guard textures.count != cache.count || textures.keys.contains(where: { !cache.contains(key: $0) }) else {
            return
        }
        textures = textures.filter { cache.contains(key: $0.key) }
    }
}
