// Golden images of allowsEdgeAntialiasing / edgeAntialiasingMask (CALayer.h: the edges in the mask are anti-aliased
// when the layer allows it; off, the default without Info.plist's UIViewEdgeAntialiasing, straight edges are hard and
// rounded corners stay smooth; FrameBuilder.aliasedEdges) and of minificationFilter .trilinear (mipmapped sampling,
// minificationFilterBias added to the level). Each family has a must-fail twin.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: edge anti-aliasing and trilinear filtering", .serialized)
    struct GoldenEdgeAndMipmapTests {
        /// A white 40×40 square rotated by 0.5 rad on black, with the given edge settings (`allows` nil: the
        /// default) and corner radius.
        static func rotatedSquare(allows: Bool?, mask: CAEdgeAntialiasingMask = CAEdgeAntialiasingMask(rawValue: 15),
                                  radius: CGFloat = 0) -> LayerStage {
            let square = CALayer()
            square.frame = CGRect(x: 28, y: 28, width: 40, height: 40)
            square.backgroundColor = CGColor.rgb(1, 1, 1)
            square.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
            square.cornerRadius = radius
            if let allows { square.allowsEdgeAntialiasing = allows }
            square.edgeAntialiasingMask = mask
            return LayerStage(background: CGColor.rgb(0, 0, 0), layers: [square])
        }

        /// Pixels neither black nor white (an anti-aliased edge's ramp), and those among them left of x = 48.
        static func partialPixels(_ frame: RGBAFrame) -> (all: Int, left: Int) {
            var all = 0, left = 0
            for y in 0..<frame.height {
                for x in 0..<frame.width where frame.pixel(x, y)[0] > 8 && frame.pixel(x, y)[0] < 247 {
                    all += 1
                    if x < 48 { left += 1 }
                }
            }
            return (all, left)
        }

        @Test("by default (allowsEdgeAntialiasing false) a rotated rounded square has hard straight edges and smooth corners")
        func defaultHardEdgesSmoothCorners() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let byDefault = Self.rotatedSquare(allows: nil, radius: 10).frame(on: target)
            GoldenImage.expectMatch(byDefault, name: "edge-antialiasing/default-rounded")
            // Only the four arcs ramp: fewer partial pixels than with every edge smooth, but some.
            let smooth = Self.rotatedSquare(allows: true, radius: 10).frame(on: target)
            let corners = Self.partialPixels(byDefault).all
            #expect(corners > 20 && corners < Self.partialPixels(smooth).all / 2, "\(corners)")
            // The twin: the same square with allowsEdgeAntialiasing true fails the golden image.
            GoldenImage.expectMismatch(smooth, name: "edge-antialiasing/default-rounded")
        }

        @Test("with allowsEdgeAntialiasing true and the full mask every edge of a rotated square is smooth")
        func allowedSmoothEdges() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let smooth = Self.rotatedSquare(allows: true).frame(on: target)
            GoldenImage.expectMatch(smooth, name: "edge-antialiasing/all-edges")
            // The four edges of a rotated 40-point square cross well over a hundred pixels of ramp.
            #expect(Self.partialPixels(smooth).all > 100)
            let byDefault = Self.rotatedSquare(allows: nil).frame(on: target)
            #expect(Self.partialPixels(byDefault).all == 0)
            // The twin: the default (hard) square fails the golden image.
            GoldenImage.expectMismatch(byDefault, name: "edge-antialiasing/all-edges")
        }

        @Test("edges left out of edgeAntialiasingMask are drawn hard when allowsEdgeAntialiasing is true")
        func edgeMask() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let hard = Self.rotatedSquare(allows: true, mask: []).frame(on: target)
            GoldenImage.expectMatch(hard, name: "edge-antialiasing/no-edges")
            #expect(Self.partialPixels(hard).all == 0)
            // Only the left (min-x) edge smooth: ramp pixels remain, fewer than all four edges give.
            let leftOnly = Self.rotatedSquare(allows: true, mask: [.layerLeftEdge]).frame(on: target)
            GoldenImage.expectMatch(leftOnly, name: "edge-antialiasing/left-edge")
            let left = Self.partialPixels(leftOnly)
            let smooth = Self.partialPixels(Self.rotatedSquare(allows: true).frame(on: target))
            #expect(left.all > 20 && left.all < smooth.all / 2, "\(left)")
            // The mask is ignored without allowsEdgeAntialiasing: every edge hard.
            #expect(Self.partialPixels(Self.rotatedSquare(allows: false, mask: [.layerLeftEdge]).frame(on: target)).all == 0)
            // The twins: every edge smooth fails the no-edges image; the right edge instead of the left fails the
            // left-edge one.
            GoldenImage.expectMismatch(Self.rotatedSquare(allows: true).frame(on: target), name: "edge-antialiasing/no-edges")
            GoldenImage.expectMismatch(Self.rotatedSquare(allows: true, mask: [.layerRightEdge]).frame(on: target),
                                       name: "edge-antialiasing/left-edge")
        }

        /// A 48×48 one-pixel black-and-white checkerboard drawn into 16×16 points (a third of its size).
        static func checkerboard(_ filter: CALayerContentsFilter, bias: Float = 0) -> LayerStage {
            var pixels: [UInt8] = []
            for y in 0..<48 { for x in 0..<48 { pixels += (x + y) % 2 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 255] } }
            let layer = CALayer()
            layer.frame = CGRect(x: 8, y: 8, width: 16, height: 16)
            layer.contents = CGImage(width: 48, height: 48, rgba: pixels, premultiplied: true)
            layer.minificationFilter = filter
            layer.minificationFilterBias = bias
            return LayerStage(width: 32, height: 32, layers: [layer])
        }

        /// The darkest and lightest red inside the layer.
        static func range(_ frame: RGBAFrame) -> (UInt8, UInt8) {
            var low: UInt8 = 255, high: UInt8 = 0
            for y in 9..<23 { for x in 9..<23 { low = min(low, frame.pixel(x, y)[0]); high = max(high, frame.pixel(x, y)[0]) } }
            return (low, high)
        }

        @Test("trilinear minification averages a checkerboard to grey; linear reads single texels; a bias picks the level")
        func trilinearMinification() throws {
            let target = try OffscreenTarget(width: 32, height: 32)
            let trilinear = Self.checkerboard(.trilinear).frame(on: target)
            GoldenImage.expectMatch(trilinear, name: "contents-filter/trilinear")
            let (low, high) = Self.range(trilinear)
            #expect(low >= 112 && high <= 143, "trilinear \(low)…\(high)")
            // Each screen pixel centre falls on one texel's centre: linear sampling shows the texels themselves.
            let linear = Self.checkerboard(.linear).frame(on: target)
            #expect(Self.range(linear) == (0, 255))
            // A bias of −3 levels lands below level 0: the full-size image again.
            #expect(Self.range(Self.checkerboard(.trilinear, bias: -3).frame(on: target)) == (0, 255))
            GoldenImage.expectMismatch(linear, name: "contents-filter/trilinear")
        }
    }
}
