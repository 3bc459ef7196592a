// CATextLayer texts sharing text atlas pages (Text/TextAtlas, FrameBuilder+TextAtlas): many labels draw from one
// page in one call and look as they do from textures of their own, a changed label is uploaded again and damages
// only its own place, and labels that go give their rectangles (and the page) back.
@testable import Compositor
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Text atlas: labels sharing a page", .serialized)
    struct TextAtlasTests {
        static let width = 200, height = 120

        /// 20 counter labels of 44×18 points on whole pixels in a 4×5 grid, DejaVu Sans 12 in four colours;
        /// `ownTextures` sets masksToBounds (which cuts nothing here) so they draw as ordinary contents instead.
        static func labels(ownTextures: Bool = false) -> [CATextLayer] {
            (0..<20).map { index in
                let label = CATextLayer()
                label.frame = CGRect(x: 4 + Double(index % 4) * 48, y: 4 + Double(index / 4) * 22, width: 44, height: 18)
                label.font = "DejaVu Sans" as CFTypeRef
                label.fontSize = 12
                let colors = [CGColor.rgb(0, 0, 0), CGColor.rgb(0.8, 0, 0), CGColor.rgb(0, 0.4, 0.9),
                              CGColor.rgb(0.2, 0.5, 0.1)]
                label.foregroundColor = colors[index % 4]
                label.string = String(index * 37 + 1000)
                label.masksToBounds = ownTextures
                return label
            }
        }

        @Test("20 labels share one text atlas page, drawn in one call, and look as they do from their own textures")
        func labelsShareOnePage() throws {
            let target = try OffscreenTarget(width: Self.width, height: Self.height)
            target.compositor.redrawsOnlyDamage = false
            let atlased = LayerStage(width: Self.width, height: Self.height, layers: Self.labels()).frame(on: target)
            #expect(target.compositor.builder.textAtlas.count == 20)
            #expect(target.compositor.builder.textAtlas.pages.liveCount(onPage: 0) == 20)
            #expect(target.compositor.textAtlasTextures.pages.count == 1)
            #expect(target.compositor.lastQuadCount == 20 && target.compositor.lastDrawCallCount == 1,
                    "\(target.compositor.lastQuadCount) quads in \(target.compositor.lastDrawCallCount) calls")
            let own = LayerStage(width: Self.width, height: Self.height, layers: Self.labels(ownTextures: true))
                .frame(on: target)
            #expect(target.compositor.lastDrawCallCount == 20)
            let comparison = GoldenImage.compare(atlased, with: (own.pixels, own.width, own.height), tolerance: 0)
            #expect(comparison.mismatchedPixels == 0, "\(comparison)")
            // Not a blank frame: the labels drew text.
            #expect(Set(stride(from: 0, to: atlased.pixels.count, by: 4).map { atlased.pixels[$0] }).count > 8)
        }

        @Test("a label whose string changes is uploaded again and damages only its own place; partial equals whole")
        func changedLabelDamagesItsPlace() throws {
            let partial = try OffscreenTarget(width: Self.width, height: Self.height)
            let whole = try OffscreenTarget(width: Self.width, height: Self.height)
            whole.compositor.redrawsOnlyDamage = false
            let labels = Self.labels()
            let stage = LayerStage(width: Self.width, height: Self.height, layers: labels)
            _ = stage.frame(on: partial)
            CATransaction.setDisableActions(true)
            labels[9].string = "9999"
            stage.commit()
            let drawn = stage.frame(on: partial)
            // One label's rectangle (44×18) and its neighbourhood, far below the 200×120 frame.
            #expect(partial.compositor.lastRedrawnArea > 0 && partial.compositor.lastRedrawnArea < 4 * 44 * 18,
                    "\(partial.compositor.lastRedrawnArea)")
            #expect(partial.compositor.builder.textAtlas.count == 20)
            let reference = stage.frame(on: whole)
            let comparison = GoldenImage.compare(drawn, with: (reference.pixels, reference.width, reference.height),
                                                 tolerance: 0)
            #expect(comparison.mismatchedPixels == 0, "\(comparison)")
            let before = LayerStage(width: Self.width, height: Self.height, layers: Self.labels()).frame(on: whole)
            #expect(GoldenImage.compare(drawn, with: (before.pixels, before.width, before.height), tolerance: 0)
                .mismatchedPixels > 0)
        }

        @Test("labels that go give their rectangles back, and the emptied page is freed")
        func pagesAreFreedWhenTheirLabelsGo() throws {
            let target = try OffscreenTarget(width: Self.width, height: Self.height)
            let labels = Self.labels()
            let stage = LayerStage(width: Self.width, height: Self.height, layers: labels)
            _ = stage.frame(on: target)
            CATransaction.setDisableActions(true)
            for label in labels[10...] { label.removeFromSuperlayer() }
            stage.commit()
            _ = stage.frame(on: target)
            #expect(target.compositor.builder.textAtlas.count == 10)
            #expect(target.compositor.builder.textAtlas.pages.liveCount(onPage: 0) == 10)
            CATransaction.setDisableActions(true)
            for label in labels[..<10] { label.removeFromSuperlayer() }
            stage.commit()
            _ = stage.frame(on: target)
            #expect(target.compositor.builder.textAtlas.count == 0)
            #expect(target.compositor.builder.textAtlas.pages.pageCount == 0 && target.compositor.textAtlasTextures.pages.isEmpty)
        }
    }
}
