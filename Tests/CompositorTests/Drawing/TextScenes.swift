// The CATextLayer golden scenes (docs/architecture.md "Text"): text layers displayed through the display cycle, their contents
// composed onto a white canvas row by row. Each takes the parameter its must-fail twin nudges.
import QuartzCore
import Foundation

enum TextScenes {
    static let width = 160
    static let black = CGColor(gray: 0, alpha: 1)

    /// One text layer of `width`×`height` points, configured, displayed, and its contents image.
    static func image(height: CGFloat, scale: CGFloat = 1, _ configure: (CATextLayer) -> Void) -> CGImage? {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: CGFloat(width), height: height)
        layer.contentsScale = scale
        layer.fontSize = 14
        layer.foregroundColor = black
        configure(layer)
        layer.displayIfNeeded()
        return layer.contents as? CGImage
    }

    /// Rows of text images stacked top to bottom on white, each `rowHeight` points high, at `scale`.
    static func canvas(rowHeight: CGFloat, scale: CGFloat = 1, rows: [(CATextLayer) -> Void]) -> RGBAFrame {
        let pixelsHigh = Int(rowHeight * scale) * rows.count
        let context = DrawingCanvas.makeContext(width: Int(CGFloat(width) * scale), height: pixelsHigh)
        context.setFillColor(.white)
        context.fill(CGRect(x: 0, y: 0, width: context.width, height: context.height))
        context.setInterpolationQuality(.none)
        for (i, configure) in rows.enumerated() {
            guard let row = image(height: rowHeight, scale: scale, configure) else { continue }
            // Device space is y up: row 0 sits at the top.
            let y = CGFloat(pixelsHigh) - CGFloat(i + 1) * rowHeight * scale
            context.draw(row, in: CGRect(x: 0, y: y, width: CGFloat(row.width), height: CGFloat(row.height)))
        }
        return DrawingCanvas.frame(of: context)
    }

    static func alignment(_ modes: [CATextLayerAlignmentMode] = [.left, .center, .right, .natural]) -> RGBAFrame {
        var rows: [(CATextLayer) -> Void] = modes.map { mode in { $0.string = "Aligned text"; $0.alignmentMode = mode } }
        rows.append {
            $0.string = "Justified lines spread their words to both edges of the layer when wrapped."
            $0.isWrapped = true
            $0.alignmentMode = .justified
        }
        return canvas(rowHeight: 52, rows: rows)
    }

    static func wrapping(width inset: CGFloat = 0) -> RGBAFrame {
        canvas(rowHeight: 80, rows: [{
            $0.bounds.size.width -= inset
            $0.string = "A wrapped text layer breaks its string into lines at word boundaries, top down."
            $0.isWrapped = true
        }])
    }

    static let sentence = "The quick brown fox jumps over the lazy dog"

    static func truncation(_ modes: [CATextLayerTruncationMode] = [.none, .start, .middle, .end]) -> RGBAFrame {
        canvas(rowHeight: 22, rows: modes.map { mode in { $0.string = sentence; $0.truncationMode = mode } })
    }

    /// Runs with their own font (bold by PostScript name, a 20-point CTFont), colours and kerning.
    static func attributedRuns(kern: Double = 4) -> RGBAFrame {
        let text = NSMutableAttributedString(string: "Bold red, big blue, spaced")
        text.addAttribute(.font, value: "DejaVuSans-Bold", range: NSRange(location: 0, length: 8))
        text.addAttribute(.foregroundColor, value: DrawingCanvas.red, range: NSRange(location: 5, length: 3))
        text.addAttribute(.font, value: CTFontCreateWithName("DejaVu Serif" as CFString, 20, nil),
                          range: NSRange(location: 10, length: 8))
        text.addAttribute(.foregroundColor, value: DrawingCanvas.blue, range: NSRange(location: 14, length: 4))
        text.addAttribute(.kern, value: NSNumber(value: kern), range: NSRange(location: 20, length: 6))
        return canvas(rowHeight: 60, rows: [{ $0.string = text; $0.isWrapped = true }])
    }

    /// Arabic (joined, right to left, natural alignment), Greek and Cyrillic, at scale 1 or 2.
    static func nonLatin(scale: CGFloat = 1, arabic: String = "مرحبا بالعالم") -> RGBAFrame {
        canvas(rowHeight: 24, scale: scale, rows: [
            { $0.string = arabic; $0.isWrapped = true },
            { $0.string = "Γειά σου Κόσμε" },
            { $0.string = "Привет, мир" },
        ])
    }

    /// Four paragraphs, each with its own paragraph style's alignment (left, centre, right, natural), the centred one
    /// long enough to wrap, and an Arabic paragraph whose natural alignment is right.
    static func paragraphAlignments(_ alignments: [NSTextAlignment] = [.left, .center, .right, .natural]) -> RGBAFrame {
        let paragraphs = ["Left", "Centred text that wraps", "Right", "مرحبا"]
        let text = NSMutableAttributedString(string: paragraphs.joined(separator: "\n"))
        var location = 0
        for (paragraph, alignment) in zip(paragraphs, alignments) {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let length = (paragraph as NSString).length + 1
            text.addAttribute(.paragraphStyle, value: style,
                              range: NSRange(location: location, length: min(length, text.length - location)))
            location += length
        }
        return canvas(rowHeight: 110, rows: [{ $0.string = text; $0.isWrapped = true }])
    }
}
