// What a CATextLayer shows apart from its animatable size and colour (model values, LayerModel), as one comparable
// value: the text, its runs, the layer's font, alignment, wrapping, truncation and glyph quantization. The layer is
// marked for display only when this value, its size or its colour changes (docs/architecture.md "Text": re-rasterised only when what
// it shows changes); bounds and contentsScale changes mark it too.
import Foundation

struct TextContent: Equatable, Sendable {
    var text = ""
    var runs: [TextRun] = []
    /// The attributed string's paragraph styles; a paragraph starting inside one is aligned by it instead of by
    /// alignmentMode.
    var paragraphStyles: [TextParagraphStyle] = []
    var fontName: String?
    var alignment = CATextLayerAlignmentMode.natural
    var isWrapped = false
    var truncation = CATextLayerTruncationMode.none
    var quantizesGlyphs = false

    /// Longer strings are cut here with one message: Pango lays out every character on each display.
    static let maximumLength = 100_000
    /// The most Unicode scalars one character (grapheme cluster) keeps; the rest are cut with one message
    /// (DECISIONS 13). Unicode's stream-safe text format (UAX #15) allows 30 combining marks in a row.
    static let maximumClusterLength = 32
}

extension TextContent {
    /// The UTF-8 offsets where paragraphs start: 0 and after every line feed, carriage return (a CR LF pair ends one
    /// paragraph) and paragraph separator (U+2029), as Pango splits them.
    var paragraphStarts: [Int] {
        var starts = [0]
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case 0x0A: starts.append(i + 1)
            case 0x0D where i + 1 >= bytes.count || bytes[i + 1] != 0x0A: starts.append(i + 1)
            case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && bytes[i + 2] == 0xA9: starts.append(i + 3)
            default: break
            }
            i += 1
        }
        return starts
    }

    /// The alignment of each paragraph starting at the UTF-8 offsets `starts` (ascending): its paragraph style's,
    /// else alignmentMode. The styles come in string order (attribute runs do not overlap), so one walk through
    /// both finds them all: linear in paragraphs and styles, where a search per paragraph was quadratic
    /// (DECISIONS 13).
    func alignments(ofParagraphsAt starts: [Int]) -> [CATextLayerAlignmentMode] {
        var result: [CATextLayerAlignmentMode] = []
        result.reserveCapacity(starts.count)
        var next = 0
        for start in starts {
            while next < paragraphStyles.count, paragraphStyles[next].end <= start { next += 1 }
            if next < paragraphStyles.count, paragraphStyles[next].start <= start {
                result.append(Self.mode(of: paragraphStyles[next].alignment))
            } else {
                result.append(alignment)
            }
        }
        return result
    }

    private static func mode(of alignment: NSTextAlignment) -> CATextLayerAlignmentMode {
        switch alignment {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}
