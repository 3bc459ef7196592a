// Where a layer's contents image lands in its bounds (spec §1.5: contentsGravity, contentsRect, contentsScale,
// contentsCenter), computed on the CPU per layer; the fragment shader only interpolates inside the result.
import QuartzCore
import Foundation

/// The placement of one layer's contents: destination rectangle in bounds space, texture coordinates of its
/// corners, and the nine-slice margins in points (all zero when the image stretches as a whole).
struct ContentsLayout: Equatable {
    var destination: CGRect
    var uv: (u0: Double, v0: Double, u1: Double, v1: Double)
    var slice: (left: Double, top: Double, right: Double, bottom: Double)

    static func == (a: ContentsLayout, b: ContentsLayout) -> Bool {
        a.destination == b.destination && a.uv == b.uv && a.slice == b.slice
    }

    /// The layout for an image of `pixelWidth`×`pixelHeight` in `bounds` (size in points).
    init(pixelWidth: Int, pixelHeight: Int, boundsSize: CGSize, contentsRect: CGRect, contentsScale: CGFloat,
         gravity: ContentsGravityMode, contentsCenter: CGRect) {
        let rect = contentsRect.standardized
        let scale = contentsScale > 0 && contentsScale.isFinite ? Double(contentsScale) : 1
        // The natural size of the shown part of the image, in points.
        let naturalW = Double(rect.width) * Double(pixelWidth) / scale
        let naturalH = Double(rect.height) * Double(pixelHeight) / scale
        let bw = Double(boundsSize.width), bh = Double(boundsSize.height)
        var w = bw, h = bh
        var horizontal: Int8 = 0, vertical: Int8 = 0
        switch gravity {
        case .resize:
            break
        case .resizeAspect, .resizeAspectFill:
            if naturalW > 0, naturalH > 0 {
                let sx = bw / naturalW, sy = bh / naturalH
                let s: Double
                if case .resizeAspect = gravity { s = min(sx, sy) } else { s = max(sx, sy) }
                w = naturalW * s
                h = naturalH * s
            }
        case .natural(let hPos, let vPos):
            w = naturalW
            h = naturalH
            horizontal = hPos
            vertical = vPos
        }
        let x = ContentsLayout.align(size: w, in: bw, position: horizontal)
        let y = ContentsLayout.align(size: h, in: bh, position: vertical)
        destination = CGRect(x: x, y: y, width: w, height: h)
        uv = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        let center = contentsCenter.standardized
        if center == CGRect(x: 0, y: 0, width: 1, height: 1) {
            slice = (0, 0, 0, 0)
        } else {
            // Margins outside the centre keep their natural size in points (the shader shrinks them
            // proportionally when the destination is smaller than both together).
            let left = min(max(Double(center.minX), 0), 1), right = min(max(1 - Double(center.maxX), 0), 1)
            let top = min(max(Double(center.minY), 0), 1), bottom = min(max(1 - Double(center.maxY), 0), 1)
            slice = (left * naturalW, top * naturalH, right * naturalW, bottom * naturalH)
        }
    }

    private static func align(size: Double, in available: Double, position: Int8) -> Double {
        switch position {
        case ..<0: return 0
        case 0: return (available - size) / 2
        default: return available - size
        }
    }
}
