// Anti-aliased edges (spec §1.5 drawing; FrameBuilder.padding): an edge's coverage ramps over one pixel, half inside
// and half outside the shape, so the quad must reach far enough out for the outer half. Summed over a shape, the
// coverage is its area; a quad cut too tight loses the outer half-pixel band along every edge. These layers set
// allowsEdgeAntialiasing, whose default (false) draws straight edges hard: EdgeRulePixelTests.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Compositor anti-aliasing", .serialized)
    struct AntialiasingPixelTests {
        /// Summed red coverage (0...1 per pixel) of a white square of `side` points rotated by `angle` on black.
        private func coveredArea(side: Double, angle: Double, scale: Int) throws -> Double {
            let target = try OffscreenTarget(width: 100 * scale, height: 100 * scale)
            var builder = TreeBuilder(width: 100 * scale, height: 100 * scale, background: RenderColor(red: 0, green: 0, blue: 0, alpha: 1))
            builder.add(frame: CGRect(x: 50 - side / 2, y: 50 - side / 2, width: side, height: side), color: .white) {
                $0.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
                $0.allowsEdgeAntialiasing = true
            }
            let frame = target.render(builder.tree, scale: scale)
            var sum = 0
            for index in stride(from: 0, to: frame.pixels.count, by: 4) { sum += Int(frame.pixels[index]) }
            return Double(sum) / 255 / Double(scale * scale)
        }

        @Test("a rotated 40-point square covers 1,600 square points within 2 (edges keep their outer half-pixel)")
        func rotatedSquareAreaAtScale1() throws {
            // Not 45°: there the pixel centres sample each edge's one-pixel ramp at 1/√2 spacing in phase, and the
            // sum is 9 short whatever the padding (the ramp's own sampling error, measured with 3-pixel padding).
            for angle in [0.3, 0.5236, 1.1] {
                let area = try coveredArea(side: 40, angle: angle, scale: 1)
                #expect(abs(area - 1600) <= 2, "angle \(angle): covered \(area)")
            }
        }

        @Test("at 2 pixels per point the rotated square still covers 1,600 square points within 1")
        func rotatedSquareAreaAtScale2() throws {
            let area = try coveredArea(side: 40, angle: 0.5236, scale: 2)
            #expect(abs(area - 1600) <= 1, "covered \(area)")
        }
    }
}
