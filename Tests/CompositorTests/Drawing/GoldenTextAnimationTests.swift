// Golden images of CATextLayer's fontSize and foregroundColor animations (CATextLayer.h: both animatable; docs/architecture.md "Text"),
// drawn by the GL compositor offscreen at two animation times. The render thread draws the text at the evaluated
// size and colour (TextRasterCache), exactly as the display cycle draws a layer set to those values: so the frame of
// the animation at each time matches the reference of a static layer at the interpolated values, and a static
// layer half a point larger, or a colour 5 % off, fails it. A run with its own colour keeps it while the layer's
// foregroundColor animates (Apple applies foregroundColor only to text without one).
import QuartzCore
import Foundation
import Testing
@testable import Compositor

extension CompositorGLTests {
    @Suite("Golden: CATextLayer animations", .serialized)
    struct GoldenTextAnimationTests {
        static let red = CGColor.rgb(1, 0, 0), blue = CGColor.rgb(0, 0, 1), green = CGColor.rgb(0, 0.6, 0)

        /// "Hello, green world" with "green" in its own colour.
        static var string: NSAttributedString {
            let text = NSMutableAttributedString(string: "Hello, green world")
            text.addAttribute(.foregroundColor, value: green, range: NSRange(location: 7, length: 5))
            return text
        }

        /// A 176×40 text layer at (8, 12) showing `string` at `fontSize` in `color`.
        static func text(fontSize: CGFloat, color: CGColor) -> CATextLayer {
            let layer = CATextLayer()
            layer.frame = CGRect(x: 8, y: 12, width: 176, height: 40)
            layer.string = string
            layer.fontSize = fontSize
            layer.foregroundColor = color
            return layer
        }

        static func still(fontSize: CGFloat, color: CGColor, on target: OffscreenTarget) -> RGBAFrame {
            LayerStage(width: 192, height: 64, layers: [text(fontSize: fontSize, color: color)]).frame(on: target)
        }

        @Test("fontSize animated 12 → 28 over 2 s draws the 16- and 24-point references at 0.5 s and 1.5 s; 16.5 and 23.5 points fail them")
        func fontSizeAnimation() throws {
            let target = try OffscreenTarget(width: 192, height: 64)
            GoldenImage.expectMatch(Self.still(fontSize: 16, color: Self.red, on: target), name: "text/font-size-16")
            GoldenImage.expectMatch(Self.still(fontSize: 24, color: Self.red, on: target), name: "text/font-size-24")
            let layer = Self.text(fontSize: 28, color: Self.red)
            let stage = LayerStage(width: 192, height: 64, layers: [layer])
            let animation = CABasicAnimation(keyPath: "fontSize")
            animation.fromValue = 12
            animation.toValue = 28
            animation.duration = 2
            layer.add(animation, forKey: "grow")
            stage.commit()
            GoldenImage.expectMatch(stage.frame(at: 0.5, on: target), name: "text/font-size-16")
            GoldenImage.expectMatch(stage.frame(at: 1.5, on: target), name: "text/font-size-24")
            GoldenImage.expectMismatch(Self.still(fontSize: 16.5, color: Self.red, on: target), name: "text/font-size-16")
            GoldenImage.expectMismatch(Self.still(fontSize: 23.5, color: Self.red, on: target), name: "text/font-size-24")
        }

        @Test("foregroundColor animated red → blue over 2 s draws the 3:1 and 1:3 references with the green run kept; 5 % off fails")
        func colorAnimation() throws {
            let target = try OffscreenTarget(width: 192, height: 64)
            GoldenImage.expectMatch(Self.still(fontSize: 20, color: CGColor.rgb(0.75, 0, 0.25), on: target),
                                    name: "text/color-quarter")
            GoldenImage.expectMatch(Self.still(fontSize: 20, color: CGColor.rgb(0.25, 0, 0.75), on: target),
                                    name: "text/color-three-quarters")
            let layer = Self.text(fontSize: 20, color: Self.blue)
            let stage = LayerStage(width: 192, height: 64, layers: [layer])
            let animation = CABasicAnimation(keyPath: "foregroundColor")
            animation.fromValue = Self.red
            animation.toValue = Self.blue
            animation.duration = 2
            layer.add(animation, forKey: "tint")
            stage.commit()
            GoldenImage.expectMatch(stage.frame(at: 0.5, on: target), name: "text/color-quarter")
            GoldenImage.expectMatch(stage.frame(at: 1.5, on: target), name: "text/color-three-quarters")
            GoldenImage.expectMismatch(Self.still(fontSize: 20, color: CGColor.rgb(0.7, 0, 0.3), on: target),
                                       name: "text/color-quarter")
            GoldenImage.expectMismatch(Self.still(fontSize: 20, color: CGColor.rgb(0.3, 0, 0.7), on: target),
                                       name: "text/color-three-quarters")
        }

        @Test("a steady fontSize animation draws each half-point quantum once: frames on the same quantum reuse its raster")
        func rastersCachedByQuantum() throws {
            let target = try OffscreenTarget(width: 192, height: 64)
            let layer = Self.text(fontSize: 20, color: Self.red)
            let stage = LayerStage(width: 192, height: 64, layers: [layer])
            let animation = CABasicAnimation(keyPath: "fontSize")
            animation.fromValue = 12
            animation.toValue = 13
            animation.duration = 1
            layer.add(animation, forKey: "creep")
            stage.commit()
            let cache = target.compositor.builder.textRasters
            let before = cache.drawnCount
            // 12.0, 12.1 and 12.2 round to the 12-point quantum, 12.3 and 12.4 to 12.5, 12.6 to 12.5, 12.8 to 13.
            for t in [0.0, 0.1, 0.2, 0.3, 0.4, 0.6, 0.8, 0.1, 0.3] { _ = stage.frame(at: t, on: target) }
            #expect(cache.drawnCount - before == 3)
            _ = stage.frame(at: 2, on: target)   // ended: the contents drawn by the commit, no raster
            #expect(cache.drawnCount - before == 3)
        }
    }
}
