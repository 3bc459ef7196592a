// One piece of on-screen text in the playground's overlays (titles, instructions, labels, notices, the inspector's
// panel, the HUD's labels, the key help): the one small API every overlay writes text through. The text is drawn
// by OverlayTextRenderer into the layer's contents, sized to the text, and redrawn only when the text changes.
import CoreAnimation
import Foundation

public final class OverlayText {
    public let layer = OverlayLayerDelegate.makeLayer()
    public let style: OverlayTextStyle
    public private(set) var text = ""
    /// The drawn text's size in points (zero for empty text).
    public private(set) var size: CGSize = .zero

    public init(_ text: String = "", style: OverlayTextStyle) {
        self.style = style
        layer.anchorPoint = style.anchorPoint
        layer.contentsGravity = .topLeft
        show(text)
    }

    /// Shows `text`; nothing is redrawn when it is what is shown already.
    public func show(_ newText: String) {
        if newText == text && (size != .zero || newText.isEmpty) { return }
        text = newText
        let drawn = OverlayTextRenderer.draw(newText, style: style, scale: layer.contentsScale)
        size = drawn.size
        layer.contents = drawn.image
        layer.bounds = CGRect(origin: .zero, size: drawn.size)
    }

    /// Puts the text's alignment point (top-left, top-centre or top-right) at `point` in the superlayer.
    public func place(at point: CGPoint) {
        layer.position = point
    }
}
