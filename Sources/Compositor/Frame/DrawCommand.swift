// The frame as a list of GPU steps the builder records and the compositor replays: runs of quads
// (one draw call each, split only where the contents texture or the shader variant changes), offscreen group passes,
// transition snapshots and composited shadows (FrameBuilder+CompositedShadow).
import QuartzCore

/// One step of a frame.
enum DrawCommand {
    /// Draw instances `first..<first+count` with one shader variant; `image` is the contents texture they share
    /// (nil: none needs one).
    case quads(first: Int, count: Int, image: CGImage?, program: QuadProgramKind)
    /// Render into offscreen target `slot` (cleared to transparent) until the matching `endGroup`.
    case beginGroup(slot: Int)
    /// Return to the target that was bound before the matching `beginGroup`.
    case endGroup
    /// Composite target `slot` with quad instance `instance`; target `maskSlot` (when ≥ 0) is the second texture:
    /// a mask whose alpha multiplies in, or a fade transition's new appearance.
    case composite(instance: Int, slot: Int, maskSlot: Int)
    /// Render into the snapshot texture kept for a transition's old appearance, cleared to `clear` (transparent, or
    /// the colour of a first body that fills the texture: FrameBuilder+Background), until the matching `endGroup`;
    /// the texture lives across frames while the transition runs.
    case beginSnapshot(key: ObjectIdentifier, clear: RenderColor)
    /// Composite the snapshot texture `key` with quad instance `instance` (its content.xy shifts the texture by
    /// that many pixels); target `newSlot` (when ≥ 0) is a fade transition's new appearance.
    case compositeSnapshot(instance: Int, key: ObjectIdentifier, newSlot: Int)
    /// Render into raster texture `key` of `width`×`height` pixels (cleared to transparent, the viewport its size;
    /// passes inside keep that viewport) until the matching `endGroup`: a shouldRasterize layer's bitmap.
    case beginRaster(key: ObjectIdentifier, width: Int, height: Int)
    /// Draw quad instance `instance` (the full shader, as a contents quad) sampling snapshot texture `key`: a
    /// shouldRasterize layer's cached bitmap mapped through the layer's own geometry (FrameBuilder+Rasterize).
    case rasterComposite(instance: Int, key: ObjectIdentifier)
    /// Render into the rectangle `slot` of raster atlas page `slot.page` (cleared to transparent; the bitmap, of
    /// `width`×`height` pixels, one pixel in from its corner, is the viewport) until the matching `endGroup`: a
    /// shouldRasterize layer's bitmap in the shared pages (Atlas/RasterAtlas).
    case beginAtlasRaster(slot: RasterSlot, width: Int, height: Int)
    /// Draw instances `first..<first+count` with shader variant `program`, sampling raster atlas page `page`: the
    /// cached bitmaps of consecutive shouldRasterize layers on one page, one draw call.
    case rasterQuads(first: Int, count: Int, page: Int, program: QuadProgramKind)
    /// Draw instances `first..<first+count` with the lean texture-fetch variant (`raster`), sampling text atlas page
    /// `page`: consecutive CATextLayer texts on one page (FrameBuilder+TextAtlas), one draw call.
    case textQuads(first: Int, count: Int, page: Int)
    /// Draw a shadow's source (the layer's composited alpha, or its shadowPath) into a `width`×`height` texture
    /// (cleared to transparent) until the matching `endShadowSource`.
    case beginShadowSource(key: Int, width: Int, height: Int)
    /// Blur the source just drawn by a Gaussian of `sigma` texels (two separable passes) into the shadow texture
    /// `key`, kept across frames, and return to the previous target.
    case endShadowSource(key: Int, width: Int, height: Int, sigma: Float)
    /// Draw the shadow texture `key` with quad instance `instance` (the `full` variant: its alpha tinted).
    case compositeShadow(instance: Int, key: Int)
}
