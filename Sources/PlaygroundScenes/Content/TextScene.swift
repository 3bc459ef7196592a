// Text (docs/architecture.md "The playground"; CATextLayer.h): a headline whose `fontSize` and `foregroundColor` animate
// implicitly on each click (both animatable in CATextLayer.h, drawn at the evaluated values on the render
// thread), one wrapped paragraph under each of the four `alignmentMode`s, one long line under each
// `truncationMode`, an attributed string whose runs carry their own font, colour and kern, and a line of
// Greek, Cyrillic and Arabic shaped by HarfBuzz.
import QuartzCore
import Foundation
import HostInterface

package final class TextScene: PlaygroundScene {
    package static let name = "text"
    package static let summary = "CATextLayer: fontSize and colour animating, alignment, truncation, attributed runs, scripts"
    package static let title = "Text: CATextLayer"
    package static let instruction = "Click: the headline's fontSize (28 ↔ 52) and foregroundColor animate implicitly"

    /// The headline's two states, swapped by each click.
    package static let smallSize: CGFloat = 28
    package static let largeSize: CGFloat = 52
    package static let restingColor = CGColor(gray: 1, alpha: 1)
    package static let grownColor = CGColor(red: 1, green: 0.62, blue: 0.2, alpha: 1)
    package static let paragraph = "Layers draw text with Pango and HarfBuzz: wrapped at the layer's width, "
        + "aligned as the mode says."
    package static let longLine = "A line far too long for its layer ends in an ellipsis"

    package let headline = CATextLayer()
    package private(set) var alignmentLayers: [CATextLayer] = []
    package private(set) var truncationLayers: [CATextLayer] = []
    package let attributed = CATextLayer()
    package let scripts = CATextLayer()
    package private(set) var grown = false
    /// The headline's grown size in this window: `largeSize`, or less where the headline would not fit at it.
    package private(set) var grownSize = TextScene.largeSize

    package init() {}

    /// The font sizes of one layout, all scaled together until the stack fits the window's height.
    private struct Fonts {
        var paragraph: CGFloat
        var truncation: CGFloat
        var attributed: CGFloat
        var scripts: CGFloat

        init(scale: CGFloat) {
            paragraph = (14 * scale).rounded()
            truncation = (15 * scale).rounded()
            attributed = (20 * scale).rounded()
            scripts = (22 * scale).rounded()
        }
    }

    /// Space between a text layer and the label under it, and between rows.
    private static let labelGap: CGFloat = 4

    /// A top-to-bottom stack laid out for the window: the headline (as wide as the window allows at its grown
    /// size), four paragraph columns measured for their width, three truncation boxes narrower than their line
    /// (so each mode shows at any width), the attributed line and the scripts, each text with its label below
    /// it; the fonts shrink together until the stack fits, and spare height spreads between the rows.
    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.1, alpha: 1)
        let margin: CGFloat = 24
        let width = max(size.width - 2 * margin, 40)
        let headlineText = "Hello, Core Animation"
        let natural = OverlayTextRenderer.size(of: headlineText, style: OverlayTextStyle(fontSize: Self.largeSize)).width
        grownSize = max(min(Self.largeSize, (Self.largeSize * (width - 16) / max(natural * 1.08, 1)).rounded(.down),
                            size.height * 0.16), Self.smallSize)
        let headlineHeight = (grownSize * 1.3).rounded(.up)
        let labelHeight = OverlayTextRenderer.size(of: "alignmentMode", style: .label).height + 2 * OverlayTextStyle.label.padding

        let modes: [CATextLayerAlignmentMode] = [.left, .center, .right, .justified]
        let column = width / CGFloat(modes.count)
        var fonts = Fonts(scale: 1)
        var paragraphHeight: CGFloat = 0
        var rows: [CGFloat] = []
        for scale in stride(from: 1.0, through: 0.55, by: -0.05) {
            fonts = Fonts(scale: CGFloat(scale))
            var style = OverlayTextStyle(fontSize: fonts.paragraph, maxWidth: column - 16, wraps: true)
            style.wraps = true
            paragraphHeight = (OverlayTextRenderer.size(of: Self.paragraph, style: style).height * 1.1 + 6).rounded(.up)
            // Headline; paragraphs and labels (a label that wraps is twice as tall); truncation boxes and labels;
            // the attributed line and its label; the scripts.
            rows = [headlineHeight, paragraphHeight + Self.labelGap + 2 * labelHeight,
                    fonts.truncation * 1.5 + Self.labelGap + 2 * labelHeight,
                    fonts.attributed * 1.7 + Self.labelGap + labelHeight, fonts.scripts * 1.5]
            if rows.reduce(0, +) + CGFloat(rows.count + 1) * 4 <= size.height { break }
        }
        let spare = max(size.height - rows.reduce(0, +), 0) / CGFloat(rows.count + 1)
        var y = spare

        headline.name = "headline"
        headline.string = headlineText
        headline.fontSize = Self.smallSize
        headline.foregroundColor = Self.restingColor
        headline.alignmentMode = .center
        headline.bounds = CGRect(x: 0, y: 0, width: width, height: headlineHeight)
        headline.position = CGPoint(x: size.width / 2, y: y + headlineHeight / 2)
        root.addSublayer(headline)
        y += rows[0] + spare

        for (index, mode) in modes.enumerated() {
            let layer = textLayer("\(mode.rawValue) paragraph", Self.paragraph, fontSize: fonts.paragraph)
            layer.isWrapped = true
            layer.alignmentMode = mode
            layer.bounds = CGRect(x: 0, y: 0, width: column - 16, height: paragraphHeight)
            layer.position = CGPoint(x: margin + column * (CGFloat(index) + 0.5), y: y + paragraphHeight / 2)
            layer.backgroundColor = CGColor(gray: 1, alpha: 0.06)
            root.addSublayer(layer)
            alignmentLayers.append(layer)
        }
        y += rows[1] + spare

        let truncations: [CATextLayerTruncationMode] = [.start, .middle, .end]
        let truncationColumn = width / CGFloat(truncations.count)
        // Narrower than the line at any window width, so every mode cuts it.
        let lineWidth = OverlayTextRenderer.size(of: Self.longLine, style: OverlayTextStyle(fontSize: fonts.truncation)).width
        let boxWidth = min(truncationColumn - 20, lineWidth * 0.6)
        let boxHeight = (fonts.truncation * 1.5).rounded(.up)
        for (index, mode) in truncations.enumerated() {
            let layer = textLayer("\(mode.rawValue) truncation", Self.longLine, fontSize: fonts.truncation)
            layer.truncationMode = mode
            layer.bounds = CGRect(x: 0, y: 0, width: boxWidth, height: boxHeight)
            layer.position = CGPoint(x: margin + truncationColumn * (CGFloat(index) + 0.5), y: y + boxHeight / 2)
            layer.backgroundColor = CGColor(gray: 1, alpha: 0.06)
            root.addSublayer(layer)
            truncationLayers.append(layer)
        }
        y += rows[2] + spare

        attributed.name = "attributed runs"
        attributed.string = Self.attributedLine(fontSize: fonts.attributed)
        attributed.alignmentMode = .center
        let attributedHeight = (fonts.attributed * 1.7).rounded(.up)
        attributed.bounds = CGRect(x: 0, y: 0, width: width, height: attributedHeight)
        attributed.position = CGPoint(x: size.width / 2, y: y + attributedHeight / 2)
        root.addSublayer(attributed)
        y += rows[3] + spare

        configure(scripts, "scripts", "Ελληνικά · Русский · العربية · English", fontSize: fonts.scripts)
        scripts.alignmentMode = .center
        scripts.bounds = CGRect(x: 0, y: 0, width: width, height: rows[4])
        scripts.position = CGPoint(x: size.width / 2, y: y + rows[4] / 2)
        root.addSublayer(scripts)
    }

    package func handle(_ event: HostEvent) {
        guard case .click = event else { return }
        grown.toggle()
        CATransaction.begin()
        CATransaction.setAnimationDuration(SceneGlobals.liveControls.duration(orSceneDefault: 1))
        headline.fontSize = grown ? grownSize : Self.smallSize
        headline.foregroundColor = grown ? Self.grownColor : Self.restingColor
        CATransaction.commit()
    }

    package func labels() -> [SceneLabel] {
        alignmentLayers.map {
            SceneLabel("alignmentMode .\($0.alignmentMode.rawValue)", at: CGPoint(x: $0.position.x, y: $0.frame.maxY + Self.labelGap))
        } + truncationLayers.map {
            SceneLabel("truncationMode .\($0.truncationMode.rawValue)", at: CGPoint(x: $0.position.x, y: $0.frame.maxY + Self.labelGap))
        } + [SceneLabel("NSAttributedString: a font, colour and kern per run",
                        at: CGPoint(x: attributed.position.x, y: attributed.frame.maxY + Self.labelGap))]
    }

    package func demoScript(size: CGSize) -> DemoScript? {
        let click = HostEvent.click(CGPoint(x: size.width / 2, y: size.height / 2))
        return DemoScript(length: 4, steps: [DemoStep(at: 0.5, click), DemoStep(at: 2.5, click)])
    }

    private func textLayer(_ name: String, _ string: String, fontSize: CGFloat) -> CATextLayer {
        let layer = CATextLayer()
        configure(layer, name, string, fontSize: fontSize)
        return layer
    }

    private func configure(_ layer: CATextLayer, _ name: String, _ string: String, fontSize: CGFloat) {
        layer.name = name
        layer.string = string
        layer.fontSize = fontSize
        layer.foregroundColor = CGColor(gray: 0.92, alpha: 1)
    }

    /// Three runs: a bold sans in orange, a monospaced run in green, a widely kerned run in blue.
    private static func attributedLine(fontSize: CGFloat) -> NSAttributedString {
        let line = NSMutableAttributedString(string: "")
        let runs: [(String, String, CGColor, Double)] = [
            ("Bold orange, ", "DejaVuSans-Bold", CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 1), 0),
            ("monospaced green, ", "DejaVu Sans Mono", CGColor(red: 0.35, green: 0.9, blue: 0.5, alpha: 1), 0),
            ("kerned blue", "DejaVu Sans", CGColor(red: 0.45, green: 0.65, blue: 1, alpha: 1), 4),
        ]
        for (text, font, color, kern) in runs {
            let font = CTFontCreateWithName(font as CFString, fontSize, nil)
            line.append(NSAttributedString(string: text, attributes: [
                .font: font, .foregroundColor: color, .kern: NSNumber(value: kern),
            ]))
        }
        return line
    }
}
