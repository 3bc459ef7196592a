// The zoomable-image scene's content (docs/architecture.md "Layer classes"): a CATiledLayer whose draw(in:) renders the Mandelbrot set for the
// one tile it is asked for, reading the tile from the context as Apple's documentation says to (the clip box is
// the tile, the CTM's scale its resolution), with more iterations at finer levels so zooming in shows more detail.
// It runs on the tile worker, so it reads only its own immutable settings and the context. Optionally it outlines
// each tile in a colour per level of detail, to show the tiling.
import QuartzCore
import Foundation

final class MandelbrotTiledLayer: CATiledLayer {
    /// The side of the square the set is drawn in, in points (the layer's bounds, set once at build).
    let side: CGFloat
    /// Whether each tile is outlined (read on the worker; changed only together with setNeedsDisplay()).
    let outlines = LockedFlag()

    init(side: CGFloat) {
        self.side = side
        super.init()
    }

    override init() {
        side = 1
        super.init()
    }

    override init(layer: Any) {
        side = (layer as? MandelbrotTiledLayer)?.side ?? 1
        super.init(layer: layer)
    }

    override func draw(in ctx: CGContext) {
        let area = ctx.boundingBoxOfClipPath
        let scale = abs(ctx.ctm.a)
        let width = Int((area.width * scale).rounded(.up)), height = Int((area.height * scale).rounded(.up))
        guard width > 0, height > 0, side > 0 else { return }
        // Finer levels (more pixels per point) iterate longer: their boundary detail is smaller.
        let iterations = 48 + Int(max(log2(Double(scale)), 0) * 40)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for row in 0..<height {
            // draw(_:in:) puts the image's top row at the rect's maxY (upside down in this y-down context).
            let y = area.maxY - (CGFloat(row) + 0.5) / scale
            let ci = Double((y / side - 0.5) * 2.6)
            for column in 0..<width {
                let x = area.minX + (CGFloat(column) + 0.5) / scale
                let cr = Double((x / side - 0.5) * 2.6 - 0.65)
                let colour = MandelbrotTiledLayer.colour(cr, ci, iterations: iterations)
                let offset = (row * width + column) * 4
                rgba[offset] = colour.0
                rgba[offset + 1] = colour.1
                rgba[offset + 2] = colour.2
            }
        }
        guard let image = CGImage(width: width, height: height, rgba: rgba, premultiplied: true) else { return }
        ctx.draw(image, in: area)
        if outlines.value {
            let level = Int(log2(Double(scale)).rounded())
            let hue = CGFloat((level + 6) % 6) / 6
            ctx.setStrokeColor(CGColor(red: 0.5 + 0.5 * cos(2 * .pi * hue), green: 0.5 + 0.5 * cos(2 * .pi * (hue - 1.0 / 3)),
                                       blue: 0.5 + 0.5 * cos(2 * .pi * (hue - 2.0 / 3)), alpha: 1))
            ctx.setLineWidth(2 / scale)
            ctx.stroke(area.insetBy(dx: 1 / scale, dy: 1 / scale))
        }
    }

    /// A smooth escape-time colour: deep blue inside, through cyan and gold at the boundary.
    static func colour(_ cr: Double, _ ci: Double, iterations: Int) -> (UInt8, UInt8, UInt8) {
        var zr = 0.0, zi = 0.0, n = 0
        while n < iterations, zr * zr + zi * zi <= 16 {
            (zr, zi) = (zr * zr - zi * zi + cr, 2 * zr * zi + ci)
            n += 1
        }
        guard n < iterations else { return (10, 12, 40) }
        let smooth = Double(n) + 1 - log2(log2(zr * zr + zi * zi) / 2)
        let t = smooth / 24
        func channel(_ phase: Double) -> UInt8 { UInt8(max(0, min(255, 127.5 + 127.5 * cos(2 * .pi * (t + phase))))) }
        return (channel(0.55), channel(0.35), channel(0.15))
    }
}
