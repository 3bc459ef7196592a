// The scene file's problems in the window (docs/architecture.md "Scene files"): a red plate at the bottom of the
// window with the first compile errors ("file:line: message") or the message of a trap that unloaded the scene,
// shown until the next good compile. It sits above the stage's layers and takes no input.
import QuartzCore
import Foundation
import PlaygroundScenes

@MainActor
final class SceneFileErrorPanel {
    let layer = OverlayLayerDelegate.makeLayer()
    private let text = OverlayText(style: OverlayTextStyle(fontSize: 13, color: CGColor(gray: 1, alpha: 1), wraps: true))
    private static let padding = CGSize(width: 10, height: 8)
    private static let margin: CGFloat = 12

    /// The lines shown now (empty when hidden).
    private(set) var lines: [String] = []

    init() {
        layer.backgroundColor = CGColor(red: 0.55, green: 0.08, blue: 0.1, alpha: 0.94)
        layer.cornerRadius = 6
        layer.zPosition = 9_000
        layer.name = "scene file errors"
        layer.isHidden = true
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        text.place(at: CGPoint(x: Self.padding.width, y: Self.padding.height))
        layer.addSublayer(text.layer)
    }

    /// Shows `lines` at the bottom of a window of `size` (points), or hides the panel for none.
    func show(_ lines: [String], in size: CGSize) {
        self.lines = lines
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        guard !lines.isEmpty else {
            layer.isHidden = true
            return
        }
        let width = max(size.width - 2 * Self.margin, 80)
        text.limitWidth(to: width - 2 * Self.padding.width)
        text.show(lines.joined(separator: "\n"))
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: text.size.height + 2 * Self.padding.height)
        layer.position = CGPoint(x: Self.margin, y: size.height - Self.margin - StageLayout.barHeight)
        layer.isHidden = false
    }
}
