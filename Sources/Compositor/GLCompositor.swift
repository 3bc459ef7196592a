// The OpenGL 3.3 core compositor: draws a render tree into the current context's framebuffer
// (docs/architecture.md "The compositor"). It must be created and used on the thread whose GL context is current.
internal import CSDL2
import QuartzCore
import Foundation

/// Renders `RenderTree` snapshots with OpenGL and reads frames back for screenshots and tests.
package final class GLCompositor {
    let quads: QuadBatchRenderer
    let builder = FrameBuilder()
    let textures: TextureCache
    let shapeAtlasTexture = ShapeAtlasTexture()
    /// The text atlas's pages (Text/TextAtlasTextures).
    let textAtlasTextures = TextAtlasTextures()
    var targets: [RenderTarget] = []
    /// Textures holding transitions' old appearances across frames, by appearance (Frame/TransitionSnapshots).
    var snapshotTargets: [ObjectIdentifier: RenderTarget] = [:]
    /// Sliding snapshots' copies laid out like a window's buffer, and those current with their snapshot
    /// (GLCompositor+SnapshotCopy).
    var snapshotTopDown: [ObjectIdentifier: RenderTarget] = [:]
    var freshTopDown: Set<ObjectIdentifier> = []
    /// The raster atlas's pages (Frame/RasterPass), one render target each, linearly filtered.
    var rasterPages: [RenderTarget] = []
    /// Blurred shadow textures by key (Frame/ShadowPass), kept while the builder keeps their entries.
    var shadowTextures: [Int: RenderTarget] = [:]
    /// Scratch targets the shadow sources are drawn into, one per nesting level, and the open passes' sizes.
    var shadowSources: [RenderTarget] = []
    var shadowSourceSizes: [(width: Int, height: Int, ready: Bool)] = []
    let shadowBlur: ShadowBlurRenderer
    /// Framebuffers bound while group passes nest; index 0 is the frame's own.
    var framebufferStack: [GLuint] = []
    /// The viewport (x, y, width, height) of each pass on `framebufferStack`: the frame's, or a raster's (passes
    /// inside inherit it).
    var viewportStack: [SIMD4<Int32>] = []
    var targetWidth = 0
    var targetHeight = 0
    /// Draw calls issued in the last frame (quad runs and group composites).
    package internal(set) var lastDrawCallCount = 0
    /// Redraw only what changed (DECISIONS 17): frames are drawn into `keptFrame`, only where they differ from the last
    /// one (DamageTracker), and copied to the caller's framebuffer. Off: every frame is drawn whole (into the same
    /// target, so both settings give the same pixels).
    package var redrawsOnlyDamage = true
    /// Shadow textures the last frame drew and blurred (FrameBuilder+CompositedShadow); 0 when every composited
    /// shadow came from the cache.
    package internal(set) var lastShadowBlurCount = 0
    /// Pixels the last frame redrew (0: nothing changed; the target's area: drawn whole).
    package internal(set) var lastRedrawnArea = 0
    /// Seconds the last `render` spent building the frame's quads and commands (FrameBuilder), and then encoding them
    /// (damage, uploads, GL calls up to the caller's finish or flush): the benchmarks' per-phase split
    /// (GLCompositor+PhaseClock).
    package private(set) var lastBuildSeconds = 0.0
    package private(set) var lastEncodeSeconds = 0.0
    let damageTracker = DamageTracker()
    /// A partial frame's quads: those that can touch its damage.
    let culled = DamageCulledFrame()
    /// The colour target that keeps the last frame (GLCompositor+KeptFrame).
    var keptFrame: RenderTarget?
    var usesKeptFrame = false
    /// Whether the caller's framebuffer keeps the last frame by itself (GLCompositor+KeptFrame): then damage is drawn
    /// straight into it and no kept target is needed.
    var outputKeepsFrame: Bool
    /// The framebuffer the last frame was drawn to (nil before the first).
    var lastOutput: GLuint?
    /// Whether the frame being drawn is scissored to its damage, and the scissor box (x, y, width, height) then.
    var drawsPartially = false
    var damageScissor = SIMD4<Int32>(0, 0, 0, 0)
    /// Framebuffer-stack depths of the snapshot passes that paused the scissor.
    var scissorPausedAt: [Int] = []
    /// What the driver says it is (e.g. "llvmpipe (LLVM 15.0.6, 256 bits)").
    package let rendererName: String
    package let versionString: String

    /// The clear colour behind the root layer (premultiplied).
    package var clearColor = RenderColor(red: 0, green: 0, blue: 0, alpha: 1)

    package init() throws(CompositorError) {
        guard let version = glGetString(GLenum(GL_VERSION)) else { throw CompositorError.noCurrentContext }
        versionString = String(cString: version)
        rendererName = glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? "unknown renderer"
        do {
            quads = try QuadBatchRenderer()
            shadowBlur = try ShadowBlurRenderer()
        } catch let error as CompositorError {
            throw error
        } catch {
            throw CompositorError.noCurrentContext
        }
        textures = TextureCache()
        outputKeepsFrame = GLCompositor.currentOutputKeepsFrame()
        builder.maxTextureSize = textures.maxSize
        builder.shapeRasters.maxSize = textures.maxSize
        builder.shapeAtlas.limit(to: textures.maxSize)
        builder.rasterPass.atlas.limit(to: textures.maxSize)
        builder.textAtlas.pages.limit(to: textures.maxSize)
    }

    /// Draws `tree` into the current framebuffer of `pixelWidth`×`pixelHeight` pixels. Layer coordinates are in
    /// points; `pointSize` is the viewport in points (pixels / points is the HiDPI scale).
    package func render(_ tree: RenderTree, pixelWidth: Int, pixelHeight: Int, pointSize: CGSize) {
        targetWidth = max(pixelWidth, 1)
        targetHeight = max(pixelHeight, 1)
        var bound: GLint = 0
        glGetIntegerv(GLenum(GL_FRAMEBUFFER_BINDING), &bound)
        let output = GLuint(bound)
        let buildStart = GLCompositor.phaseClock()
        tree.layers.withUnsafeBufferPointer { builder.build($0, viewport: pointSize,
                                                                 pixelSize: CGSize(width: targetWidth, height: targetHeight)) }
        let buildEnd = GLCompositor.phaseClock()
        lastBuildSeconds = buildEnd - buildStart
        defer { lastEncodeSeconds = GLCompositor.phaseClock() - buildEnd }
        // A root layer filling the window comes back as the backdrop and is drawn by the clear.
        let clear = builder.clearColor(over: clearColor)
        shapeAtlasTexture.upload(builder.shapeAtlas)
        textAtlasTextures.upload(builder.textAtlas)
        for image in builder.mipmapRequests { textures.ensureMipmaps(for: image) }
        let damage = beginFrame(output: output, clear: clear)
        lastDrawCallCount = 0
        lastShadowBlurCount = 0
        lastRedrawnArea = damage.area(width: targetWidth, height: targetHeight)
        if damage != .nothing {
            glViewport(0, 0, GLsizei(targetWidth), GLsizei(targetHeight))
            glDisable(GLenum(GL_DEPTH_TEST))
            glClearColor(clear.red, clear.green, clear.blue, clear.alpha)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            if case .region(let box) = damage {
                builder.instances.withUnsafeBufferPointer {
                    culled.cull(builder.commands, $0, to: box, width: targetWidth, height: targetHeight)
                }
                draw(culled.commands, culled.instances)
            } else {
                draw(builder.commands, builder.instances)
            }
        }
        endFrame(output: output)
        glActiveTexture(GLenum(GL_TEXTURE0))
        textures.endFrame()
        releaseUnusedSnapshots()
        releaseUnusedRasterPages()
        releaseUnusedShadows()
        builder.shapeRasters.endFrame()
        for image in builder.shapeRasters.dropped { textures.release(image) }
        builder.textRasters.endFrame()
        builder.textRasters.releaseDropped { textures.release($0) }
        textAtlasTextures.trim(to: builder.textAtlas.pages.pageCount)
    }

    /// Replays the frame's commands (all of them, or those of a partial frame, DamageCulledFrame) into the bound target.
    private func draw(_ commands: [DrawCommand], _ instances: [QuadInstance]) {
        let groupsReady = prepareTargets(count: builder.targetsNeeded)
        shadowSourceSizes.removeAll(keepingCapacity: true)
        instances.withUnsafeBufferPointer { records in
            quads.upload(records)
            builder.gradientStops.withUnsafeBufferPointer { quads.stops.upload($0) }
            quads.begin(targetWidth: targetWidth, targetHeight: targetHeight)
            for command in commands { execute(command, groupsReady: groupsReady, records: records) }
        }
        quads.end()
    }

    /// Number of quads drawn in the last frame (layer bodies, borders, shadows and group composites).
    package var lastQuadCount: Int { builder.instances.count }

    /// Number of contents textures currently cached.
    package var cachedTextureCount: Int { textures.count }

    /// Waits until the GPU (llvmpipe: the rasteriser threads) has finished the frame; benchmarks time up to here.
    package func finish() { glFinish() }

    /// Hands the frame's commands to the rasteriser without waiting for them, so the next frame's CPU work overlaps
    /// this frame's rasterising (llvmpipe queues at most a couple of frames, which throttles the caller).
    package func flush() { glFlush() }

    /// Reads the current framebuffer back as RGBA8, top row first.
    package func readPixels(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        glFinish()
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        pixels.withUnsafeMutableBytes { bytes in
            glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
        // OpenGL's first row is the bottom one; images and layers start at the top.
        let rowBytes = width * 4
        var flipped = [UInt8](repeating: 0, count: pixels.count)
        for row in 0..<height {
            let source = (height - 1 - row) * rowBytes
            flipped.replaceSubrange(row * rowBytes..<(row + 1) * rowBytes, with: pixels[source..<source + rowBytes])
        }
        return flipped
    }
}
