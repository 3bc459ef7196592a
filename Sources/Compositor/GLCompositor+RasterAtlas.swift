// Replaying shouldRasterize bitmaps in the raster atlas (Atlas/RasterAtlas, FrameBuilder+Rasterize): a pass renders
// into its rectangle of a page (the viewport on the bitmap, the scissor on the rectangle so the clear leaves the
// other bitmaps alone), and runs of bitmap quads sample the page. One linearly filtered render target per page
// (Atlas/RasterPageTargets), made when the builder opens the page and freed when it drops it.
internal import CSDL2
import QuartzCore

extension GLCompositor {
    func beginAtlasRaster(_ slot: RasterSlot, width: Int, height: Int, groupsReady: Bool) {
        let side = builder.rasterPass.atlas.pageSide
        let page = rasterPages.page(slot.page)
        let ready = groupsReady && page.ensureSize(width: side, height: side)
        let viewport = ready ? SIMD4(Int32(slot.bitmapX), Int32(slot.bitmapY), Int32(width), Int32(height))
                             : passes.viewport
        passes.push(ready ? page.framebuffer : passes.framebuffer, viewport: viewport, pausesScissor: true)
        guard ready else { return }
        // The page may still be bound for sampling from an earlier run of this frame: not while it is drawn into.
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        PassStack.setViewport(viewport)
        glEnable(GLenum(GL_SCISSOR_TEST))
        PassStack.setScissor(SIMD4(Int32(slot.x), Int32(slot.y), Int32(slot.width), Int32(slot.height)))
        glClearColor(0, 0, 0, 0)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
    }
}
