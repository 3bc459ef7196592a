// Golden images of cornerCurve (CALayer.h) and of the contents filters: a continuous corner beside a circular one
// of the same radius (with borders, so the inner edge is pinned too), and a 4×4-pixel image magnified eight times
// with nearest and linear sampling. Each family has a must-fail twin.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: corner curves and contents filters", .serialized)
    struct GoldenCornerCurveTests {
        /// Two 48×48 cards of radius `radius`: circular on the left, continuous on the right.
        static func cards(radius: CGFloat = 16) -> [CALayer] {
            [CALayerCornerCurve.circular, .continuous].enumerated().map { index, curve in
                let card = CALayer()
                card.frame = CGRect(x: 12 + CGFloat(index) * 60, y: 24, width: 48, height: 48)
                card.backgroundColor = CGColor.rgb(0.25, 0.55, 0.95)
                card.cornerRadius = radius
                card.cornerCurve = curve
                card.borderWidth = 3
                card.borderColor = CGColor.rgb(0.1, 0.1, 0.2)
                return card
            }
        }

        @Test("continuous corners reach further along the sides than circular ones of the same radius")
        func continuousVersusCircular() throws {
            let target = try OffscreenTarget(width: 128, height: 96)
            let frame = LayerStage(width: 128, layers: Self.cards()).frame(on: target)
            GoldenImage.expectMatch(frame, name: "corner-curve/circular-continuous")
            // The continuous corner runs 1.528665 radii (24.5 points) along each side, meeting it with zero curvature:
            // it differs from the circular card in the corner squares and nowhere along the straight middle.
            func differing(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
                var count = 0
                for y in ys { for x in xs where zip(frame.pixel(x, y), frame.pixel(x + 60, y)).contains(where: {
                    abs(Int($0) - Int($1)) > 8 }) { count += 1 } }
                return count
            }
            let corner = differing(10..<36, 22..<48), middle = differing(10..<62, 46..<50)
            #expect(corner > 10 && middle == 0, "corner \(corner) pixels differ, middle \(middle)")
            GoldenImage.expectMismatch(LayerStage(width: 128, layers: Self.cards(radius: 14)).frame(on: target),
                                       name: "corner-curve/circular-continuous")
        }

        /// A 4×4 checkerboard image on a 32×32 layer at (16, 16), sampled with `filter`.
        static func checker(_ filter: CALayerContentsFilter) -> CALayer {
            var pixels = [UInt8](repeating: 0, count: 4 * 4 * 4)
            for y in 0..<4 {
                for x in 0..<4 {
                    let on = (x + y) % 2 == 0
                    let i = (y * 4 + x) * 4
                    pixels[i] = on ? 230 : 20
                    pixels[i + 1] = on ? 120 : 40
                    pixels[i + 2] = on ? 20 : 200
                    pixels[i + 3] = 255
                }
            }
            let layer = CALayer()
            layer.frame = CGRect(x: 16, y: 16, width: 32, height: 32)
            layer.contents = CGImage(width: 4, height: 4, rgba: pixels, premultiplied: true)
            layer.magnificationFilter = filter
            return layer
        }

        @Test("a 4×4 image magnified 8× keeps square texels with .nearest and blends with .linear")
        func magnificationFilters() throws {
            let target = try OffscreenTarget(width: 64, height: 64)
            let nearest = LayerStage(width: 64, height: 64, layers: [Self.checker(.nearest)]).frame(on: target)
            GoldenImage.expectMatch(nearest, name: "contents-filter/nearest")
            // Two pixels either side of the first texel boundary (x = 24): nearest keeps both texels' colours.
            #expect(nearest.pixel(22, 18, isNear: [230, 120, 20, 255]) && nearest.pixel(25, 18, isNear: [20, 40, 200, 255]))
            let linear = LayerStage(width: 64, height: 64, layers: [Self.checker(.linear)]).frame(on: target)
            GoldenImage.expectMatch(linear, name: "contents-filter/linear")
            GoldenImage.expectMismatch(linear, name: "contents-filter/nearest")
        }
    }
}
