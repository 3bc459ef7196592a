// What the stage draws around a scene (docs/architecture.md "The playground", "every scene explains itself"): the caption band with the title
// and the one-line instruction, the scene's labels over its area, the bottom bar (previous / position and name /
// next, the live controls, the key hint), the tool column's backdrop and the notice that answers each key. All
// overlay layers: they never animate implicitly (OverlayLayerDelegate) and are not part of the scene's tree.
import QuartzCore
import Foundation

@MainActor
package final class StageChrome {
    package static let bandColor = CGColor(red: 0.05, green: 0.06, blue: 0.09, alpha: 0.92)
    package static let barColor = CGColor(red: 0.05, green: 0.06, blue: 0.09, alpha: 0.92)

    package let layer = OverlayLayerDelegate.makeLayer()
    package let band = OverlayLayerDelegate.makeLayer()
    /// The scene's title: smaller type before an ellipsis when the window is narrow.
    package let title = OverlayText(style: {
        var style = OverlayTextStyle.title
        style.minimumFontSize = 12
        return style
    }())
    /// What the scene is set to now and whether its time is paused or slowed, beside the title for as long as it
    /// holds (a notice fades; this does not).
    package let status = OverlayText(style: {
        var style = OverlayTextStyle(fontSize: 14, color: CGColor(red: 0.55, green: 0.95, blue: 0.6, alpha: 1), bold: true)
        style.maxWidth = 300
        style.minimumFontSize = 10
        return style
    }())
    package let instruction = OverlayText(style: .instruction)
    /// The scene's labels, in a layer over the scene's area.
    package let labelsLayer = OverlayLayerDelegate.makeLayer()
    package private(set) var labels: [OverlayText] = []
    package let bar = OverlayLayerDelegate.makeLayer()
    /// The tool column's backdrop (StageLayout.toolColumn); the stage puts the HUD and the inspector panel above it,
    /// and above the scene's labels, so no label is drawn over a tool's text.
    package let toolBackdrop = OverlayLayerDelegate.makeLayer()
    package let previousButton = OverlayText("◀ prev", style: .small)
    package let nextButton = OverlayText("next ▶", style: .small)
    package let position = OverlayText(style: OverlayTextStyle(fontSize: 12, color: CGColor(gray: 1, alpha: 1), bold: true,
                                                              maxWidth: 220))
    package let controls = OverlayText(style: {
        var style = OverlayTextStyle(fontSize: 11, color: CGColor(red: 0.55, green: 0.9, blue: 1, alpha: 1), maxWidth: 300)
        style.minimumFontSize = 8
        return style
    }())
    package let keyHint = OverlayText("? or Tab: keys and scenes", style: OverlayTextStyle(fontSize: 11, alignment: .right))
    package let notice: StageNotice
    /// The live timing function's curve, top right in the caption band (hidden while scenes use their own).
    package let curve = OverlayLayerDelegate.makeLayer()
    package let curveLabel = OverlayText(style: OverlayTextStyle(fontSize: 10, color: CGColor(red: 0.55, green: 0.9, blue: 1, alpha: 1),
                                                                alignment: .right))
    package static let curveSide: CGFloat = 50
    private(set) var layout: StageLayout

    package init(size: CGSize) {
        layout = StageLayout(size: size)
        notice = StageNotice()
        layer.anchorPoint = .zero
        band.backgroundColor = Self.bandColor
        bar.backgroundColor = Self.barColor
        toolBackdrop.backgroundColor = Self.barColor
        for part in [band, labelsLayer, toolBackdrop, bar, notice.layer] { layer.addSublayer(part) }
        band.addSublayer(title.layer)
        band.addSublayer(instruction.layer)
        band.addSublayer(status.layer)
        band.addSublayer(curve)
        band.addSublayer(curveLabel.layer)
        curve.isHidden = true
        for part in [previousButton, position, controls, nextButton, keyHint] { bar.addSublayer(part.layer) }
        relayout(to: layout)
    }

    /// Follows the window's size and the tool column.
    package func relayout(to newLayout: StageLayout) {
        layout = newLayout
        layer.bounds = CGRect(origin: .zero, size: layout.size)
        layer.position = .zero
        band.frame = layout.captionBand
        title.place(at: CGPoint(x: 14, y: 8))
        instruction.place(at: CGPoint(x: 14, y: 36))
        // The caption is one line each: in a narrow window it is drawn smaller, then ends in an ellipsis rather
        // than past the edge; the title shares its line with the status.
        placeStatus()
        instruction.limitWidth(to: layout.size.width - 28)
        curve.frame = CGRect(x: layout.size.width - Self.curveSide - 8, y: 6, width: Self.curveSide, height: Self.curveSide)
        curveLabel.place(at: CGPoint(x: layout.size.width - Self.curveSide - 14, y: 8))
        labelsLayer.frame = layout.sceneArea
        toolBackdrop.frame = layout.toolColumn
        toolBackdrop.isHidden = !layout.hasToolColumn
        bar.frame = layout.bar
        let middle = (StageLayout.barHeight - 15) / 2
        previousButton.place(at: CGPoint(x: 10, y: middle))
        nextButton.place(at: CGPoint(x: 62, y: middle))
        position.place(at: CGPoint(x: 124, y: middle))
        keyHint.place(at: CGPoint(x: layout.size.width - 10, y: middle + 1))
        placeControls()
        notice.place(topRight: CGPoint(x: layout.sceneArea.maxX - 10, y: layout.sceneArea.minY + 10))
    }

    /// Shows the scene's title, instruction and place in the list.
    package func show(scene type: any PlaygroundScene.Type, index: Int, count: Int) {
        title.show(type.title)
        instruction.show(type.instruction)
        position.show("\(index + 1) / \(count)  \(type.name)")
        placeStatus()
        placeControls()
    }

    /// Shows `text` as the lasting status beside the title (empty: none).
    package func show(status text: String) {
        guard text != status.text else { return }
        status.show(text)
        placeStatus()
    }

    /// The label's size, or a smaller one (half-point steps, down to `minimumLabelSize`) at which its widest word
    /// fits `style`'s width: a room narrower than a word (a scene fitted beside the tool column) would otherwise
    /// have the word split.
    static func fontSize(fittingWords text: String, in style: OverlayTextStyle) -> CGFloat {
        guard let room = style.maxWidth else { return style.fontSize }
        var plain = style
        plain.maxWidth = nil
        plain.wraps = false
        plain.background = nil
        let widest = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
            .map { OverlayTextRenderer.size(of: String($0), style: plain).width }.max() ?? 0
        guard widest > room else { return style.fontSize }
        let fitted = (style.fontSize * room / widest * 2).rounded(.down) / 2
        return max(fitted, minimumLabelSize)
    }

    /// The smallest size a label is drawn at to keep its words whole.
    static let minimumLabelSize: CGFloat = 8

    /// `text` with a zero-width space after each space that comes before a "." (".center", ".justified"): line
    /// breaking never breaks before a full stop (Unicode's rule LB13), so a label such as "alignmentMode .center" in a
    /// narrow room would otherwise be split mid-word; the zero-width space makes the space a break again.
    static func breakableBeforeDots(_ text: String) -> String {
        text.replacingOccurrences(of: " .", with: " \u{200B}.")
    }

    /// The live controls between the scene's place in the list and the key hint, as wide as the bar leaves them
    /// (smaller type first, then an ellipsis); where they need the key hint's room, the hint gives way to them.
    private func placeControls() {
        let x = position.layer.position.x + position.size.width + 16
        let middle = (StageLayout.barHeight - 15) / 2
        controls.place(at: CGPoint(x: x, y: middle + 1))
        let beforeHint = layout.size.width - 10 - keyHint.size.width - 12 - x
        let natural = OverlayTextRenderer.size(of: controls.text, style: OverlayTextStyle(fontSize: 11)).width
        let hintGivesWay = !controls.text.isEmpty && natural > beforeHint
        keyHint.layer.isHidden = hintGivesWay
        controls.limitWidth(to: max(hintGivesWay ? layout.size.width - 10 - x : beforeHint, 40))
    }

    /// The status right-aligned on the title's line, short of the curve's corner, and the title left of it. The
    /// title keeps the room the status needs at its smallest type (10 points) free, the status takes what the title
    /// leaves; each is drawn smaller before it is cut.
    private func placeStatus() {
        let right = layout.size.width - Self.curveSide - 24
        let line = max(right - 14, 80)
        guard !status.text.isEmpty else {
            title.limitWidth(to: line)
            return
        }
        let smallest = OverlayTextRenderer.size(of: status.text, style: OverlayTextStyle(fontSize: 10, bold: true)).width
        title.limitWidth(to: max(line - smallest - 32, line / 2))
        status.limitWidth(to: max(line - title.size.width - 32, 40))
        status.place(at: CGPoint(x: right - status.size.width, y: 12))
    }

    /// Shows the scene's labels, `sceneLabels` placed in the scene area's coordinates.
    package func show(labels sceneLabels: [SceneLabel]) {
        for label in labels { label.layer.removeFromSuperlayer() }
        let room = SceneLabel.roomWidths(of: sceneLabels, areaWidth: labelsLayer.bounds.width)
        labels = zip(sceneLabels, room).map { label, width in
            var style = OverlayTextStyle.label
            style.maxWidth = max(width - 2 * style.padding, 1)
            style.wraps = true
            style.fontSize = Self.fontSize(fittingWords: label.text, in: style)
            let text = OverlayText(Self.breakableBeforeDots(label.text), style: style)
            // A label wrapped onto more lines near the bottom moves up rather than under the bar.
            let overflow = label.position.y + text.layer.bounds.height - (labelsLayer.bounds.height - 4)
            text.place(at: CGPoint(x: label.position.x, y: label.position.y - max(overflow, 0)))
            labelsLayer.addSublayer(text.layer)
            return text
        }
    }

    /// The live controls line (empty when every control is the scene's own) and the chosen timing curve.
    package func show(controls live: LiveControls) {
        var changed: [String] = []
        if live.duration != nil { changed.append(live.durationText) }
        if live.timingFunction != nil { changed.append(live.timingText) }
        if live.disableActions { changed.append(live.disableActionsText) }
        if live.speed != 1 { changed.append(live.speedText) }
        controls.show(changed.isEmpty ? "" : "next interaction: " + changed.joined(separator: " · "))
        placeControls()
        if let name = live.timingFunction {
            curve.contents = TimingCurveImage.image(of: CAMediaTimingFunction(name: name), side: Self.curveSide,
                                                    scale: curve.contentsScale)
            curveLabel.show(name.rawValue)
        } else {
            curve.contents = nil
            curveLabel.show("")
        }
        curve.isHidden = live.timingFunction == nil
    }

    /// What a click at `point` (window points) hits in the chrome, if anything.
    package func hit(_ point: CGPoint) -> StageChromeHit? {
        if layout.captionBand.contains(point) { return .caption }
        guard layout.bar.contains(point) else { return nil }
        if point.x < 56 { return .previous }
        if point.x < 116 { return .next }
        return .bar
    }
}

/// What a click on the stage's chrome means.
package enum StageChromeHit: Equatable {
    case previous, next, caption, bar
}
