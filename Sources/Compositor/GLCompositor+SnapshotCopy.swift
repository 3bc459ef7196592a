// Copying a sliding transition snapshot's opaque pixels (FrameBuilder+SnapshotCopy) with glBlitFramebuffer, a copy
// of whole pixels that neither shades nor blends. Mesa turns a blit between framebuffer objects of one pixel layout,
// unscaled and unscissored, into memcpy (util_try_blit_via_copy_region): the frame's kept target in a window
// (Offscreen/KeptFrameTarget). Into SDL's offscreen pbuffer (framebuffer 0) the blit costs about 20 instructions a
// pixel on llvmpipe, still less than the blended composite, and the same whether the snapshot is read as drawn or
// through a copy flipped to the pbuffer's row order first (measured under callgrind; such a copy only added a
// full-window pass when the transition began, BENCHMARKS.md "Transition start"), so the snapshot is read as drawn.
internal import CSDL2
import QuartzCore

extension GLCompositor {
    /// Copies the pixels of snapshot copy quad `record` from snapshot `key` (texture `snapshot`) into the current
    /// target, or composites them (the same pixels) where a blit does not apply.
    func copySnapshot(_ record: QuadInstance, key: ObjectIdentifier, snapshot: RenderTarget,
                      records: UnsafeBufferPointer<QuadInstance>, instance: Int) {
        let viewport = passes.viewport   // x, y, width, height
        guard viewport.x == 0, viewport.y == 0, Int(viewport.z) == targetWidth, Int(viewport.w) == targetHeight else {
            // Inside a raster's pass the frame's pixels are not the target's: the composite reads the same texels.
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), snapshot.texture)
            quads.draw(first: instance, count: 1, program: .composite, records: records)
            return
        }
        var rect = PixelBox(minX: Int(record.uv.0), minY: Int(record.uv.1), maxX: Int(record.uv.2),
                            maxY: Int(record.uv.3))
        // The texel under pixel i is i + k (FrameBuilder.snapshotCopyInstance).
        let kx = Int((0.5 - Double(record.content.0)).rounded(.down))
        let ky = Int((0.5 - Double(record.content.1)).rounded(.down))
        let scissored = glIsEnabled(GLenum(GL_SCISSOR_TEST)) != 0
        if scissored {
            // A blit is scissored too; cut to the box by hand so the copy can stay unscissored.
            var box = [GLint](repeating: 0, count: 4)
            glGetIntegerv(GLenum(GL_SCISSOR_BOX), &box)
            rect = PixelBox(minX: max(rect.minX, Int(box[0])), minY: max(rect.minY, Int(box[1])),
                            maxX: min(rect.maxX, Int(box[0] + box[2])), maxY: min(rect.maxY, Int(box[1] + box[3])))
            guard !rect.isEmpty else { return }
            glDisable(GLenum(GL_SCISSOR_TEST))
        }
        let output = passes.framebuffer
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), snapshot.framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), output)
        let x0 = GLint(rect.minX), x1 = GLint(rect.maxX), y0 = GLint(rect.minY), y1 = GLint(rect.maxY)
        let sx = GLint(kx), sy = GLint(ky)
        glBlitFramebuffer(x0 + sx, y0 + sy, x1 + sx, y1 + sy, x0, y0, x1, y1,
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), output)
        if scissored { glEnable(GLenum(GL_SCISSOR_TEST)) }
    }
}
