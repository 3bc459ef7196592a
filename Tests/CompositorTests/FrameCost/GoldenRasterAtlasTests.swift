// shouldRasterize bitmaps sharing raster atlas pages (Atlas/RasterAtlas, FrameBuilder+Rasterize): many rasterised
// layers are drawn from one page in one draw call, look like their live subtrees, keep their bitmaps when one of them
// is drawn again into its rectangle, and give their rectangles (and the page) back when they go. Golden image with a
// must-fail twin.
@testable import Compositor
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: rasterised layers sharing an atlas page", .serialized)
    struct GoldenRasterAtlasTests {
        /// 24 cards of 22×22 points on whole pixels in a 6×4 grid (so each bitmap lands texel for pixel and can be
        /// compared with the live cards exactly), each a rounded bordered body with a bar tilted by its own angle and
        /// a dot, every fifth card at half opacity.
        static func cards(rasterize: Bool) -> [CALayer] {
            (0..<24).map { index in
                let card = CALayer()
                card.bounds = CGRect(x: 0, y: 0, width: 22, height: 22)
                card.position = CGPoint(x: 14 + Double(index % 6) * 26, y: 14 + Double(index / 6) * 26)
                let hue = Double(index) / 24 * 2 * Double.pi
                card.backgroundColor = CGColor.rgb(0.5 + 0.5 * cos(hue), 0.5 + 0.5 * cos(hue + 2.1),
                                                   0.5 + 0.5 * cos(hue + 4.2))
                card.cornerRadius = 5
                card.borderWidth = 1
                card.borderColor = CGColor.rgb(1, 1, 1)
                card.opacity = index % 5 == 0 ? 0.5 : 1
                card.shouldRasterize = rasterize
                let bar = CALayer()
                bar.frame = CGRect(x: 3, y: 4, width: 16, height: 4)
                bar.backgroundColor = CGColor.rgb(0.1, 0.1, 0.15)
                bar.transform = CATransform3DMakeRotation(Double(index) * 0.13, 0, 0, 1)
                bar.allowsEdgeAntialiasing = true
                let dot = CALayer()
                dot.frame = CGRect(x: 4, y: 11, width: 7, height: 7)
                dot.cornerRadius = 3.5
                dot.backgroundColor = CGColor.rgb(1, 1, 1)
                card.addSublayer(bar)
                card.addSublayer(dot)
                return card
            }
        }

        @Test("24 rasterised cards share one atlas page, drawn in one call, and look like the live cards")
        func cardsShareOnePage() throws {
            let target = try OffscreenTarget(width: 160, height: 108)
            target.compositor.redrawsOnlyDamage = false
            let rasterised = Self.cards(rasterize: true)
            let stage = LayerStage(width: 160, height: 108, layers: rasterised)
            let first = stage.frame(on: target)
            GoldenImage.expectMatch(first, name: "rasterize/shared-page")
            #expect(target.compositor.builder.rasterPass.atlas.pageCount == 1)
            #expect(target.compositor.builder.rasterPass.atlas.liveCount(onPage: 0) == 24)
            #expect(target.compositor.rasterPages.count == 1)
            // Reused: the 24 bitmaps are one run of quads from the page, one draw call.
            let reused = stage.frame(on: target)
            #expect(target.compositor.lastQuadCount == 24 && target.compositor.lastDrawCallCount == 1,
                    "\(target.compositor.lastQuadCount) quads in \(target.compositor.lastDrawCallCount) calls")
            #expect(reused.pixels == first.pixels)
            // One card's dot changes: that bitmap is drawn again in its rectangle; the others keep theirs.
            CATransaction.setDisableActions(true)
            rasterised[7].sublayers?[1].backgroundColor = CGColor.rgb(0.9, 0.1, 0.1)
            stage.commit()
            let changed = stage.frame(on: target)
            // The 24 bitmap quads and the one card's body, bar, dot and border drawn into its rectangle.
            #expect(target.compositor.lastQuadCount == 24 + 4, "\(target.compositor.lastQuadCount)")
            // The live cards (drawn after, since a frame of another tree drops the bitmaps).
            let live = LayerStage(width: 160, height: 108, layers: Self.cards(rasterize: false)).frame(on: target)
            let comparison = GoldenImage.compare(first, with: (live.pixels, live.width, live.height), tolerance: 3)
            #expect(comparison.mismatchedPixels == 0, "\(comparison)")
            let liveCards = Self.cards(rasterize: false)
            liveCards[7].sublayers?[1].backgroundColor = CGColor.rgb(0.9, 0.1, 0.1)
            let liveChanged = LayerStage(width: 160, height: 108, layers: liveCards).frame(on: target)
            let after = GoldenImage.compare(changed, with: (liveChanged.pixels, liveChanged.width, liveChanged.height),
                                            tolerance: 3)
            #expect(after.mismatchedPixels == 0, "\(after)")
            // The twin: the changed card fails the reference.
            GoldenImage.expectMismatch(changed, name: "rasterize/shared-page")
        }

        @Test("rasterised layers that go give their rectangles back, and the emptied page is freed")
        func pagesAreFreedWhenTheirBitmapsGo() throws {
            let target = try OffscreenTarget(width: 160, height: 108)
            let cards = Self.cards(rasterize: true)
            let stage = LayerStage(width: 160, height: 108, layers: cards)
            _ = stage.frame(on: target)
            #expect(target.compositor.builder.rasterPass.atlas.liveCount(onPage: 0) == 24)
            CATransaction.setDisableActions(true)
            for card in cards[12...] { card.removeFromSuperlayer() }
            stage.commit()
            _ = stage.frame(on: target)
            #expect(target.compositor.builder.rasterPass.atlas.liveCount(onPage: 0) == 12)
            CATransaction.setDisableActions(true)
            for card in cards[..<12] { card.shouldRasterize = false }
            stage.commit()
            _ = stage.frame(on: target)
            #expect(target.compositor.builder.rasterPass.atlas.pageCount == 0 && target.compositor.rasterPages.isEmpty)
        }
    }
}
