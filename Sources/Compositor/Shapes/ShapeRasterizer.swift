// CAShapeLayer's pixels (CAShapeLayer.h), drawn by cairo through the engine's CGContext: the path filled with
// fillColor under fillRule, then the part between strokeStart and strokeEnd (ShapeStrokeRange) stroked with
// strokeColor, lineWidth, caps, joins, miterLimit and dashes, anti-aliased as cairo draws. The raster covers the
// path's box grown by the stroke's reach (shapes draw outside their bounds unless masksToBounds cuts them), at the
// pixels per point the layer has on screen.
//
// Why the CPU and a cached raster rather than the GPU (docs/architecture.md "Frame cost"; BENCHMARKS.md "shapes"): a shape that does not
// change costs one texture quad per frame, whatever its path; one that animates costs a cairo raster and an upload
// per frame. See BENCHMARKS.md for the measured per-ring cost.
import QuartzCore
import Foundation

enum ShapeRasterizer {
    /// Raster pixels per point for a layer drawn at `pixelSize` points per pixel (0: projective), rounded up to a
    /// quarter so small scale changes of a moving layer do not redraw it.
    static func rasterScale(pixelSize: Float, fallback: Double) -> Double {
        let exact = pixelSize > 0 ? 1 / Double(pixelSize) : fallback
        guard exact.isFinite, exact > 0 else { return 1 }
        return min((exact * 4).rounded(.up) / 4, 8)
    }

    /// Whether the shape paints anything.
    static func paints(_ shape: RenderShape) -> Bool {
        guard let path = shape.path, !path.isEmpty else { return false }
        return shape.fillColor.alpha > 0 || strokes(shape)
    }

    static func strokes(_ shape: RenderShape) -> Bool {
        shape.strokeColor.alpha > 0 && shape.lineWidth > 0 && shape.lineWidth.isFinite
            && min(max(shape.strokeEnd, 0), 1) > min(max(shape.strokeStart, 0), 1)
    }

    /// The bounds-space rectangle the shape's pixels can reach (nil when it paints nothing).
    static func reach(of shape: RenderShape) -> CGRect? {
        guard paints(shape), let elements = shape.path else { return nil }
        let box = CGPath(elements: elements).boundingBox
        guard !box.isNull, box.minX.isFinite, box.maxY.isFinite else { return nil }
        var grow = 1.0
        if strokes(shape) {
            let half = shape.lineWidth / 2
            // A square cap reaches √2 half-widths from its end; a mitre 1 / sin(θ/2) half-widths from its corner
            // (θ the angle between the segments), unless that passes the miter limit and the join is bevelled.
            let joinReach = shape.lineJoin == .miter ? miterReach(elements, limit: shape.miterLimit) : 1
            grow += half * max(joinReach, shape.lineCap == .square ? 1.5 : 1)
        }
        return box.insetBy(dx: -grow, dy: -grow)
    }

    /// The longest mitre of the path's joins in half line widths (1 when every join is smooth or bevelled).
    static func miterReach(_ elements: [CGPath.Element], limit: Double) -> Double {
        let segments = CGPath(elements: elements).segments
        var reach = 1.0
        var subpathFirst = 0
        for index in segments.indices {
            let continues = index > 0 && segments[index - 1].elementIndex + 1 == segments[index].elementIndex
            if !continues { subpathFirst = index }
            // The join before this segment, and for a close the join back onto the subpath's first segment.
            if continues { reach = max(reach, miter(segments[index - 1], segments[index], limit: limit)) }
            if case .closeSubpath = elements[segments[index].elementIndex], subpathFirst != index {
                reach = max(reach, miter(segments[index], segments[subpathFirst], limit: limit))
            }
        }
        return reach
    }

