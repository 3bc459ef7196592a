// Reading a CATextLayer's `string` into a TextContent: a String, or an NSAttributedString whose runs carry font,
// foreground colour, kern and paragraph style (UTF-16 ranges converted to Pango's UTF-8 offsets). Anything else
// is reported once and shows nothing, as Apple draws nothing for it.
import Foundation

extension TextContent {
    mutating func setString(_ value: Any?, layerName: String) {
        runs = []
        paragraphStyles = []
        switch value {
        case nil:
            text = ""
        case let string as String:
            text = TextContent.clustersCapped(TextContent.capped(string, layerName: layerName), layerName: layerName).text
        case let string as NSString:
            text = TextContent.clustersCapped(TextContent.capped(string as String, layerName: layerName),
                                              layerName: layerName).text
        case let attributed as NSAttributedString:
            let shown = TextContent.capped(attributed.string, layerName: layerName)
            let (capped, removed) = TextContent.clustersCapped(shown, layerName: layerName)
            text = capped
            readRuns(of: attributed, utf16Length: shown.utf16.count, removed: removed)
        default:
            EngineDiagnostics.report(
                "CATextLayer\(layerName).string: a \(type(of: value!)) is neither a String nor an NSAttributedString; "
                    + "nothing is drawn.")
            text = ""
        }
    }

    private static func capped(_ string: String, layerName: String) -> String {
        guard string.utf16.count > maximumLength else { return string }
        EngineDiagnostics.report(
            "CATextLayer\(layerName).string has \(string.utf16.count) UTF-16 units; only the first \(maximumLength) "
                + "are shown. Split long text over several layers.")
        let end = String.Index(utf16Offset: maximumLength, in: string)
        return String(string[..<end])
    }

    /// Cuts every grapheme cluster longer than `maximumClusterLength` scalars to that many, with one message;
    /// returns the text and the UTF-16 ranges removed (ascending, in `string`'s offsets). HarfBuzz shapes one
    /// cluster in time quadratic in its length: "a" with 100,000 combining marks took 29 s (DECISIONS 13).
    static func clustersCapped(_ string: String, layerName: String) -> (text: String, removed: [Range<Int>]) {
        guard string.unicodeScalars.count > maximumClusterLength else { return (string, []) }
        var removed: [Range<Int>] = []
        var kept = String.UnicodeScalarView()
        var offset = 0
        for character in string {
            let scalars = character.unicodeScalars
            let length = character.utf16.count
            if scalars.count <= maximumClusterLength {
                kept.append(contentsOf: scalars)
            } else {
                var prefix = Array(scalars.prefix(maximumClusterLength))
                // A kept joiner would join the next cluster to this one.
                while prefix.count > 1, prefix.last?.value == 0x200D { prefix.removeLast() }
                kept.append(contentsOf: prefix)
                let keptLength = prefix.reduce(0) { $0 + $1.utf16.count }
                removed.append(offset + keptLength..<offset + length)
            }
            offset += length
        }
        guard !removed.isEmpty else { return (string, []) }
        EngineDiagnostics.report(
            "CATextLayer\(layerName).string has a character of more than \(maximumClusterLength) Unicode scalars (a "
                + "base with that many combining marks); only its first \(maximumClusterLength) are shown.")
        return (String(kept), removed)
    }

    /// `offset` in the original string's UTF-16 after the `removed` ranges are taken out (one inside a removed
    /// range moves to its start).
    private static func offset(_ offset: Int, without removed: [Range<Int>]) -> Int {
        var shift = 0
        for range in removed {
            if range.upperBound <= offset { shift += range.count } else if range.lowerBound < offset {
                shift += offset - range.lowerBound
            } else { break }
        }
        return offset - shift
    }

    private mutating func readRuns(of attributed: NSAttributedString, utf16Length: Int, removed: [Range<Int>]) {
        let whole = NSRange(location: 0, length: min(attributed.length, utf16Length))
        let source = text
        func utf8(_ utf16Offset: Int) -> Int {
            let shown = removed.isEmpty ? utf16Offset : TextContent.offset(utf16Offset, without: removed)
            return TextContent.utf8Offset(shown, in: source)
        }
        attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var run = TextRun(start: utf8(range.location), end: utf8(range.location + range.length))
            if let font = attributes[.font] {
                let described = TextContent.fontDescription(font)
                run.face = described.name.flatMap { EngineGlobals.fontCatalog.resolve($0) }
                run.fontSize = described.size
            }
            if let color = attributes[.foregroundColor] {
                run.color = color as? CGColor
            }
            if let kern = attributes[.kern] {
                run.kern = (kern as? NSNumber).map { CGFloat($0.doubleValue) } ?? (kern as? CGFloat) ?? (kern as? Double).map { CGFloat($0) }
            }
            if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
                paragraphStyles.append(TextParagraphStyle(start: run.start, end: run.end, alignment: style.alignment))
            }
            if run != TextRun(start: run.start, end: run.end) { runs.append(run) }
        }
    }

    /// A font value's name and size: a name String, a CGFont (its face), a CTFont or a UIFont (name and size).
    static func fontDescription(_ font: Any) -> (name: String?, size: CGFloat?) {
        switch font {
        case let name as String: return (name, nil)
        case let name as NSString: return (name as String, nil)
        case let cgFont as CGFont: return (cgFont.postScriptName.map { $0 as String } ?? cgFont.face.family, nil)
        case let ctFont as CTFont: return (ctFont.name, ctFont.size)
        case let font as any TextFontValue: return (font.textFontName, font.textFontSize)
        default: return (nil, nil)
        }
    }

    private static func utf8Offset(_ utf16Offset: Int, in string: String) -> Int {
        let index = String.Index(utf16Offset: min(utf16Offset, string.utf16.count), in: string)
        return string.utf8.distance(from: string.utf8.startIndex, to: index)
    }
}
