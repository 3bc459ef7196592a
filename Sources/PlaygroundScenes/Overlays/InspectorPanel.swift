// The inspector's panel (docs/architecture.md "The playground", "inspector in the window"): a legend for the outlines (cyan = the MODEL
// geometry, where the layer is going; the filled layer = the presentation, what is seen now), then the latest
// action searches, one per entry: the key, the stage that answered (delegate, actions, style, defaultAction,
// built-in, NSNull, disabled) and the layer by its `name`. Nothing is cut: the legend and an entry longer than the
// panel is wide go on over more lines, and the panel grows down to the height it is given, dropping the oldest
// entries that no longer fit.
import QuartzCore
import Foundation

@MainActor
package final class InspectorPanel {
    package static let lineCount = 10
    package static let width: CGFloat = 340
    static let margin: CGFloat = 8
    static let textWidth = InspectorPanel.width - 2 * InspectorPanel.margin
    package let layer = OverlayLayerDelegate.makeLayer()
    package let legend = OverlayText("Cyan outline: the model value (where the layer is going). Filled layer: the "
                                        + "presentation value (what is seen now).",
                                    style: OverlayTextStyle(fontSize: 11, color: CGColor(red: 0.2, green: 1, blue: 1, alpha: 1),
                                                            maxWidth: InspectorPanel.textWidth, wraps: true))
    package let heading = OverlayText("Action searches (key: stage that answered, layer)",
                                     style: OverlayTextStyle(fontSize: 11, color: CGColor(red: 1, green: 0.86, blue: 0.45, alpha: 1),
                                                             bold: true, maxWidth: InspectorPanel.textWidth, wraps: true))
    package private(set) var lines: [OverlayText] = []
    /// The tallest the panel may be (points): the room the stage gives it.
    private var maxHeight: CGFloat = .infinity

    package init() {
        layer.backgroundColor = CGColor(red: 0.02, green: 0.03, blue: 0.05, alpha: 0.85)
        layer.cornerRadius = 6
        layer.anchorPoint = .zero
        layer.addSublayer(legend.layer)
        layer.addSublayer(heading.layer)
        for _ in 0..<Self.lineCount {
            let line = OverlayText(style: OverlayTextStyle(fontSize: 11, maxWidth: Self.textWidth, wraps: true))
            layer.addSublayer(line.layer)
            lines.append(line)
        }
        arrange()
    }

    /// Puts the panel's top-left corner at `topLeft`, at most `maxHeight` points tall.
    package func place(topLeft: CGPoint, maxHeight: CGFloat) {
        layer.position = topLeft
        if self.maxHeight != maxHeight {
            self.maxHeight = maxHeight
            arrange()
        }
    }

    /// Shows the newest `lineCount` of `log` (oldest first), as many of them as fit the panel's height.
    package func show(_ log: [String]) {
        let newest = log.suffix(Self.lineCount)
        for (index, line) in lines.enumerated() {
            line.show(index < newest.count ? newest[newest.startIndex + index] : "")
        }
        arrange()
    }

    /// Stacks legend, heading and the entries that fit (the newest kept), and sizes the panel to them.
    private func arrange() {
        let gap: CGFloat = 3
        legend.place(at: CGPoint(x: Self.margin, y: 6))
        heading.place(at: CGPoint(x: Self.margin, y: legend.layer.frame.maxY + gap + 1))
        var top = heading.layer.frame.maxY + gap
        let shown = lines.filter { !$0.text.isEmpty }
        // From the newest back, the entries whose lines still fit above the bottom margin.
        var room = maxHeight - top - 6
        var firstShown = shown.count
        while firstShown > 0, shown[firstShown - 1].size.height <= room {
            room -= shown[firstShown - 1].size.height + gap
            firstShown -= 1
        }
        for (index, line) in shown.enumerated() {
            line.layer.isHidden = index < firstShown
            guard index >= firstShown else { continue }
            line.place(at: CGPoint(x: Self.margin, y: top))
            top += line.size.height + gap
        }
        let height = top - gap + 6
        if layer.bounds.height != height { layer.bounds = CGRect(x: 0, y: 0, width: Self.width, height: height) }
    }
}
