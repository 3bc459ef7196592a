// Seed 002's explicit fade-in with a block-based animation delegate: a click sets the model opacity to 1 and adds
// a 0.75 s opacity animation from 0 under "fade in slowly", whose delegate logs "beginning to fade in" and then
// "did fade to the end" — or "did fade but was cancelled" when key C removes it first. A status square shows the
// outcome: yellow while fading, green when finished, red when cancelled.
import QuartzCore
import Foundation
import HostInterface

package final class AnimationDelegateScene: PlaygroundScene {
    package static let name = "animation-delegate"
    package static let summary = "Seed 002: a fade-in whose block delegate logs start and stop; C cancels it"

    package static let title = "Animation delegate: start and stop"
    package static let instruction = "Click: the square fades in over 0.75 s; its delegate reports start and stop. C cancels the fade"
    package static let keys = [SceneKey("C", "remove the fade before it ends: the delegate hears finished = false")]

    package static let fadeKey = "fade in slowly"
    package static let fadeDuration = 0.75
    package static let fadingColor = CGColor(red: 1, green: 0.85, blue: 0, alpha: 1)
    package static let finishedColor = CGColor(red: 0, green: 0.8, blue: 0, alpha: 1)
    package static let cancelledColor = CGColor(red: 0.9, green: 0, blue: 0, alpha: 1)

    package let fadeLayer = CALayer()
    package let statusLayer = CALayer()
    package let log = SceneLog()

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        fadeLayer.name = "fading layer"
        statusLayer.name = "status"
        // Below the status square and its label, as large as the rest of the area allows.
        let top: CGFloat = 100
        let side = max(min(200, size.height - top - 16), 40)
        fadeLayer.frame = CGRect(x: size.width / 2 - side / 2, y: top + (size.height - top - side) / 2, width: side,
                                 height: side)
        fadeLayer.backgroundColor = CGColor(red: 0.3, green: 0.5, blue: 1, alpha: 1)
        fadeLayer.cornerRadius = 20
        statusLayer.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        statusLayer.backgroundColor = CGColor(gray: 0.4, alpha: 1)
        root.addSublayer(fadeLayer)
        root.addSublayer(statusLayer)
    }

    package func handle(_ event: HostEvent) {
        switch event {
        case .click:
            fadeIn()
        case .key("C"):
            fadeLayer.removeAnimation(forKey: Self.fadeKey)
        default:
            break
        }
    }

    private func fadeIn() {
        let fadeIn = CABasicAnimation(keyPath: "opacity")
        fadeIn.duration = Self.fadeDuration
        fadeIn.fromValue = 0
        fadeIn.delegate = AnimationBlockDelegate.animationDelegate(withBeginning: { [weak self] in
            self?.log.write("beginning to fade in")
            self?.showStatus(Self.fadingColor)
        }, completion: { [weak self] finished in
            self?.log.write("did fade \(finished ? "to the end" : "but was cancelled")")
            self?.showStatus(finished ? Self.finishedColor : Self.cancelledColor)
        })
        fadeLayer.opacity = 1.0
        fadeLayer.add(fadeIn, forKey: Self.fadeKey)
    }

    package func labels() -> [SceneLabel] {
        [SceneLabel("status: yellow fading, green finished, red cancelled",
                    at: CGPoint(x: statusLayer.frame.minX + 150, y: statusLayer.frame.maxY + 8))]
    }

    package func demoScript(size: CGSize) -> DemoScript? {
        let click = HostEvent.click(CGPoint(x: size.width / 2, y: size.height / 2))
        return DemoScript(length: 4, steps: [DemoStep(at: 0, click), DemoStep(at: 2, click), DemoStep(at: 2.3, .key("C"))])
    }

    /// The status square changes at once: it reports, it does not animate.
    private func showStatus(_ color: CGColor) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        statusLayer.backgroundColor = color
        CATransaction.commit()
    }
}
