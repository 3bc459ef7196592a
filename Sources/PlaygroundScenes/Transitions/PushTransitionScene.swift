// Push transitions three ways, one click changes all three: seed 002's `actions` dictionary (push from the left on
// backgroundColor), seed 001's listing 6-1 delegate (push from the right on contents, 1 s, ease-in) and seed 004's
// `defaultAction(forKey:)` subclass (push from the left on contents). T cycles the type, S the subtype, R goes
// back to the seeds' own (digits switch scenes).
import QuartzCore
import Foundation
import HostInterface

package final class PushTransitionScene: PlaygroundScene {
    package static let name = "push-transitions"
    package static let summary =
        "Seeds 001/002/004: push transitions from actions, a delegate and defaultAction; T/S switch type/subtype"

    package static let title = "Push transitions three ways"
    package static let instruction = "Click: all three change. T switches the transition type, S the side it comes from"
    package static let keys = [SceneKey("T", "next transition type (push, moveIn, reveal, fade)"),
                              SceneKey("S", "next side (fromLeft, fromRight, fromTop, fromBottom)"),
                              SceneKey("R", "back to the seeds' own transitions")]

    /// Seed 002: `actions = ["backgroundColor": push from left]`.
    package let actionsLayer = CALayer()
    /// Seed 001 listing 6-1: the delegate returns the contents transition.
    package let delegateLayer = CALayer()
    /// Seed 004: the subclass's class-level default action.
    package let subclassLayer = PushContentsLayer()
    package let switcher = SceneGlobals.transitionSwitcher
    private let contentsDelegate = ContentsTransitionDelegate()
    private var random = SceneRandom(seed: 7)

    package init() {
        switcher.reset()
    }

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        let width = size.width / 3
        actionsLayer.name = "actions dictionary"
        delegateLayer.name = "delegate"
        subclassLayer.name = "defaultAction subclass"
        for (index, layer) in [actionsLayer, delegateLayer, subclassLayer].enumerated() {
            layer.frame = CGRect(x: width * CGFloat(index) + (width - 120) / 2, y: size.height / 2 - 60,
                                 width: 120, height: 120)
            layer.masksToBounds = true
            root.addSublayer(layer)
        }
        actionsLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        installActions()
        delegateLayer.delegate = contentsDelegate
        delegateLayer.contents = nextImage()
        subclassLayer.contents = nextImage()
    }

    package func handle(_ event: HostEvent) {
        switch event {
        case .click:
            actionsLayer.backgroundColor = random.color()
            delegateLayer.contents = nextImage()
            subclassLayer.contents = nextImage()
        case .key("T"):
            switcher.nextType()
            installActions()
        case .key("S"):
            switcher.nextSubtype()
            installActions()
        case .key("R"):
            switcher.reset()
            installActions()
        default:
            break
        }
    }

    /// The column names, and under them the transition each one runs now.
    package func labels() -> [SceneLabel] {
        [(actionsLayer, "actions dictionary: \"backgroundColor\""), (delegateLayer, "delegate action(for:forKey:)"),
         (subclassLayer, "defaultAction(forKey:)")].map { layer, text in
            SceneLabel(text, at: CGPoint(x: layer.frame.midX, y: layer.frame.maxY + 14))
        }
    }

    /// Clicks, then switches type and side now and then, so every combination shows up over time.
    package func demoScript(size: CGSize) -> DemoScript? {
        let click = HostEvent.click(CGPoint(x: size.width / 2, y: size.height * 0.9))
        return DemoScript(length: 12, steps: [
            DemoStep(at: 0, click), DemoStep(at: 1.5, click),
            DemoStep(at: 2.9, .key("T")), DemoStep(at: 3, click), DemoStep(at: 4.5, click),
            DemoStep(at: 5.9, .key("S")), DemoStep(at: 6, click), DemoStep(at: 7.5, click),
            DemoStep(at: 8.9, .key("T")), DemoStep(at: 9, click), DemoStep(at: 10.5, click),
            DemoStep(at: 11.9, .key("S")),
        ])
    }

    /// Seed 002's dictionary, rebuilt when the switcher changes (the dictionary holds one transition object).
    private func installActions() {
        actionsLayer.actions = ["backgroundColor": switcher.transition(seedType: .push, seedSubtype: .fromLeft)]
    }

    /// A checkerboard of two random colours, so the push is visible inside the layer.
    private func nextImage() -> CGImage? {
        CGImage.checkerboard(width: 120, height: 120, cell: 30, first: random.color(), second: random.color())
    }
}
