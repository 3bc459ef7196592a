// The Gaussian blur of CGContext shadows: the alpha of a drawn shape, padded by 3·sigma on every side, blurred by
// three box passes in each direction (a box width from sigma makes three passes a close Gaussian, the standard
// approximation SVG's feGaussianBlur specifies), into a cairo A8 surface used as a mask.
import Foundation
internal import CCairo

enum ShadowBlur {
    /// The blurred alpha of the ARGB32 image surface `source`, and how many pixels it was padded by.
    static func blurredAlpha(of source: OpaquePointer, sigma: Double) -> (surface: OpaquePointer, padding: Int)? {
        let width = Int(cairo_image_surface_get_width(source)), height = Int(cairo_image_surface_get_height(source))
        guard width > 0, height > 0, let sourcePixels = cairo_image_surface_get_data(source) else { return nil }
        let sourceStride = Int(cairo_image_surface_get_stride(source))
        let box = sigma < 0.5 ? 1 : max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5)))
        let padding = sigma < 0.5 ? 0 : Int((3 * sigma).rounded(.up))
        let w = width + 2 * padding, h = height + 2 * padding
        var alpha = [Float](repeating: 0, count: w * h)
        let alphaOffset = BitmapLayout.cairoNative.alpha
        for y in 0..<height {
            let row = sourcePixels + y * sourceStride
            for x in 0..<width { alpha[(y + padding) * w + x + padding] = Float(row[x * 4 + alphaOffset]) }
        }
        if box > 1 {
            var scratch = [Float](repeating: 0, count: w * h)
            for _ in 0..<3 {
                boxPass(&alpha, into: &scratch, count: h, length: w, step: 1, lineStep: w, box: box)
                boxPass(&scratch, into: &alpha, count: w, length: h, step: w, lineStep: 1, box: box)
            }
        }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let maskPixels = cairo_image_surface_get_data(mask)
        else {
            cairo_surface_destroy(mask)
            return nil
        }
        let maskStride = Int(cairo_image_surface_get_stride(mask))
        for y in 0..<h {
            for x in 0..<w { maskPixels[y * maskStride + x] = UInt8(min(max(alpha[y * w + x].rounded(), 0), 255)) }
        }
        cairo_surface_mark_dirty(mask)
        return (mask!, padding)
    }

    /// One centred box average along `count` lines of `length` samples (`step` apart; lines `lineStep` apart).
    private static func boxPass(_ input: inout [Float], into output: inout [Float], count: Int, length: Int,
                                step: Int, lineStep: Int, box: Int) {
        let before = box / 2, after = box - before - 1
        let scale = 1 / Float(box)
        for line in 0..<count {
            let base = line * lineStep
            var sum: Float = 0
            for k in -before...after where k >= 0 && k < length { sum += input[base + k * step] }
            for i in 0..<length {
                output[base + i * step] = sum * scale
                let leaving = i - before, entering = i + after + 1
                if leaving >= 0 { sum -= input[base + leaving * step] }
                if entering < length { sum += input[base + entering * step] }
            }
        }
    }
}
