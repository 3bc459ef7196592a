// A CAShapeLayer's shape as a quad (CAShapeLayer.h): drawn over the layer's background and under its sublayers and
// border, from the cached raster (ShapeRasterCache) at the layer's on-screen pixel size; masksToBounds cuts it to the
// rounded bounds, an ancestor's clip applies as to any contents. Rasters go into the frame's shape atlas, so
// consecutive shapes draw in one call. The path is geometry in the layer's own coordinates, which isGeometryFlipped
// turns upside down (CALayer.h: "the geometry of the layer and its sublayers is flipped vertically"; the context a
// flipped layer draws in is y-flipped, contentsAreFlipped()): a flipped shape layer shows its raster mirrored about
// the middle of its bounds. Flipped superlayers already mirror the layer's whole space (FrameBuilder+Traversal).
import QuartzCore
import Foundation

extension FrameBuilder {
    /// Appends the quad of the shape of `layer` (a CAShapeLayer record), if it paints anything.
    func appendShape(of layer: UnsafePointer<RenderLayer>, window: CATransform3D, plane: Homography, opacity: Float,
                     clip: ClipRegion?) {
        guard let shape = layer.pointee.shape, ShapeRasterizer.paints(shape) else { return }
        let bounds = CGRect(origin: .zero, size: layer.pointee.bounds.size)
        var instance = makeInstance(window: window, plane: plane, shape: bounds, clip: clip, kind: .layer,
                                    corners: layer.pointee.maskedCorners, clipsContents: layer.pointee.masksToBounds,
                                    hasContents: true)
        let fallback = Double(max(pixelsPerPoint.width, pixelsPerPoint.height))
        let scale = ShapeRasterizer.rasterScale(pixelSize: instance.metrics.0, fallback: fallback)
        guard let raster = shapeRasters.raster(for: shape, scale: scale), textureLimitAllows(raster.image) else { return }
        let flipped = layer.pointee.isGeometryFlipped
        let rect = flipped ? FrameBuilder.mirrored(raster.rect, height: bounds.height) : raster.rect
        var quad = rect
        if layer.pointee.masksToBounds {
            quad = quad.intersection(bounds.insetBy(dx: -1, dy: -1))
            guard !quad.isNull, quad.width > 0, quad.height > 0 else { return }
        }
        instance.quad = FrameBuilder.vec4(quad)
        instance.content = FrameBuilder.vec4(rect)
        instance.style = (Float(layer.pointee.cornerRadius), 0, opacity, 1)
        // In a shadow source pass the raster is drawn as its own image: the pass is cached by what it draws
        // (ShadowSignature), and an atlas place says nothing about which raster it holds this frame.
        if !shadowPass.isRecordingSource, let uv = shapeAtlas.place(raster.image) {
            instance.uv = flipped ? (uv.0, uv.3, uv.2, uv.1) : uv
            append(instance, image: nil, program: .shape)
        } else {
            instance.uv = flipped ? (0, 1, 1, 0) : (0, 0, 1, 1)
            append(instance, image: raster.image, program: .full)
        }
    }

    /// `rect` (in bounds space, y down from the top) mirrored about the middle of bounds `height` high.
    static func mirrored(_ rect: CGRect, height: CGFloat) -> CGRect {
        CGRect(x: rect.minX, y: height - rect.maxY, width: rect.width, height: rect.height)
    }
}
