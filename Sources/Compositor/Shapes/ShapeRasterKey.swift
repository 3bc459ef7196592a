// What a shape raster depends on (ShapeRasterCache): the shape's evaluated values and the pixels per point it is
// drawn at. Equal keys give equal pixels, so a shape that does not change is drawn by cairo once.
import QuartzCore

/// The cache key of a shape raster.
struct ShapeRasterKey: Hashable {
    let shape: RenderShape
    /// Raster pixels per bounds point, rounded to a quarter (ShapeRasterizer.rasterScale).
    let scale: Double
}
