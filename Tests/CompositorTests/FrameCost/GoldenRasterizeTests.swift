// shouldRasterize and rasterizationScale (CALayer.h; FrameBuilder+Rasterize): a rasterised subtree draws the same
// pixels as the live one, its bitmap is drawn once and reused while nothing in the subtree changes (also when the
// layer itself moves), drawn again when a sublayer changes, and a rasterizationScale below the screen's draws a
// coarser bitmap. Golden image with a must-fail twin.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: shouldRasterize", .serialized)
    struct GoldenRasterizeTests {
        /// A 60×60 card at (18, 18) with a rounded bordered body, a rotated sublayer, a contents image and a
        /// sublayer hanging 6 points out of its bounds.
        static func card(rasterize: Bool, scale: CGFloat = 1) -> (card: CALayer, badge: CALayer) {
            let card = CALayer()
            card.frame = CGRect(x: 18, y: 18, width: 60, height: 60)
            card.backgroundColor = CGColor.rgb(0.95, 0.95, 1)
            card.cornerRadius = 10
            card.borderWidth = 2
            card.borderColor = CGColor.rgb(0.2, 0.2, 0.45)
            card.shouldRasterize = rasterize
            card.rasterizationScale = scale
            let tilted = CALayer()
            tilted.frame = CGRect(x: 12, y: 12, width: 22, height: 22)
            tilted.backgroundColor = CGColor.rgb(0.9, 0.35, 0.2)
            tilted.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
            let image = CALayer()
            image.frame = CGRect(x: 34, y: 30, width: 16, height: 16)
            var pixels: [UInt8] = []
            for y in 0..<4 { for x in 0..<4 { pixels += (x + y) % 2 == 0 ? [20, 140, 60, 255] : [240, 220, 40, 255] } }
            image.contents = CGImage(width: 4, height: 4, rgba: pixels, premultiplied: true)
            let badge = CALayer()
            badge.frame = CGRect(x: 46, y: -6, width: 20, height: 12)
            badge.backgroundColor = CGColor.rgb(0.3, 0.3, 0.9)
            badge.cornerRadius = 6
            for layer in [tilted, image, badge] { card.addSublayer(layer) }
            return (card, badge)
        }

        @Test("a rasterised subtree looks like the live one, including what hangs outside the layer's bounds")
        func rasterisedLooksLive() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let rasterised = LayerStage(layers: [Self.card(rasterize: true).card]).frame(on: target)
            GoldenImage.expectMatch(rasterised, name: "rasterize/card")
            let live = LayerStage(layers: [Self.card(rasterize: false).card]).frame(on: target)
            let comparison = GoldenImage.compare(rasterised, with: (live.pixels, live.width, live.height), tolerance: 3)
            #expect(comparison.mismatchedPixels == 0, "\(comparison)")
            // The twin: the same card with its badge moved fails the golden image.
            let (card, badge) = Self.card(rasterize: true)
            badge.position.x += 4
            GoldenImage.expectMismatch(LayerStage(layers: [card]).frame(on: target), name: "rasterize/card")
        }

        @Test("the bitmap is reused while the subtree is unchanged, moving the layer too, and redrawn when a sublayer changes")
        func bitmapIsCachedUntilTheSubtreeChanges() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let (card, badge) = Self.card(rasterize: true)
            let stage = LayerStage(layers: [card])
            let first = stage.frame(on: target)
            let drawing = target.compositor.lastQuadCount
            _ = stage.frame(on: target)
            let reusing = target.compositor.lastQuadCount
            // Reused: the root's backdrop aside, one quad (the bitmap) instead of the card's body, sublayers, border.
            #expect(reusing == 1 && drawing > 4, "drawing \(drawing) quads, reusing \(reusing)")
            CATransaction.setDisableActions(true)
            card.position.x += 8
            stage.commit()
            let moved = stage.frame(on: target)
            #expect(target.compositor.lastQuadCount == reusing, "moving the layer keeps its bitmap")
            #expect(moved.pixel(20 + 8, 50) == first.pixel(20, 50))
            CATransaction.setDisableActions(true)
            badge.backgroundColor = CGColor.rgb(0.9, 0.1, 0.5)
            stage.commit()
            let recoloured = stage.frame(on: target)
            #expect(target.compositor.lastQuadCount == drawing, "a sublayer changed: the bitmap is drawn again")
            #expect(recoloured.pixel(82, 18, isNear: [230, 26, 128, 255]))
        }

        @Test("rasterizationScale below the screen's scale draws a coarser bitmap, magnified")
        func rasterizationScaleSetsTheBitmapResolution() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let fine = LayerStage(layers: [Self.card(rasterize: true, scale: 1).card]).frame(on: target)
            let coarse = LayerStage(layers: [Self.card(rasterize: true, scale: 0.25).card]).frame(on: target)
            let comparison = GoldenImage.compare(coarse, with: (fine.pixels, fine.width, fine.height), tolerance: 3)
            #expect(comparison.mismatchedPixels > 200, "\(comparison)")
        }
    }
}
