// Replaying composited shadows (FrameBuilder+CompositedShadow): a source pass draws into a scratch target of the
// texture's size (one per nesting level, since a shadowed sublayer's pass can run inside its superlayer's), the blur
// (Shadows/ShadowBlurRenderer) writes the texture kept under the pass's key, and composites draw that texture. Source
// passes draw their whole texture, so the scissor of a partial frame pauses inside them.
internal import CSDL2
import QuartzCore

extension GLCompositor {
    func beginShadowSource(width: Int, height: Int) {
        let level = shadowSourceSizes.count
        if shadowSources.count <= level { shadowSources.append(RenderTarget()) }
        let target = shadowSources[level]
        let ready = target.ensureSize(width: width, height: height)
        shadowSourceSizes.append((width, height, ready))
        framebufferStack.append(ready ? target.framebuffer : framebufferStack[framebufferStack.count - 1])
        let size = ready ? SIMD4(0, 0, Int32(width), Int32(height)) : viewportStack[viewportStack.count - 1]
        viewportStack.append(size)
        pauseScissorForSnapshot()
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebufferStack[framebufferStack.count - 1])
        guard ready else { return }
        setViewport(size)
        glClearColor(0, 0, 0, 0)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
    }

    func endShadowSource(key: Int, sigma: Float) {
        guard let (width, height, ready) = shadowSourceSizes.popLast() else { return }
        framebufferStack.removeLast()
        let texture = shadowTextures[key] ?? RenderTarget(filter: GL_LINEAR)
        if ready, shadowBlur.blur(source: shadowSources[shadowSourceSizes.count].texture, into: texture, width: width,
                                  height: height, sigma: sigma) {
            shadowTextures[key] = texture
            lastShadowBlurCount += 1
        } else {
            // Without the texture the builder must not count on it in later frames.
            builder.shadowPass.cache.removeAll()
        }
        // Back to the enclosing pass's size (a source or raster pass's, or the frame's).
        viewportStack.removeLast()
        setViewport(viewportStack[viewportStack.count - 1])
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebufferStack[framebufferStack.count - 1])
        resumeScissorAfterPass(partial: drawsPartially)
        quads.begin(targetWidth: targetWidth, targetHeight: targetHeight)
    }

    func compositeShadow(instance: Int, key: Int, records: UnsafeBufferPointer<QuadInstance>) {
        guard let texture = shadowTextures[key] else { return }
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture.texture)
        quads.draw(first: instance, count: 1, program: .full, records: records)
        lastDrawCallCount += 1
    }

    /// Frees the shadow textures the builder no longer keeps.
    func releaseUnusedShadows() {
        guard shadowTextures.count != builder.shadowPass.cache.count
            || shadowTextures.keys.contains(where: { !builder.shadowPass.cache.contains(key: $0) }) else { return }
        shadowTextures = shadowTextures.filter { builder.shadowPass.cache.contains(key: $0.key) }
    }
}
