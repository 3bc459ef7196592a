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

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.1, alpha: 1)
        let margin: CGFloat = 24
        let width = max(size.width - 2 * margin, 40)

        headline.name = "headline"
        headline.string = "Hello, Core Animation"
        headline.fontSize = Self.smallSize
        headline.foregroundColor = Self.restingColor
        headline.alignmentMode = .center
        headline.bounds = CGRect(x: 0, y: 0, width: width, height: Self.largeSize * 1.4)
        headline.position = CGPoint(x: size.width / 2, y: size.height * 0.03 + headline.bounds.height / 2)
        root.addSublayer(headline)

        let modes: [CATextLayerAlignmentMode] = [.left, .center, .right, .justified]
        let column = width / CGFloat(modes.count)
        let paragraphTop = size.height * 0.2
        for (index, mode) in modes.enumerated() {
            let layer = textLayer("\(mode.rawValue) paragraph", Self.paragraph, fontSize: 14)
            layer.isWrapped = true
            layer.alignmentMode = mode
            layer.bounds = CGRect(x: 0, y: 0, width: column - 16, height: size.height * 0.2)
            layer.position = CGPoint(x: margin + column * (CGFloat(index) + 0.5), y: paragraphTop + layer.bounds.height / 2)
            layer.backgroundColor = CGColor(gray: 1, alpha: 0.06)
            root.addSublayer(layer)
            alignmentLayers.append(layer)
        }

        let truncations: [CATextLayerTruncationMode] = [.start, .middle, .end]
        let truncationColumn = width / CGFloat(truncations.count)
        let truncationY = size.height * 0.55
        for (index, mode) in truncations.enumerated() {
            let layer = textLayer("\(mode.rawValue) truncation", Self.longLine, fontSize: 15)
            layer.truncationMode = mode
            layer.bounds = CGRect(x: 0, y: 0, width: truncationColumn - 20, height: 22)
            layer.position = CGPoint(x: margin + truncationColumn * (CGFloat(index) + 0.5), y: truncationY)
            layer.backgroundColor = CGColor(gray: 1, alpha: 0.06)
            root.addSublayer(layer)
            truncationLayers.append(layer)
        }

        attributed.name = "attributed runs"
        attributed.string = Self.attributedLine()
        attributed.alignmentMode = .center
        attributed.bounds = CGRect(x: 0, y: 0, width: width, height: 34)
        attributed.position = CGPoint(x: size.width / 2, y: size.height * 0.72)
        root.addSublayer(attributed)

        configure(scripts, "scripts", "Ελληνικά · Русский · العربية · English", fontSize: 22)
        scripts.alignmentMode = .center
        scripts.bounds = CGRect(x: 0, y: 0, width: width, height: 32)
        scripts.position = CGPoint(x: size.width / 2, y: size.height * 0.86)
        root.addSublayer(scripts)
    }

    package func handle(_ event: HostEvent) {
        guard case .click = event else { return }
        grown.toggle()
        CATransaction.begin()
        CATransaction.setAnimationDuration(LiveControls.shared.duration(orSceneDefault: 1))
        headline.fontSize = grown ? Self.largeSize : Self.smallSize
        headline.foregroundColor = grown ? Self.grownColor : Self.restingColor
        CATransaction.commit()
    }

    package func labels() -> [SceneLabel] {
        alignmentLayers.map {
            SceneLabel("alignmentMode .\($0.alignmentMode.rawValue)", at: CGPoint(x: $0.position.x, y: $0.frame.maxY + 4))
        } + truncationLayers.map {
            SceneLabel("truncationMode .\($0.truncationMode.rawValue)", at: CGPoint(x: $0.position.x, y: $0.frame.maxY + 4))
        } + [SceneLabel("NSAttributedString: a font, colour and kern per run",
                        at: CGPoint(x: attributed.position.x, y: attributed.frame.maxY + 2))]
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
    private static func attributedLine() -> NSAttributedString {
        let line = NSMutableAttributedString(string: "")
        let runs: [(String, String, CGColor, Double)] = [
            ("Bold orange, ", "DejaVuSans-Bold", CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 1), 0),
            ("monospaced green, ", "DejaVu Sans Mono", CGColor(red: 0.35, green: 0.9, blue: 0.5, alpha: 1), 0),
            ("kerned blue", "DejaVu Sans", CGColor(red: 0.45, green: 0.65, blue: 1, alpha: 1), 4),
        ]
        for (text, font, color, kern) in runs {
            let font = CTFontCreateWithName(font as CFString, 20, nil)
            line.append(NSAttributedString(string: text, attributes: [
                .font: font, .foregroundColor: color, .kern: NSNumber(value: kern),
            ]))
        }
        return line
    }
}
