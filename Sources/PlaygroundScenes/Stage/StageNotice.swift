// The short notice that answers a key on screen (docs/architecture.md "The playground", "every key answers on screen"): slow motion, pause and
// step, screenshot saved (with its path), the transition type and side, a live control's new value. It shows at
// once and fades out after `visibleFor` seconds through an explicit keyframe animation on its opacity (the model
// opacity is 0), so it needs no per-frame work and follows the stage's media clock in screenshots. A long notice (a
// screenshot's path) wraps within the width the stage gives it, so it never runs under the HUD.
import QuartzCore
import Foundation

@MainActor
package final class StageNotice {
    package static let visibleFor: CFTimeInterval = 2.2
    package static let fadeFor: CFTimeInterval = 0.5

    package let layer = OverlayLayerDelegate.makeLayer()
    package let text = OverlayText(style: OverlayTextStyle(fontSize: 14, color: CGColor(gray: 1, alpha: 1), wraps: true))
    /// The plate's padding around the text.
    static let padding = CGSize(width: 10, height: 6)
    private var topRight: CGPoint = .zero

    init() {
        layer.backgroundColor = CGColor(red: 0.16, green: 0.33, blue: 0.6, alpha: 0.95)
        layer.cornerRadius = 6
        layer.opacity = 0
        layer.anchorPoint = CGPoint(x: 1, y: 0)
        text.place(at: CGPoint(x: Self.padding.width, y: Self.padding.height))
        layer.addSublayer(text.layer)
    }

    /// The last notice shown (also while faded out).
    package var message: String { text.text }

    func place(topRight point: CGPoint) {
        topRight = point
        layer.position = point
    }

    /// Shows `message` now, replacing any notice still visible; a message wider than `maxWidth` points (plate
    /// included) goes on over more lines rather than past the window or under another panel.
    package func show(_ message: String, maxWidth: CGFloat = .infinity) {
        if maxWidth.isFinite { text.limitWidth(to: max(maxWidth - 2 * Self.padding.width, 40)) }
        text.show(message)
        layer.bounds = CGRect(x: 0, y: 0, width: text.size.width + 2 * Self.padding.width,
                              height: text.size.height + 2 * Self.padding.height)
        layer.position = topRight
        let total = Self.visibleFor + Self.fadeFor
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [Float(1), Float(1), Float(0)]
        fade.keyTimes = [0, NSNumber(value: Self.visibleFor / total), 1]
        fade.duration = total
        layer.add(fade, forKey: "notice")
    }

    /// Takes the notice off screen at once (a new scene: the last one's notice was about it).
    func hide() {
        layer.removeAnimation(forKey: "notice")
    }
}
