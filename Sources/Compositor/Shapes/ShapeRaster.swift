// One CAShapeLayer drawn to pixels (ShapeRasterizer): the image and where it lies in the layer's bounds space.
import QuartzCore
import Foundation

/// A rasterised shape: `image` covers `rect` (bounds points) of the layer.
struct ShapeRaster {
    let image: CGImage
    let rect: CGRect
}
