// What a CATextLayer shows apart from its animatable size and colour (model values, LayerModel), as one comparable
// value: the text, its runs, the layer's font, alignment, wrapping, truncation and glyph quantization. The layer is
// marked for display only when this value, its size or its colour changes (issue 14: re-rasterised only when what
// it shows changes); bounds and contentsScale changes mark it too.
import Foundation

struct TextContent: Equatable, Sendable {
    var text = ""
    var runs: [TextRun] = []
    /// The alignment of the first paragraph style in the runs, which overrides alignmentMode (Pango aligns a
    /// whole layout, not each paragraph).
    var paragraphAlignment: NSTextAlignment?
    var fontName: String?
    var alignment = CATextLayerAlignmentMode.natural
    var isWrapped = false
    var truncation = CATextLayerTruncationMode.none
    var quantizesGlyphs = false

    /// Longer strings are cut here with one message: Pango lays out every character on each display.
    static let maximumLength = 100_000
}
