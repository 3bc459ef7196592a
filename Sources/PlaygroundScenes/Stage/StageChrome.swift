// What the stage draws around a scene (docs/architecture.md "The playground", "every scene explains itself"): the caption band with the title
// and the one-line instruction, the scene's labels over its area, the bottom bar (previous / position and name /
// next, the live controls, the key hint), the tool column's backdrop and the notice that answers each key. All
// overlay layers: they never animate implicitly (OverlayLayerDelegate) and are not part of the scene's tree.
import QuartzCore
import Foundation

package final class StageChrome {
    package static let bandColor = CGColor(red: 0.05, green: 0.06, blue: 0.09, alpha: 0.92)
    package static let barColor = CGColor(red: 0.05, green: 0.06, blue: 0.09, alpha: 0.92)

    package let layer = OverlayLayerDelegate.makeLayer()
    package let band = OverlayLayerDelegate.makeLayer()
    package let title = OverlayText(style: .title)
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
    package let controls = OverlayText(style: OverlayTextStyle(fontSize: 11, color: CGColor(red: 0.55, green: 0.9, blue: 1, alpha: 1),
                                                              maxWidth: 300))
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
        // The caption is one line each: in a narrow window it ends in an ellipsis rather than past the edge.
        title.limitWidth(to: layout.size.width - Self.curveSide - 40)
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
        controls.place(at: CGPoint(x: 300, y: middle + 1))
        keyHint.place(at: CGPoint(x: layout.size.width - 10, y: middle + 1))
        notice.place(topRight: CGPoint(x: layout.sceneArea.maxX - 10, y: layout.sceneArea.minY + 10))
    }

    /// Shows the scene's title, instruction and place in the list.
    package func show(scene type: any PlaygroundScene.Type, index: Int, count: Int) {
        title.show(type.title)
        instruction.show(type.instruction)
        position.show("\(index + 1) / \(count)  \(type.name)")
    }

    /// Shows the scene's labels, `sceneLabels` placed in the scene area's coordinates.
    package func show(labels sceneLabels: [SceneLabel]) {
        for label in labels { label.layer.removeFromSuperlayer() }
        let room = SceneLabel.roomWidths(of: sceneLabels, areaWidth: labelsLayer.bounds.width)
        labels = zip(sceneLabels, room).map { label, width in
            var style = OverlayTextStyle.label
            style.maxWidth = max(width - 2 * style.padding, 1)
            style.wraps = true
            let text = OverlayText(label.text, style: style)
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
