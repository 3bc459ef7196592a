// The inspector's panel (issue 17, "inspector in the window"): a legend for the outlines (cyan = the MODEL
// geometry, where the layer is going; the filled layer = the presentation, what is seen now), then the latest
// action searches, one per line: the key, the stage that answered (delegate, actions, style, defaultAction,
// built-in, NSNull, disabled) and the layer by its `name`.
import CoreAnimation
import Foundation

public final class InspectorPanel {
    public static let lineCount = 10
    public static let width: CGFloat = 340
    public let layer = OverlayLayerDelegate.makeLayer()
    public let legend = OverlayText("Cyan outline: model value (where it goes) · fill: presentation",
                                    style: OverlayTextStyle(fontSize: 11, color: CGColor(red: 0.2, green: 1, blue: 1, alpha: 1),
                                                            maxWidth: InspectorPanel.width - 16))
    public let heading = OverlayText("Action searches (key: stage that answered, layer)",
                                     style: OverlayTextStyle(fontSize: 11, color: CGColor(red: 1, green: 0.86, blue: 0.45, alpha: 1),
                                                             bold: true, maxWidth: InspectorPanel.width - 16))
    public private(set) var lines: [OverlayText] = []

    public init() {
        layer.backgroundColor = CGColor(red: 0.02, green: 0.03, blue: 0.05, alpha: 0.85)
        layer.cornerRadius = 6
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        legend.place(at: CGPoint(x: 8, y: 6))
        heading.place(at: CGPoint(x: 8, y: 24))
        layer.addSublayer(legend.layer)
        layer.addSublayer(heading.layer)
        for index in 0..<Self.lineCount {
            let line = OverlayText(style: OverlayTextStyle(fontSize: 11, maxWidth: Self.width - 16))
            line.place(at: CGPoint(x: 8, y: 42 + CGFloat(index) * 15))
            layer.addSublayer(line.layer)
            lines.append(line)
        }
        resize(lines: 0)
    }

    /// Bottom-left corner of the scene area, out of the way of most scenes' layers.
    public func place(in area: CGRect) {
        layer.position = CGPoint(x: area.minX + 8, y: area.maxY - 8)
    }

    /// As tall as the lines shown (the legend and heading always).
    private func resize(lines: Int) {
        let height = 44 + CGFloat(lines) * 15
        if layer.bounds.height != height { layer.bounds = CGRect(x: 0, y: 0, width: Self.width, height: height) }
    }

    /// Shows the newest `lineCount` of `log` (oldest first); earlier lines stay empty.
    public func show(_ log: [String]) {
        let newest = log.suffix(Self.lineCount)
        for (index, line) in lines.enumerated() {
            line.show(index < newest.count ? newest[newest.startIndex + index] : "")
        }
        resize(lines: newest.count)
    }
}
