// The largest em text is drawn at (TextRenderer.maximumFontPixels, DECISIONS 13 "Text"): a font size past it, the
// layer's or an attributed run's, is drawn at the largest with one message. Past FreeType's limit cairo keeps the
// error on the font face that every other text of that font in the process shares, so one layer with a huge
// fontSize (the content fuzzer animates fontSize to such numbers) made all later text draw nothing: the second
// check of each test, the same label drawn before and after, is what failed.
import Foundation
import Testing
@testable import QuartzCore

@Suite(.serialized) struct FontSizeBudgetTests {
    typealias Fallback = FontFallbackTests

    /// A 120×30 text layer showing `string` at `fontSize`, displayed, and its pixels.
    static func pixels(fontSize: CGFloat, string: Any) -> [UInt8] {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 120, height: 30)
        layer.fontSize = fontSize
        layer.string = string
        layer.displayIfNeeded()
        return (layer.contents as? CGImage)?.pixels ?? []
    }

    @Test("a fontSize of 375,000 points is drawn at the 4,096-pixel em with one message, and a label drawn after it is drawn as before")
    func hugeLayerFontSizeLeavesOtherTextDrawn() throws {
        let before = Fallback.pixels(font: nil)
        #expect(Fallback.ink(before) > 100)
        var huge: [UInt8] = []
        let messages = EngineDiagnostics.capture { huge = Self.pixels(fontSize: 375_000, string: "W") }
        #expect(!huge.isEmpty)
        #expect(messages == ["CATextLayer: a font size of 375000.0 points is more than the 4096 device pixels a glyph "
                             + "is drawn at; the text is drawn at 4096.0 points. Use a smaller fontSize (or scale the "
                             + "layer)."])
        #expect(Fallback.pixels(font: nil) == before)
    }

    @Test("an attributed run of 500,000 points is drawn at the largest em too, and a label drawn after it is drawn as before")
    func hugeRunFontSizeLeavesOtherTextDrawn() throws {
        let before = Fallback.pixels(font: nil)
        let text = NSMutableAttributedString(string: "Wide")
        text.addAttribute(.font, value: CTFontCreateWithName("DejaVu Sans" as CFString, 500_000, nil),
                          range: NSRange(location: 0, length: 4))
        let messages = EngineDiagnostics.capture { _ = Self.pixels(fontSize: 18, string: text) }
        #expect(messages.contains { $0.contains("a font size of 500000.0 points") })
        #expect(Fallback.pixels(font: nil) == before)
    }

    @Test("line metrics at 1,000,000 points are those at the largest em scaled by the size, and a label measured after them is drawn as before")
    func hugeLineMetricsScale() throws {
        let before = Fallback.pixels(font: nil)
        let face = try #require(FontLookup.installedFace(named: "DejaVu Sans"))
        let largest = try #require(FontLookup.lineMetrics(of: face, size: 4096))
        let huge = try #require(FontLookup.lineMetrics(of: face, size: 1_000_000))
        let scale = 1_000_000.0 / 4096
        #expect(abs(huge.ascender - largest.ascender * scale) < 1e-6 * huge.ascender)
        #expect(abs(huge.lineHeight - largest.lineHeight * scale) < 1e-6 * huge.lineHeight)
        #expect(huge.ascender > 0 && huge.descender < 0)
        #expect(Fallback.pixels(font: nil) == before)
    }

    @Test("sizes at the largest em and below are drawn as asked: no message")
    func sizesWithinTheBudgetAreDrawnAsAsked() {
        #expect(TextRenderer.drawnFontSize(4096, largest: 4096) == 4096)
        #expect(TextRenderer.drawnFontSize(18, largest: 2048) == 18)
        let messages = EngineDiagnostics.capture { _ = TextRenderer.drawnFontSize(4096.5, largest: 4096) }
        #expect(messages.count == 1)
    }
}
