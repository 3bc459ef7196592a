// One piece of on-screen text in the playground's overlays (titles, instructions, labels, notices, the inspector's
// panel, the HUD's labels, the key help): the one small API every overlay writes text through. The text is drawn
// by OverlayTextRenderer into the layer's contents, sized to the text, and redrawn only when the text changes.
import CoreAnimation
import Foundation

public final class OverlayText {
    public let layer = OverlayLayerDelegate.makeLayer()
    public private(set) var style: OverlayTextStyle
    public private(set) var text = ""
    /// The drawn text's size in points (zero for empty text).
    public private(set) var size: CGSize = .zero

    public init(_ text: String = "", style: OverlayTextStyle) {
        self.style = style
        layer.anchorPoint = style.anchorPoint
        // With a plate the text sits in its middle; without one the layer is exactly the text.
        layer.contentsGravity = style.background == nil ? .topLeft : .center
        if let plate = style.background {
            layer.backgroundColor = plate
            layer.cornerRadius = 4
        }
        show(text)
    }

    /// Shows `text`; nothing is redrawn when it is what is shown already.
    public func show(_ newText: String) {
        if newText == text && (size != .zero || newText.isEmpty) { return }
        text = newText
        let drawn = OverlayTextRenderer.draw(newText, style: style, scale: layer.contentsScale)
        size = drawn.size
        layer.contents = drawn.image
        let inset = drawn.size == .zero ? 0 : style.padding
        layer.bounds = CGRect(x: 0, y: 0, width: drawn.size.width + 2 * inset, height: drawn.size.height + 2 * inset)
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
