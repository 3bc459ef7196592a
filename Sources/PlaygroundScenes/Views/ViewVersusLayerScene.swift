// Seed 002, view-backed versus standalone layers: a click recolours both; the standalone layer animates and the
// view's layer jumps (the view, its delegate, returns NSNull). Key A makes the same change inside
// `UIView.animate(withDuration: 0.5)`, where the view's layer animates too. Key P runs seed 002's custom "pop"
// block API on the view: a quarter turn that pops out and back.
import QuartzCore
import Foundation
import UIKit
import HostInterface

package final class ViewVersusLayerScene: PlaygroundScene {
    package static let name = "view-vs-layer"
    package static let summary =
        "Seed 002: a standalone layer animates, a view's layer jumps; A animates in a UIView block, P pops"

    package static let title = "A view's layer versus a standalone layer"
    package static let instruction = "Click: both recolour; the view's layer jumps. A: the same inside UIView.animate. P: a pop"
    package static let keys = [SceneKey("A", "recolour both inside UIView.animate(withDuration: 0.5)"),
                              SceneKey("P", "seed 002's custom pop block on the view: a quarter turn out and back")]

    package let standaloneLayer = CALayer()
    package let view = UIView(frame: .zero)
    /// The duration of the key-A block and of the key-P pop (the seed's 0.7 s).
    package static let blockDuration = 0.5
    package static let popDuration = 0.7
    private var random = SceneRandom(seed: 5)

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        standaloneLayer.name = "standalone layer"
        view.layer.name = "view's layer"
        let centreY = (size.height - 40) / 2
        standaloneLayer.frame = CGRect(x: size.width / 4 - 60, y: centreY - 60, width: 120, height: 120)
        standaloneLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.frame = CGRect(x: size.width * 3 / 4 - 60, y: centreY - 60, width: 120, height: 120)
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(standaloneLayer)
        root.addSublayer(view.layer)
    }

    package func handle(_ event: HostEvent) {
        switch event {
        case .click:
            let color = random.color()
            standaloneLayer.backgroundColor = color
            view.backgroundColor = UIColor(cgColor: color)
        case .key("A"):
            let color = random.color()
            UIView.animate(withDuration: Self.blockDuration) { [self] in
                standaloneLayer.backgroundColor = color
                view.backgroundColor = UIColor(cgColor: color)
            }
        case .key("P"):
            UIView.popAnimate(withDuration: Self.popDuration) { [view] in
                view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            }
        default:
            break
        }
    }

    package func labels() -> [SceneLabel] {
        // Below the square's half-diagonal: the pop turns the view, and its corners reach that far.
        let below = 60 * 2.squareRoot() + 8
        return [SceneLabel("standalone CALayer: animates", at: CGPoint(x: standaloneLayer.frame.midX, y: standaloneLayer.frame.midY + below)),
                SceneLabel("UIView's layer: jumps", at: CGPoint(x: view.frame.midX, y: view.frame.midY + below))]
    }

    package func answer(toKey name: String) -> String? {
        switch name {
        case "A": return "inside UIView.animate(withDuration: 0.5): both recolour over 0.5 s, the view's layer too"
        case "P": return "the view's custom pop block: a quarter turn out and back over 0.7 s"
        default: return nil
        }
    }

    package func demoScript(size: CGSize) -> DemoScript? {
        let click = HostEvent.click(CGPoint(x: size.width / 2, y: size.height * 0.9))
        return DemoScript(length: 6, steps: [DemoStep(at: 0, click), DemoStep(at: 1.5, click),
                                             DemoStep(at: 3, .key("A")), DemoStep(at: 4.5, .key("P"))])
    }
}
