// How an overlay's text looks: size in points, colour, weight, which point of the text sits at the label's
// position (left, centre or right of its top edge), and what happens past its width (an ellipsis, or more lines).
import QuartzCore
import Foundation

package struct OverlayTextStyle: Equatable, Sendable {
    package enum Alignment: Sendable { case left, center, right }

    package var fontSize: CGFloat
    package var color: CGColor
    package var bold: Bool
    package var alignment: Alignment
    /// Text wider than this is cut with an ellipsis (or wrapped, with `wraps`); nil for no limit.
    package var maxWidth: CGFloat?
    /// Whether text wider than `maxWidth` goes on over more lines instead of ending in an ellipsis: for notices,
    /// legends and logs, which must be read whole (docs/architecture.md "The playground": a newcomer can read every label).
    package var wraps: Bool
    /// With `maxWidth`: text wider than that is first drawn smaller, down to this size, before it is cut (the
    /// caption's instruction in a narrow window); nil keeps `fontSize`.
    package var minimumFontSize: CGFloat?
    /// A rounded plate behind the text (labels over scenes of any colour); nil for none.
    package var background: CGColor?
    /// Space between the text and the plate's edge.
    package var padding: CGFloat { background == nil ? 0 : 4 }

    package init(fontSize: CGFloat, color: CGColor = CGColor(gray: 0.92, alpha: 1), bold: Bool = false,
                alignment: Alignment = .left, maxWidth: CGFloat? = nil, wraps: Bool = false,
                background: CGColor? = nil) {
        self.fontSize = fontSize
        self.color = color
        self.bold = bold
        self.alignment = alignment
        self.maxWidth = maxWidth
        self.wraps = wraps
        self.background = background
    }

    package static let title = OverlayTextStyle(fontSize: 20, color: CGColor(gray: 1, alpha: 1), bold: true)
    package static let instruction: OverlayTextStyle = {
        var style = OverlayTextStyle(fontSize: 14, color: CGColor(red: 1, green: 0.86, blue: 0.45, alpha: 1))
        style.minimumFontSize = 10
        return style
    }()
    package static let label = OverlayTextStyle(fontSize: 12, color: CGColor(gray: 0.92, alpha: 1), alignment: .center,
                                               background: CGColor(red: 0.02, green: 0.03, blue: 0.05, alpha: 0.6))
    package static let small = OverlayTextStyle(fontSize: 12, color: CGColor(gray: 0.85, alpha: 1))

    /// The anchor point that puts the text's alignment point at the layer's position.
    var anchorPoint: CGPoint {
        switch alignment {
        case .left: return CGPoint(x: 0, y: 0)
        case .center: return CGPoint(x: 0.5, y: 0)
        case .right: return CGPoint(x: 1, y: 0)
        }
    }
}
