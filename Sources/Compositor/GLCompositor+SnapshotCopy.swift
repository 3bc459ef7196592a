// Copying a sliding transition snapshot's opaque pixels (FrameBuilder+SnapshotCopy) with glBlitFramebuffer, a copy
// of whole pixels that neither shades nor blends. Mesa turns a blit between buffers of one pixel layout whose rows
// run the same way, unscaled and unscissored, into memcpy (util_try_blit_via_copy_region); anything else it draws as
// a textured quad without blending, still cheaper than the blended composite. Textures and framebuffer objects store
// the bottom row first, a window's framebuffer (object 0) the top row first, so for the window the snapshot is first
// copied once, flipped, into a texture laid out like a window's buffer (BGRA, top row first; Offscreen/SnapshotTargets),
// refreshed whenever the snapshot is drawn again, and blitted mirrored back. Every path copies the same texels: only speed depends on the
// guess about the window's layout.
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
        let flipped = output == 0 ? snapshotTargets.topDownCopy(of: key, snapshot: snapshot) : nil
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), (flipped ?? snapshot).framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), output)
        let x0 = GLint(rect.minX), x1 = GLint(rect.maxX), y0 = GLint(rect.minY), y1 = GLint(rect.maxY)
        let sx = GLint(kx), sy = GLint(ky), h = GLint(targetHeight)
        if flipped != nil {
            // Row j of the copy holds snapshot row h − 1 − j: read bottom-up from the top.
            glBlitFramebuffer(x0 + sx, h - y0 - sy, x1 + sx, h - y1 - sy, x0, y0, x1, y1,
                              GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        } else {
            glBlitFramebuffer(x0 + sx, y0 + sy, x1 + sx, y1 + sy, x0, y0, x1, y1,
                              GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), output)
        if scissored { glEnable(GLenum(GL_SCISSOR_TEST)) }
    }
}
