// One piece of on-screen text in the playground's overlays (titles, instructions, labels, notices, the inspector's
// panel, the HUD's labels, the key help): the one small API every overlay writes text through. The text is the
// engine's own text (docs/architecture.md "The playground" "HUD: drawn with the engine's own text"): a CATextLayer sublayer, drawn by the display
// cycle through Pango; OverlayTextRenderer only measures the line so the layer (and its plate) fits the text. The
// CATextLayer redraws only when its string changes.
import QuartzCore
import Foundation

@MainActor
package final class OverlayText {
    package let layer = OverlayLayerDelegate.makeLayer()
    /// The text itself, inset by the plate's padding.
    package let textLayer = CATextLayer()
    package private(set) var style: OverlayTextStyle
    package private(set) var text = ""
    /// The drawn text's size in points (zero for empty text).
    package private(set) var size: CGSize = .zero
    /// The style's own font size; a style with a minimumFontSize draws smaller text to fit its width.
    private let baseFontSize: CGFloat

    package init(_ text: String = "", style: OverlayTextStyle) {
        self.style = style
        baseFontSize = style.fontSize
        layer.anchorPoint = style.anchorPoint
        if let plate = style.background {
            layer.backgroundColor = plate
            layer.cornerRadius = 4
        }
        textLayer.delegate = SceneGlobals.overlayDelegate
        textLayer.font = (style.bold ? "DejaVuSans-Bold" : "DejaVuSans") as NSString
        textLayer.fontSize = style.fontSize
        textLayer.foregroundColor = style.color
        textLayer.anchorPoint = .zero
        layer.addSublayer(textLayer)
        show(text)
    }

    /// Shows `text`; nothing is redrawn when it is what is shown already.
    package func show(_ newText: String) {
        if newText == text && (size != .zero || newText.isEmpty) { return }
        text = newText
        fitFontSize()
        size = OverlayTextRenderer.size(of: newText, style: style)
        // Cut with an ellipsis at the measured width when the style limits it (the measure already ellipsized), or
        // wrapped at the style's width: the text layer is that wide, so it breaks the lines where the measure did.
        let wraps = style.wraps && style.maxWidth != nil
        textLayer.truncationMode = style.maxWidth == nil || wraps ? .none : .end
        textLayer.isWrapped = wraps
        textLayer.string = newText
        let inset = size == .zero ? 0 : style.padding
        let width = wraps ? max(size.width, style.maxWidth ?? size.width) : size.width
        textLayer.bounds = CGRect(origin: .zero, size: CGSize(width: width, height: size.height))
        textLayer.position = CGPoint(x: inset, y: inset)
        layer.bounds = CGRect(x: 0, y: 0, width: size.width + 2 * inset, height: size.height + 2 * inset)
    }

    /// Whether the text shown ends in an ellipsis because its style's width is too narrow for it (measured on
    /// request: for tests and tools, not per frame).
    package var isCut: Bool { OverlayTextRenderer.isEllipsized(text, style: style) }

    /// Cuts (or, with a wrapping style, wraps) the text beyond `width` points; redraws if needed.
    package func limitWidth(to width: CGFloat) {
        guard width.isFinite, width > 0, style.maxWidth != width else { return }
        style.maxWidth = width
        let shown = text
        text = ""
        show(shown)
    }

    /// With a minimumFontSize: the largest size (half-point steps, at most the style's own) at which the text fits
    /// maxWidth on one line.
    private func fitFontSize() {
        guard let minimum = style.minimumFontSize, let maxWidth = style.maxWidth, !text.isEmpty else { return }
        var unlimited = style
        unlimited.maxWidth = nil
        unlimited.fontSize = baseFontSize
        let natural = OverlayTextRenderer.size(of: text, style: unlimited).width
        var fitted = baseFontSize
        if natural > maxWidth { fitted = max(minimum, ((baseFontSize * maxWidth / natural) * 2).rounded(.down) / 2) }
        if fitted != style.fontSize {
            style.fontSize = fitted
            textLayer.fontSize = fitted
        }
    }

    /// Puts the text's alignment point (top-left, top-centre or top-right) at `point` in the superlayer.
    package func place(at point: CGPoint) {
        layer.position = point
    }
}
