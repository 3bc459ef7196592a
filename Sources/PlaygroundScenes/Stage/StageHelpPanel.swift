// The key help (docs/architecture.md "The playground": `?` or Tab shows every key of the current scene; the scene list is clickable): a panel
// over the scene and the tool column with the scene list on the left (the current one marked; a click on a row
// switches to it) and the playground's keys followed by the current scene's own on the right.
import QuartzCore
import Foundation

@MainActor
package final class StageHelpPanel {
    package static let rowHeight: CGFloat = 17
    package let layer = OverlayLayerDelegate.makeLayer()
    package private(set) var rows: [OverlayText] = []
    /// Scene rows' frames in the panel's coordinates, by scene index.
    private var sceneRows: [CGRect] = []
    /// How much smaller than its own points the panel is drawn (1 unless the area is too short for it).
    private var scale: CGFloat = 1

    package init() {
        layer.backgroundColor = CGColor(red: 0.03, green: 0.04, blue: 0.07, alpha: 0.98)
        layer.cornerRadius = 10
        layer.borderWidth = 1
        layer.borderColor = CGColor(gray: 1, alpha: 0.25)
        layer.isHidden = true
    }

    package var isShown: Bool { !layer.isHidden }

    /// Every text line shown, top to bottom (left column first).
    package var lines: [String] { rows.map(\.text) }

    /// Fills and shows the panel over `area` (window points). Nothing is cut: the scene list gives each scene's
    /// number and name (as `--scene` takes it; the caption shows the current scene's title) and is as wide as its
    /// widest row; the keys' column takes the rest, a key whose meaning is longer going on over more lines. A panel
    /// taller than the area (a small window) is drawn smaller, all of it still there.
    package func show(scenes: [any PlaygroundScene.Type], current: Int, sceneKeys: [SceneKey], in area: CGRect) {
        for row in rows { row.layer.removeFromSuperlayer() }
        rows.removeAll()
        sceneRows.removeAll()
        var left: [OverlayText] = [OverlayText("Scenes (click one)", style: .header)]
        for (index, type) in scenes.enumerated() {
            let number = index < 10 ? "\((index + 1) % 10)" : "  "
            left.append(OverlayText("\(index == current ? "▶" : "  ") \(number)  \(type.name)",
                                    style: index == current ? .currentRow(nil) : .row(nil)))
        }
        let listWidth = left.map(\.size.width).max() ?? 0
        let listHeight = CGFloat(left.count) * Self.rowHeight
        // Drawn smaller when the scene list alone is taller than the area; the keys' column is then wider in the
        // panel's own points, so it fills the area's width on screen.
        var scale = min(1, (area.height - 8) / (listHeight + 28))
        var width = min(area.width - 24, 820) / scale
        var right = keyRows(sceneKeys: sceneKeys, width: max(width - 48 - listWidth, 80))
        var rightHeight = right.reduce(0) { $0 + max(Self.rowHeight, $1.size.height + 3) }
        if rightHeight + 28 > (area.height - 8) / scale {
            scale = max(min(scale, (area.height - 8) / (rightHeight + 28)), 0.5)
            width = min(area.width - 24, 820) / scale
            right = keyRows(sceneKeys: sceneKeys, width: max(width - 48 - listWidth, 80))
            rightHeight = right.reduce(0) { $0 + max(Self.rowHeight, $1.size.height + 3) }
        }
        for (line, text) in left.enumerated() {
            let origin = CGPoint(x: 16, y: 14 + CGFloat(line) * Self.rowHeight)
            text.place(at: origin)
            if line > 0 { sceneRows.append(CGRect(x: origin.x, y: origin.y, width: listWidth, height: Self.rowHeight)) }
        }
        var rightBottom: CGFloat = 14
        for text in right {
            text.place(at: CGPoint(x: 32 + listWidth, y: rightBottom))
            rightBottom += max(Self.rowHeight, text.size.height + 3)
        }
        let height = max(14 + listHeight, rightBottom) + 14
        layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        layer.transform = CATransform3DMakeScale(scale, scale, 1)
        layer.position = CGPoint(x: area.midX, y: area.minY + max((area.height - height * scale) / 2, 4))
        self.scale = scale
        for text in left + right {
            layer.addSublayer(text.layer)
            rows.append(text)
        }
        layer.isHidden = false
    }

    /// The keys' column: the playground's keys, then the scene's own, wrapped at `width`.
    private func keyRows(sceneKeys: [SceneKey], width: CGFloat) -> [OverlayText] {
        var right: [OverlayText] = [OverlayText("Keys", style: .header)]
        right += StageKey.all.map { OverlayText("\($0.key)  —  \($0.meaning)", style: .row(width)) }
        if !sceneKeys.isEmpty {
            right.append(OverlayText("This scene", style: .header))
            right += sceneKeys.map { OverlayText("\($0.key)  —  \($0.meaning)", style: .row(width)) }
        }
        return right
    }

    package func hide() {
        layer.isHidden = true
    }

    /// The scene whose row is at `point` (window points), when the panel is shown.
    package func scene(at point: CGPoint) -> Int? {
        guard isShown, scale > 0 else { return nil }
        let frame = layer.frame
        let local = CGPoint(x: (point.x - frame.minX) / scale, y: (point.y - frame.minY) / scale)
        return sceneRows.firstIndex { $0.contains(local) }
    }
}

extension OverlayTextStyle {
    static let header = OverlayTextStyle(fontSize: 13, color: CGColor(red: 1, green: 0.86, blue: 0.45, alpha: 1), bold: true)

    /// A help row: wrapped at `width` points (nil: one line of any width).
    static func row(_ width: CGFloat?) -> OverlayTextStyle {
        OverlayTextStyle(fontSize: 12, color: CGColor(gray: 0.88, alpha: 1), maxWidth: width, wraps: true)
    }

    static func currentRow(_ width: CGFloat?) -> OverlayTextStyle {
        OverlayTextStyle(fontSize: 12, color: CGColor(gray: 1, alpha: 1), bold: true, maxWidth: width, wraps: true)
    }
}
