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
            text = TextContent.capped(string, layerName: layerName)
        case let string as NSString:
            text = TextContent.capped(string as String, layerName: layerName)
        case let attributed as NSAttributedString:
            text = TextContent.capped(attributed.string, layerName: layerName)
            readRuns(of: attributed)
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

    private mutating func readRuns(of attributed: NSAttributedString) {
        let utf16Limit = text.utf16.count
        let whole = NSRange(location: 0, length: min(attributed.length, utf16Limit))
        let source = text
        attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var run = TextRun(start: TextContent.utf8Offset(range.location, in: source),
                              end: TextContent.utf8Offset(range.location + range.length, in: source))
            if let font = attributes[.font] {
                let described = TextContent.fontDescription(font)
                run.face = described.name.flatMap { FontCatalog.shared.resolve($0) }
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
