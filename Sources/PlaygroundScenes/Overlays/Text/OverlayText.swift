// One piece of on-screen text in the playground's overlays (titles, instructions, labels, notices, the inspector's
// panel, the HUD's labels, the key help): the one small API every overlay writes text through. The text is the
// engine's own text (issue 17 "HUD: drawn with the engine's own text"): a CATextLayer sublayer, drawn by the display
// cycle through Pango; OverlayTextRenderer only measures the line so the layer (and its plate) fits the text. The
// CATextLayer redraws only when its string changes.
import CoreAnimation
import Foundation

public final class OverlayText {
    public let layer = OverlayLayerDelegate.makeLayer()
    /// The text itself, inset by the plate's padding.
    public let textLayer = CATextLayer()
    public private(set) var style: OverlayTextStyle
    public private(set) var text = ""
    /// The drawn text's size in points (zero for empty text).
    public private(set) var size: CGSize = .zero

    public init(_ text: String = "", style: OverlayTextStyle) {
        self.style = style
        layer.anchorPoint = style.anchorPoint
        if let plate = style.background {
            layer.backgroundColor = plate
            layer.cornerRadius = 4
        }
        textLayer.delegate = OverlayLayerDelegate.shared
        textLayer.font = (style.bold ? "DejaVuSans-Bold" : "DejaVuSans") as NSString
        textLayer.fontSize = style.fontSize
        textLayer.foregroundColor = style.color
        textLayer.anchorPoint = .zero
        layer.addSublayer(textLayer)
        show(text)
    }

    /// Shows `text`; nothing is redrawn when it is what is shown already.
    public func show(_ newText: String) {
        if newText == text && (size != .zero || newText.isEmpty) { return }
        text = newText
        size = OverlayTextRenderer.size(of: newText, style: style)
        // Cut with an ellipsis at the measured width when the style limits it (the measure already ellipsized).
        textLayer.truncationMode = style.maxWidth == nil ? .none : .end
        textLayer.string = newText
        let inset = size == .zero ? 0 : style.padding
        textLayer.bounds = CGRect(origin: .zero, size: size)
        textLayer.position = CGPoint(x: inset, y: inset)
        layer.bounds = CGRect(x: 0, y: 0, width: size.width + 2 * inset, height: size.height + 2 * inset)
    }

    /// Cuts the text with an ellipsis beyond `width` points (a window narrower than the line); redraws if needed.
    public func limitWidth(to width: CGFloat) {
        guard width.isFinite, width > 0, style.maxWidth != width else { return }
        style.maxWidth = width
        let shown = text
        text = ""
        show(shown)
    }

    /// Puts the text's alignment point (top-left, top-centre or top-right) at `point` in the superlayer.
    public func place(at point: CGPoint) {
        layer.position = point
    }
}
