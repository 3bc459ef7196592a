// Replaying composited shadows (FrameBuilder+CompositedShadow): a source pass draws into a scratch target of the
// texture's size (Shadows/ShadowTargets, one per nesting level, since a shadowed sublayer's pass can run inside its
// superlayer's), the blur (Shadows/ShadowBlurRenderer) writes the texture kept under the pass's key, and composites
// draw that texture. Source passes draw their whole texture, so the scissor of a partial frame pauses inside them.
internal import CSDL2
import QuartzCore

extension GLCompositor {
    func beginShadowSource(width: Int, height: Int) {
        let target = shadows.beginSource(width: width, height: height)
        let size = target != nil ? SIMD4(0, 0, Int32(width), Int32(height)) : passes.viewport
        passes.push(target?.framebuffer ?? passes.framebuffer, viewport: size, pausesScissor: true)
        guard target != nil else { return }
        PassStack.setViewport(size)
        glClearColor(0, 0, 0, 0)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
    }

    func endShadowSource(key: Int, sigma: Float) {
        guard let blurred = shadows.endSource(key: key, sigma: sigma) else { return }
        if blurred {
            lastFrame.shadowBlurs += 1
        } else {
            // Without the texture the builder must not count on it in later frames.
            builder.shadowPass.cache.removeAll()
        }
        // Back to the enclosing pass's size (a source or raster pass's, or the frame's), which the blur changed.
        passes.pop(restoresViewport: true)
        quads.begin(targetWidth: targetWidth, targetHeight: targetHeight)
    }

    func compositeShadow(instance: Int, key: Int, records: UnsafeBufferPointer<QuadInstance>) {
        guard let texture = shadows.texture(for: key) else { return }
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture.texture)
        quads.draw(first: instance, count: 1, program: .full, records: records)
        lastFrame.drawCalls += 1
    }
}
