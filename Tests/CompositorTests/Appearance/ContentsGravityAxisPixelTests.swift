// Which visual edge a vertical contentsGravity names (Apple's contentsGravity documentation: "The naming of
// contents gravity constants is based on the direction of the vertical axis … When [contentsAreFlipped()] is
// true, top aligns contents to the bottom of the layer and bottom aligns content to the top"; contentsAreFlipped()
// is false by default). Our layers are y-down, as iOS's, so `.top` (the y-up top, the layer's maximum y) draws at
// the visual bottom — what iOS apps see, and why UIKit maps UIView.ContentMode.top onto kCAGravityBottom.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("contentsGravity on a y-up axis, contentsAreFlipped() (Apple contentsGravity docs)", .serialized)
    struct ContentsGravityAxisPixelTests {
        static let red: [UInt8] = [255, 0, 0, 255]

        /// A 100×100 layer showing a 20×10 red image at natural size with `gravity`, drawn through the model, the
        /// commit and the compositor.
        static func render(_ gravity: CALayerContentsGravity, geometryFlipped: Bool = false) throws -> RGBAFrame {
            let target = try OffscreenTarget(width: 100, height: 100)
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.contents = CGImage.solid(CGColor(red: 1, green: 0, blue: 0, alpha: 1), width: 20, height: 10)
            layer.contentsGravity = gravity
            layer.isGeometryFlipped = geometryFlipped   // flips its sublayers (it has none), and its contents' axis
            let stage = LayerStage(width: 100, height: 100, background: .rgb(0, 0, 1), layers: [layer])
            return stage.frame(on: target)
        }

        @Test("unflipped: .top draws at the visual bottom, .bottom at the visual top, .topLeft bottom-left, .bottomRight top-right")
        func verticalNamesAreYUp() throws {
            let top = try Self.render(.top)
            #expect(top.pixel(50, 95) == Self.red)
            #expect(top.pixel(50, 5) != Self.red)
            let bottom = try Self.render(.bottom)
            #expect(bottom.pixel(50, 5) == Self.red)
            #expect(bottom.pixel(50, 95) != Self.red)
            #expect(try Self.render(.topLeft).pixel(5, 95) == Self.red)
            #expect(try Self.render(.bottomRight).pixel(95, 5) == Self.red)
            #expect(try Self.render(.left).pixel(5, 50) == Self.red)   // no vertical part: unchanged
        }

        @Test("contentsAreFlipped() true (isGeometryFlipped): .top aligns to the other edge, the layer's minimum y")
        func flippedContentsSwapTopAndBottom() throws {
            let top = try Self.render(.top, geometryFlipped: true)
            #expect(top.pixel(50, 5) == Self.red)
            #expect(top.pixel(50, 95) != Self.red)
            #expect(try Self.render(.bottomLeft, geometryFlipped: true).pixel(5, 95) == Self.red)
        }
    }
}
