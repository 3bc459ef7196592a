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
    /// The frame-sized targets of group passes (group opacity, masks), reused across frames (Offscreen/GroupTargets).
    let targets = GroupTargets()
    /// Textures kept by key: transition snapshots and rasters with a texture of their own (Offscreen/SnapshotTargets).
    let snapshotTargets = SnapshotTargets()
    /// The raster atlas's pages (Frame/RasterPass), one render target each (Atlas/RasterPageTargets).
    let rasterPages = RasterPageTargets()
    /// Shadow source targets, the blur, and the blurred textures (Shadows/ShadowTargets).
    let shadows: ShadowTargets
    /// The open passes' framebuffers and viewports, and the damage scissor (Offscreen/PassStack).
    let passes = PassStack()
    var targetWidth = 0
    var targetHeight = 0
    /// What the last frame counted and timed (FrameFigures).
    var lastFrame = FrameFigures()
    /// Redraw only what changed (DECISIONS 17): frames are drawn into the kept frame (`frameTarget`), only where they
    /// differ from the last one (DamageTracker), and copied to the caller's framebuffer. Off: every frame is drawn
    /// whole (into the same target, so both settings give the same pixels).
    package var redrawsOnlyDamage = true
    let damageTracker = DamageTracker()
    /// A partial frame's quads: those that can touch its damage.
    let culled = DamageCulledFrame()
    /// The target that keeps the last frame, or the caller's framebuffer when it keeps it (Offscreen/KeptFrameTarget).
    let frameTarget: KeptFrameTarget
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
            shadows = try ShadowTargets()
        } catch let error as CompositorError {
            throw error
        } catch {
            throw CompositorError.noCurrentContext
        }
        textures = TextureCache()
        frameTarget = KeptFrameTarget(outputKeepsFrame: GLCompositor.currentOutputKeepsFrame())
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
        lastFrame.buildSeconds = buildEnd - buildStart
        defer { lastFrame.encodeSeconds = GLCompositor.phaseClock() - buildEnd }
        // A root layer filling the window comes back as the backdrop and is drawn by the clear.
        let clear = builder.clearColor(over: clearColor)
        shapeAtlasTexture.upload(builder.shapeAtlas)
        textAtlasTextures.upload(builder.textAtlas)
        for image in builder.mipmapRequests { textures.ensureMipmaps(for: image) }
        let damage = beginFrame(output: output, clear: clear)
        lastFrame.drawCalls = 0
        lastFrame.shadowBlurs = 0
        lastFrame.redrawnArea = damage.area(width: targetWidth, height: targetHeight)
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
        rasterPages.trim(to: builder.rasterPass.atlas.pageCount)
        shadows.releaseUnused(keeping: builder.shadowPass.cache)
        builder.shapeRasters.endFrame()
        for image in builder.shapeRasters.dropped { textures.release(image) }
        builder.textRasters.endFrame()
        builder.textRasters.releaseDropped { textures.release($0) }
        textAtlasTextures.trim(to: builder.textAtlas.pages.pageCount)
    }

    /// Replays the frame's commands (all of them, or those of a partial frame, DamageCulledFrame) into the bound target.
    private func draw(_ commands: [DrawCommand], _ instances: [QuadInstance]) {
        let groupsReady = prepareTargets(count: builder.targetsNeeded)
        shadows.beginFrame()
        instances.withUnsafeBufferPointer { records in
            quads.upload(records)
            builder.gradientStops.withUnsafeBufferPointer { quads.stops.upload($0) }
            quads.begin(targetWidth: targetWidth, targetHeight: targetHeight)
            for command in commands { execute(command, groupsReady: groupsReady, records: records) }
        }
        quads.end()
    }

    /// Draw calls issued in the last frame (quad runs and group composites).
    package var lastDrawCallCount: Int { lastFrame.drawCalls }
    /// Shadow textures the last frame drew and blurred (FrameBuilder+CompositedShadow); 0 when every composited
    /// shadow came from the cache.
    package var lastShadowBlurCount: Int { lastFrame.shadowBlurs }
    /// Pixels the last frame redrew (0: nothing changed; the target's area: drawn whole).
    package var lastRedrawnArea: Int { lastFrame.redrawnArea }
    /// Seconds the last `render` spent building the frame's quads and commands (FrameBuilder), and then encoding them
    /// (damage, uploads, GL calls up to the caller's finish or flush): the benchmarks' per-phase split
    /// (GLCompositor+PhaseClock).
    package var lastBuildSeconds: Double { lastFrame.buildSeconds }
    package var lastEncodeSeconds: Double { lastFrame.encodeSeconds }

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
