// Where a quad record can touch the target (DECISIONS 17): its `quad` rectangle's corners through clipFromLocal
// (the same map the vertex shader applies, QuadShaders), divided by w and scaled to pixels. A quad with a corner at or
// behind the eye (w ≤ 0) has no finite image and counts as covering the whole target.

extension QuadInstance {
    /// The target pixels this quad may write, one pixel wider on every side than its corners (rasterisation and
    /// float rounding), clamped to the `width`×`height` target.
    func pixelBounds(width: Int, height: Int) -> PixelBox {
        let (x, y, w) = clipFromLocal
        var lowX = Float.infinity, lowY = Float.infinity, highX = -Float.infinity, highY = -Float.infinity
        for corner in 0..<4 {
            let lx = quad.0 + (corner & 1 == 0 ? 0 : quad.2)
            let ly = quad.1 + (corner & 2 == 0 ? 0 : quad.3)
            let cw = x.3 * lx + y.3 * ly + w.3
            guard cw > 1e-6, cw.isFinite else { return PixelBox(minX: 0, minY: 0, maxX: width, maxY: height) }
            let cx = (x.0 * lx + y.0 * ly + w.0) / cw
            let cy = (x.1 * lx + y.1 * ly + w.1) / cw
            lowX = min(lowX, cx)
            highX = max(highX, cx)
            lowY = min(lowY, cy)
            highY = max(highY, cy)
        }
        guard lowX.isFinite, lowY.isFinite, highX.isFinite, highY.isFinite else {
            return PixelBox(minX: 0, minY: 0, maxX: width, maxY: height)
        }
        // Clip space [-1, 1] → pixels [0, size]; the guards keep out-of-range values from trapping in Int(_:).
        func pixel(_ ndc: Float, _ size: Int) -> Float { min(max((ndc + 1) * 0.5 * Float(size), -2), Float(size) + 2) }
        return PixelBox(minX: Int(pixel(lowX, width).rounded(.down)) - 1, minY: Int(pixel(lowY, height).rounded(.down)) - 1,
                        maxX: Int(pixel(highX, width).rounded(.up)) + 1, maxY: Int(pixel(highY, height).rounded(.up)) + 1)
            .clamped(width: width, height: height)
    }
}