    /// The mitre length in half widths where `a` ends and `b` starts (1 when bevelled by the limit or smooth).
    private static func miter(_ first: CGPathSegment, _ second: CGPathSegment, limit: Double) -> Double {
        let a = first.derivative(at: 1), b = second.derivative(at: 0)
        let la = hypot(a.x, a.y), lb = hypot(b.x, b.y)
        guard la > 0, lb > 0 else { return 1 }
        // cos of the turn between the directions; the interior angle θ = π − turn, sin(θ/2) = cos(turn/2).
        let cosTurn = max(-1, min(1, (a.x * b.x + a.y * b.y) / (la * lb)))
        let halfInterior = ((1 + cosTurn) / 2).squareRoot()
        guard halfInterior > 1e-9 else { return 1 }
        let miter = 1 / halfInterior
        return miter <= max(limit, 1) ? miter : 1
    }

    /// Draws the shape into a new image covering `rect` at `scale` pixels per point; nil when nothing is drawn.
    static func rasterize(_ shape: RenderShape, rect: CGRect, scale: Double) -> ShapeRaster? {
        guard let elements = shape.path else { return nil }
        // Whole pixels of the layer's own grid, so an unrotated layer at whole-pixel positions samples its raster
        // texel for pixel (no blur from linear filtering between texels).
        let rect = CGRect(x: (rect.minX * scale).rounded(.down) / scale, y: (rect.minY * scale).rounded(.down) / scale,
                          width: rect.width + 2 / scale, height: rect.height + 2 / scale)
        let pixelWidth = (rect.width * scale).rounded(.up), pixelHeight = (rect.height * scale).rounded(.up)
        // The cache sizes `scale` to its budget (ShapeRasterCache.maximumRasterSide); a caller that did not is
        // refused here before anything is converted or allocated (DECISIONS 13).
        guard pixelWidth >= 1, pixelHeight >= 1, pixelWidth <= Double(ShapeRasterCache.maximumRasterSide),
              pixelHeight <= Double(ShapeRasterCache.maximumRasterSide) else { return nil }
        let width = Int(pixelWidth), height = Int(pixelHeight)
        guard width > 0, height > 0,
              let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8,
                                      bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        // The bitmap context is y-up (Apple's); the layer's bounds space is y-down with the image's top row at rect.minY.
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: CGFloat(scale), y: CGFloat(-scale))
        context.translateBy(x: -rect.minX, y: -rect.minY)
        if shape.fillColor.alpha > 0 {
            context.addPath(CGPath(elements: elements))
            context.setFillColor(straight(shape.fillColor))
            context.fillPath(using: shape.evenOdd ? .evenOdd : .winding)
        }
        if strokes(shape) {
            let trimmed = ShapeStrokeRange.trimmed(elements, start: shape.strokeStart, end: shape.strokeEnd)
            if !trimmed.isEmpty {
                context.addPath(CGPath(elements: trimmed))
                context.setStrokeColor(straight(shape.strokeColor))
                context.setLineWidth(CGFloat(shape.lineWidth))
                context.setLineCap(shape.lineCap == .round ? .round : shape.lineCap == .square ? .square : .butt)
                context.setLineJoin(shape.lineJoin == .round ? .round : shape.lineJoin == .bevel ? .bevel : .miter)
                context.setMiterLimit(CGFloat(shape.miterLimit))
                if let dashes = shape.lineDashPattern, ShapeDash.isDrawable(dashes) {
                    context.setLineDash(phase: CGFloat(shape.lineDashPhase), lengths: dashes.map { CGFloat($0) })
                }
                context.strokePath()
            }
        }
        guard let image = context.makeImage() else { return nil }
        return ShapeRaster(image: image, rect: CGRect(x: rect.minX, y: rect.minY, width: Double(width) / scale,
                                                      height: Double(height) / scale))
    }

    /// A premultiplied render colour as the straight CGColor the context takes.
    private static func straight(_ c: RenderColor) -> CGColor {
        let a = CGFloat(c.alpha)
        guard a > 0 else { return CGColor(red: 0, green: 0, blue: 0, alpha: 0) }
        return CGColor(red: CGFloat(c.red) / a, green: CGFloat(c.green) / a, blue: CGFloat(c.blue) / a, alpha: a)
    }
}
