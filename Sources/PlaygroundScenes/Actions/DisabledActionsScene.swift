// Seed 001, listing 6-2 (and seed 002's setDisableActions): a click moves two layers to the click's x; the top one
// animates implicitly, the bottom one moves inside a transaction with kCATransactionDisableActions and jumps.
// Key R removes the bottom layer exactly as listing 6-2 does (and puts it back on the next R, with actions).
import QuartzCore
import Foundation
import HostInterface

package final class DisabledActionsScene: PlaygroundScene {
    package static let name = "disabled-actions"
    package static let summary = "Seed 001 listing 6-2: a move and a removal inside a disableActions transaction; R removes"

    package static let title = "Disabling actions"
    package static let instruction = "Click: both move to the click's x; the bottom one moves with disableActions and jumps. R removes it"
    package static let keys = [SceneKey("R", "remove the bottom layer inside a disableActions transaction (R again adds it back)")]

    package let implicitLayer = CALayer()
    package let disabledLayer = CALayer()
    /// What the action search asked each layer's delegate.
    package let implicitLookups = ActionLookupRecorder()
    package let disabledLookups = ActionLookupRecorder()
    private weak var root: CALayer?

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        self.root = root
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        implicitLayer.name = "implicit"
        disabledLayer.name = "disableActions"
        // Rows far enough apart that the lower row's label stays clear of the upper row's layer.
        implicitLayer.frame = CGRect(x: 60, y: size.height * 0.3 - 40, width: 80, height: 80)
        implicitLayer.backgroundColor = CGColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1)
        implicitLayer.delegate = implicitLookups
        disabledLayer.frame = CGRect(x: 60, y: size.height * 0.72 - 40, width: 80, height: 80)
        disabledLayer.backgroundColor = CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
        disabledLayer.delegate = disabledLookups
        root.addSublayer(implicitLayer)
        root.addSublayer(disabledLayer)
    }

    package func handle(_ event: HostEvent) {
        switch event {
        case .click(let point):
            implicitLayer.position.x = point.x
            CATransaction.begin()
            CATransaction.setValue(true, forKey: kCATransactionDisableActions)
            disabledLayer.position.x = point.x
            CATransaction.commit()
        case .key("R"):
            if disabledLayer.superlayer != nil {
                // Listing 6-2, as written.
                CATransaction.begin()
                CATransaction.setValue(true, forKey: kCATransactionDisableActions)
                disabledLayer.removeFromSuperlayer()
                CATransaction.commit()
            } else {
                root?.addSublayer(disabledLayer)
            }
        default:
            break
        }
    }

    package func labels() -> [SceneLabel] {
        [SceneLabel("implicit animation", at: CGPoint(x: 100, y: implicitLayer.frame.minY - 26)),
         SceneLabel("setDisableActions(true): jumps", at: CGPoint(x: 130, y: disabledLayer.frame.minY - 26))]
    }

    package func demoScript(size: CGSize) -> DemoScript? {
        DemoScript(length: 6, steps: [
            DemoStep(at: 0, .click(CGPoint(x: size.width * 0.8, y: size.height / 2))),
            DemoStep(at: 1.5, .click(CGPoint(x: size.width * 0.15, y: size.height / 2))),
            DemoStep(at: 3, .key("R")),
            DemoStep(at: 4.5, .key("R")),
        ])
    }
}
