// The text scene: a click animates the headline's fontSize 28 → 52 and its foregroundColor white → orange over
// the transaction's 1 s (CATextLayer.h: both animatable), the render thread draws the text at the evaluated size
// (its ink grows wider) and colour; the alignment and truncation layers carry the four and three modes.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("text scene", .serialized)
struct TextSceneTests {
    @Test("a click animates fontSize 28 → 52 and foregroundColor to orange over 1 s; presentation passes between")
    func clickAnimatesSizeAndColour() throws {
        try withHarness(TextScene.self) { harness, scene in
            harness.schedule(.click(CGPoint(x: 10, y: 10)), at: 0.1)
            harness.advance(to: 0.1)
            let size = try #require(scene.headline.animation(forKey: "fontSize"))
            let colour = try #require(scene.headline.animation(forKey: "foregroundColor"))
            #expect(size.duration == 1 && colour.duration == 1)
            #expect(scene.headline.fontSize == TextScene.largeSize)
            harness.advance(to: 0.6)
            let midway = try #require(scene.headline.presentation()?.fontSize)
            #expect(midway > TextScene.smallSize && midway < TextScene.largeSize, "\(midway)")
            harness.advance(to: 1.5)
            #expect(scene.headline.presentation()?.fontSize == TextScene.largeSize)
            #expect(scene.headline.presentation()?.foregroundColor == TextScene.grownColor)
        }
    }

    @Test("the headline's ink is wider and orange after the click, white and narrower before")
    func headlineDrawnAtAnimatedSizeAndColour() throws {
        try withHarness(TextScene.self) { harness, scene in
            let box = scene.headline.frame
            let before = try renderOffscreen(harness, atSceneTime: 0)
            harness.schedule(.click(CGPoint(x: 10, y: 10)), at: 0.1)
            harness.advance(to: 1.5)
            let after = try renderOffscreen(harness, atSceneTime: 1.5)
            let small = ink(before, in: box), large = ink(after, in: box)
            #expect(small.width > 100 && Double(large.width) > Double(small.width) * 1.5, "before \(small.width), after \(large.width)")
            #expect(small.reddest[0] > 200 && abs(small.reddest[0] - small.reddest[2]) < 30, "\(small.reddest)")
            #expect(large.reddest[0] > 200 && large.reddest[2] < 120, "\(large.reddest)")
        }
    }

    @Test("four alignment modes and three truncation modes, each its own labelled layer")
    func modesLabelled() {
        withHarness(TextScene.self) { _, scene in
            #expect(scene.alignmentLayers.map(\.alignmentMode) == [.left, .center, .right, .justified])
            #expect(scene.alignmentLayers.map(\.isWrapped) == [true, true, true, true])
            #expect(scene.truncationLayers.map(\.truncationMode) == [.start, .middle, .end])
            let labels = scene.labels().map(\.text)
            #expect(labels.contains("alignmentMode .justified") && labels.contains("truncationMode .middle"))
        }
    }

    /// The horizontal extent of light pixels in `box` and the most saturated-red one among them.
    private func ink(_ frame: ProbedFrame, in box: CGRect) -> (width: Int, reddest: [Int]) {
        var minX = Int.max, maxX = Int.min, reddest = [0, 0, 0, 0]
        for y in Int(box.minY)..<Int(box.maxY) {
            for x in Int(box.minX)..<Int(box.maxX) {
                let p = frame.pixel(x, y)
                guard p[0] > 150 else { continue }
                minX = min(minX, x)
                maxX = max(maxX, x)
                if p[0] - p[2] >= reddest[0] - reddest[2] || reddest[0] == 0 { reddest = p }
            }
        }
        return (maxX >= minX ? maxX - minX : 0, reddest)
    }
}
