// Golden images of the display cycle end to end (docs/architecture.md "Text"): a hosted layer whose draw(in:) draws a path, a stroke
// and an arrow committed by a real transaction, its backing store composited by the GL compositor at scale 1 and
// at scale 2 (contentsScale 2 on a 2× target), with a must-fail twin that moves the drawing by one point.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: layer display cycle", .serialized)
    struct GoldenDisplayTests {
        /// Draws a filled triangle pointing right, a rounded outline and a bar at the top, in top-left y-down space.
        final class ArrowLayer: CALayer {
            var shift: CGFloat = 0

            override func draw(in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 0.95, green: 0.95, blue: 0.85, alpha: 1))
                ctx.fill(bounds)
                ctx.setFillColor(CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1))
                ctx.fill(CGRect(x: 4 + shift, y: 4, width: 40, height: 6))
                ctx.move(to: CGPoint(x: 10 + shift, y: 16))
                ctx.addLine(to: CGPoint(x: 40 + shift, y: 30))
                ctx.addLine(to: CGPoint(x: 10 + shift, y: 44))
                ctx.closePath()
                ctx.setFillColor(CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1))
                ctx.fillPath()
                ctx.setStrokeColor(CGColor(red: 0.1, green: 0.6, blue: 0.2, alpha: 1))
                ctx.setLineWidth(2)
                ctx.addPath(CGPath(roundedRect: CGRect(x: 2, y: 2, width: 44, height: 44), cornerWidth: 8,
                                   cornerHeight: 8, transform: nil))
                ctx.strokePath()
            }
        }

        /// A 64×64 white root with a 48×48 ArrowLayer at (8, 8), drawn by the commit.
        static func frame(scale: Int, shift: CGFloat = 0) throws -> RGBAFrame {
            CATransaction.flush()
            let renderer = CARenderer()
            renderer.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            let layer = ArrowLayer()
            layer.shift = shift
            layer.frame = CGRect(x: 8, y: 8, width: 48, height: 48)
            layer.contentsScale = CGFloat(scale)
            layer.setNeedsDisplay()
            root.addSublayer(layer)
            renderer.layer = root
            CATransaction.flush()
            defer { renderer.layer = nil }
            let target = try OffscreenTarget(width: 64 * scale, height: 64 * scale)
            return target.render(renderer.latestTree, scale: scale)
        }

        @Test("a layer's draw(in:) drawn by the commit and composited matches its reference at scale 1 and 2",
              arguments: [1, 2])
        func matchesReference(scale: Int) throws {
            GoldenImage.expectMatch(try Self.frame(scale: scale), name: "display/arrow-scale\(scale)")
        }

        @Test("the display comparison fails when the drawing moves by one point")
        func changedDrawingFails() throws {
            GoldenImage.expectMismatch(try Self.frame(scale: 2, shift: 1), name: "display/arrow-scale2")
        }
    }
}
