// An interactive UIViewPropertyAnimator (UIKit/UIViewPropertyAnimator*.swift): a card slides across, turns
// and changes colour, and a progress bar grows, all in one animator that starts paused. Scrub it by clicking
// anywhere (the click's x is the fraction, as a drag would set it) or with Left/Right (±0.05); Space starts or
// pauses it; R reverses it; C continues from a pause with a spring (damping 0.5) at half speed; L toggles
// scrubsLinearly. The first input makes the (paused) animator; when it finishes, the next input makes a fresh one
// from the side the card ended on.
import QuartzCore
import Foundation
import HostInterface
import UIKit

package final class ViewAnimatorScrubScene: PlaygroundScene {
    package static let name = "view-animator"
    package static let summary =
        "UIViewPropertyAnimator: click or Left/Right scrubs, Space runs/pauses, R reverses, C springs on, L linear scrub"

    package static let title = "UIViewPropertyAnimator, scrubbed"
    package static let instruction = "Click: scrub to the click's x (Left/Right ±5 %). Space runs or pauses, R reverses, C springs on"
    package static let keys = [SceneKey("Left / Right", "scrub back / forward by 5 %", names: ["Left", "Right"]),
                              SceneKey("Space", "run or pause the animator"), SceneKey("R", "reverse it"),
                              SceneKey("C", "continue with a spring (damping 0.5) at half speed"),
                              SceneKey("L", "scrubsLinearly on / off")]

    package static let duration = 2.0
    package static let step: CGFloat = 0.05
    package let card = UIView(frame: .zero)
    package let bar = UIView(frame: .zero)
    package private(set) var animator: UIViewPropertyAnimator?
    package private(set) var width: CGFloat = 0
    private var leftX: CGFloat = 0
    private var rightX: CGFloat = 0
    private var cardAtRight = false

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        width = size.width
        leftX = size.width * 0.2
        rightX = size.width * 0.8
        let track = CALayer()
        track.name = "progress track"
        track.frame = CGRect(x: 0, y: size.height - 16, width: size.width, height: 16)
        track.backgroundColor = CGColor(gray: 0.22, alpha: 1)
        root.addSublayer(track)
        bar.frame = CGRect(x: 0, y: size.height - 16, width: 0, height: 16)
        bar.backgroundColor = UIColor(red: 0.4, green: 0.85, blue: 0.5, alpha: 1)
        bar.layer.name = "progress bar"
        root.addSublayer(bar.layer)
        card.frame = CGRect(x: 0, y: 0, width: 90, height: 120)
        card.center = CGPoint(x: leftX, y: size.height * 0.45)
        card.layer.cornerRadius = 12
        card.backgroundColor = UIColor(red: 0.3, green: 0.55, blue: 0.95, alpha: 1)
        card.layer.name = "animated card"
        root.addSublayer(card.layer)
    }

    package func labels() -> [SceneLabel] {
        [SceneLabel("fractionComplete: the progress bar", at: CGPoint(x: width / 2, y: bar.frame.minY - 26))]
    }

    /// Scrubs a third of the way, runs, pauses, reverses and runs to the start again.
    package func demoScript(size: CGSize) -> DemoScript? {
        DemoScript(length: 7, steps: [
            DemoStep(at: 0.2, .click(CGPoint(x: size.width * 0.3, y: size.height / 2))),
            DemoStep(at: 1, .key("Right")), DemoStep(at: 1.3, .key("Right")),
            DemoStep(at: 1.8, .key("Space")), DemoStep(at: 2.6, .key("Space")),
            DemoStep(at: 3.2, .key("R")), DemoStep(at: 3.3, .key("Space")),
        ])
    }

    /// A paused animator from the card's current side to the other. Made on the first input, not in build():
    /// changes before the tree's first commit look up no actions (DECISIONS 1), so the animator would see none.
    private func makeAnimator() {
        let toRight = !cardAtRight
        let target = toRight ? rightX : leftX
        let card = self.card, bar = self.bar, width = self.width
        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .easeInOut) {
            card.center.x = target
            card.transform = toRight ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
            card.backgroundColor = toRight ? UIColor(red: 0.95, green: 0.45, blue: 0.35, alpha: 1)
                                           : UIColor(red: 0.3, green: 0.55, blue: 0.95, alpha: 1)
            var frame = bar.frame
            frame.size.width = toRight ? width : 0
            bar.frame = frame
        }
        animator.addCompletion { [weak self] position in
            guard let self else { return }
            if position == .end { cardAtRight = toRight }
            self.animator = nil
        }
        animator.pauseAnimation()
        self.animator = animator
    }

    /// The animator to drive, making a fresh one after the last finished.
    private func current() -> UIViewPropertyAnimator {
        if let animator, animator.state != .inactive { return animator }
        makeAnimator()
        return animator!
    }

    /// fractionComplete, running or paused, reversed, scrubsLinearly: the animator as it is now.
    package var state: String? {
        guard let animator, animator.state != .inactive else { return "no animator yet: click or press a key" }
        var parts = [String(format: "fraction %.2f", Double(animator.fractionComplete)),
                     animator.isRunning ? "running" : "paused"]
        if animator.isReversed { parts.append("reversed") }
        if !animator.scrubsLinearly { parts.append("curved scrub") }
        return parts.joined(separator: " · ")
    }

    package func answer(toKey name: String) -> String? {
        guard let animator else { return nil }
        let fraction = String(format: "%.2f", Double(animator.fractionComplete))
        switch name {
        case "Left", "Right": return "scrubbed to fractionComplete \(fraction) (paused)"
        case "Space": return animator.isRunning ? "running from fractionComplete \(fraction)"
                                                : "paused at fractionComplete \(fraction)"
        case "R": return animator.isReversed ? "reversed: runs back towards the start"
                                             : "not reversed: runs on towards the end"
        case "C": return "continuing with a spring (damping 0.5) at half speed"
        case "L": return "scrubsLinearly \(animator.scrubsLinearly ? "on: scrubbing ignores the curve" : "off: scrubbing follows the ease-in-out curve")"
        default: return nil
        }
    }

    package func handle(_ event: HostEvent) {
        let animator = current()
        switch event {
        case .click(let point):
            if animator.isRunning { animator.pauseAnimation() }
            animator.fractionComplete = min(max(point.x / max(width, 1), 0), 1)
        case .key("Left"), .key("Right"):
            if animator.isRunning { animator.pauseAnimation() }
            let delta = event == .key("Left") ? -Self.step : Self.step
            animator.fractionComplete = min(max(animator.fractionComplete + delta, 0), 1)
        case .key("Space"):
            if animator.isRunning { animator.pauseAnimation() } else { animator.startAnimation() }
        case .key("R"):
            animator.isReversed.toggle()
        case .key("C"):
            if animator.isRunning { animator.pauseAnimation() }
            animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.5),
                                       durationFactor: 2)
        case .key("L"):
            animator.scrubsLinearly.toggle()
        default:
            break
        }
    }
}
