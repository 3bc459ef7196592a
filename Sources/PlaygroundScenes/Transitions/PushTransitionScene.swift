// Push transitions three ways, one click changes all three: seed 002's `actions` dictionary (push from the left on
// backgroundColor), seed 001's listing 6-1 delegate (push from the right on contents, 1 s, ease-in) and seed 004's
// `defaultAction(forKey:)` subclass (push from the left on contents). T cycles the type, S the subtype, 0 goes
// back to the seeds' own.
import CoreAnimation
import Foundation
import HostInterface

public final class PushTransitionScene: PlaygroundScene {
    public static let name = "push-transitions"
    public static let summary =
        "Seeds 001/002/004: push transitions from actions, a delegate and defaultAction; T/S switch type/subtype"

    /// Seed 002: `actions = ["backgroundColor": push from left]`.
    public let actionsLayer = CALayer()
    /// Seed 001 listing 6-1: the delegate returns the contents transition.
    public let delegateLayer = CALayer()
    /// Seed 004: the subclass's class-level default action.
    public let subclassLayer = PushContentsLayer()
    public let switcher = TransitionSwitcher.shared
    private let contentsDelegate = ContentsTransitionDelegate()
    private var random = SceneRandom(seed: 7)

    public init() {
        switcher.reset()
    }

    public func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        let width = size.width / 3
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

    public func handle(_ event: HostEvent) {
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
        case .key("0"):
            switcher.reset()
            installActions()
        default:
            break
        }
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
