// The key help (issue 17: `?` or Tab shows every key of the current scene; the scene list is clickable): a panel
// over the scene with the scene list on the left (the current one marked; a click on a row switches to it) and
// the playground's keys followed by the current scene's own on the right.
import CoreAnimation
import Foundation

public final class StageHelpPanel {
    public static let rowHeight: CGFloat = 17
    public let layer = OverlayLayerDelegate.makeLayer()
    private var rows: [OverlayText] = []
    /// Scene rows' frames in the panel's coordinates, by scene index.
    private var sceneRows: [CGRect] = []

    public init() {
        layer.backgroundColor = CGColor(red: 0.03, green: 0.04, blue: 0.07, alpha: 0.94)
        layer.cornerRadius = 10
        layer.borderWidth = 1
        layer.borderColor = CGColor(gray: 1, alpha: 0.25)
        layer.isHidden = true
    }

    public var isShown: Bool { !layer.isHidden }

    /// Every text line shown, top to bottom (left column first).
    public var lines: [String] { rows.map(\.text) }

    /// Fills and shows the panel over `area` (window points).
    public func show(scenes: [any PlaygroundScene.Type], current: Int, sceneKeys: [SceneKey], in area: CGRect) {
        for row in rows { row.layer.removeFromSuperlayer() }
        rows.removeAll()
        sceneRows.removeAll()
        let width = min(area.width - 24, 820)
        // The scene list is narrower than the keys' column: names are short, meanings are not.
        let listWidth = (width - 48) * 0.44
        let keysWidth = width - 48 - listWidth
        var left: [(String, OverlayTextStyle)] = [("Scenes (click one)", .header)]
        for (index, type) in scenes.enumerated() {
            let number = index < 10 ? "\((index + 1) % 10)" : "  "
            left.append(("\(index == current ? "▶" : "  ") \(number)  \(type.name) — \(type.title)",
                         index == current ? .currentRow(listWidth) : .row(listWidth)))
        }
        var right: [(String, OverlayTextStyle)] = [("Keys", .header)]
        right += StageKey.all.map { ("\($0.key)  —  \($0.meaning)", .row(keysWidth)) }
        if !sceneKeys.isEmpty {
            right.append(("This scene", .header))
            right += sceneKeys.map { ("\($0.key)  —  \($0.meaning)", .row(keysWidth)) }
        }
        let height = CGFloat(max(left.count, right.count)) * Self.rowHeight + 28
        layer.frame = CGRect(x: area.midX - width / 2, y: area.minY + max((area.height - height) / 2, 4),
                             width: width, height: height)
        for (column, entries) in [left, right].enumerated() {
            for (line, entry) in entries.enumerated() {
                let text = OverlayText(entry.0, style: entry.1)
                let origin = CGPoint(x: column == 0 ? 16 : 32 + listWidth, y: 14 + CGFloat(line) * Self.rowHeight)
                text.place(at: origin)
                layer.addSublayer(text.layer)
                rows.append(text)
                if column == 0 && line > 0 {
                    sceneRows.append(CGRect(x: origin.x, y: origin.y, width: listWidth, height: Self.rowHeight))
                }
            }
        }
        layer.isHidden = false
    }

    public func hide() {
        layer.isHidden = true
    }

    /// The scene whose row is at `point` (window points), when the panel is shown.
    public func scene(at point: CGPoint) -> Int? {
        guard isShown else { return nil }
        let local = CGPoint(x: point.x - layer.frame.minX, y: point.y - layer.frame.minY)
        return sceneRows.firstIndex { $0.contains(local) }
    }
}

extension OverlayTextStyle {
    static let header = OverlayTextStyle(fontSize: 13, color: CGColor(red: 1, green: 0.86, blue: 0.45, alpha: 1), bold: true)

    static func row(_ width: CGFloat) -> OverlayTextStyle {
        OverlayTextStyle(fontSize: 12, color: CGColor(gray: 0.88, alpha: 1), maxWidth: width)
    }

    static func currentRow(_ width: CGFloat) -> OverlayTextStyle {
        OverlayTextStyle(fontSize: 12, color: CGColor(gray: 1, alpha: 1), bold: true, maxWidth: width)
    }
}
