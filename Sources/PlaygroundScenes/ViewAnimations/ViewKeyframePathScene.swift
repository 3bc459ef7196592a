// UIView.animateKeyframes along a path (UIKit/KeyframeRecorder.swift): a view visits the four corners of a
// square in four keyframes (relative starts 0, 0.25, 0.5, 0.75; a quarter each) while a fifth keyframe changes its
// colour halfway round. Keys 1–5 pick the calculation mode (linear, discrete, paced, cubic, cubicPaced); a click or
// Space runs the path again. Small markers show the corners the keyframes aim at.
import QuartzCore
import Foundation
import HostInterface
import UIKit

package final class ViewKeyframePathScene: PlaygroundScene {
    package static let name = "view-keyframes"
    package static let summary = "UIView.animateKeyframes round a square; keys 1–5 pick the calculation mode, click runs it"

    package static let title = "UIView keyframes round a square"
    package static let instruction = "Click or Space: one lap in four keyframes (colour flips half-way). Keys 1–5 pick the calculation mode"
    package static let keys = [SceneKey("1 … 5", "calculation mode: linear, discrete, paced, cubic, cubicPaced",
                                       names: ["1", "2", "3", "4", "5"]),
                              SceneKey("Space", "run the lap again")]

    package static let duration = 3.0
    package static let modes: [(key: String, option: UIView.KeyframeAnimationOptions)] = [
        ("1", .calculationModeLinear), ("2", .calculationModeDiscrete), ("3", .calculationModePaced),
        ("4", .calculationModeCubic), ("5", .calculationModeCubicPaced),
    ]
    package let mover = UIView(frame: .zero)
    package private(set) var corners: [CGPoint] = []
    package private(set) var mode: UIView.KeyframeAnimationOptions = .calculationModeLinear
    private let startColor = CGColor(red: 0.3, green: 0.75, blue: 0.95, alpha: 1)
    private let halfwayColor = CGColor(red: 0.95, green: 0.5, blue: 0.25, alpha: 1)

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        // The corners' inset leaves room outside the square for the labels and the mover.
        let inset = max(min(size.width, size.height) * 0.2, 64)
        corners = [CGPoint(x: inset, y: inset), CGPoint(x: size.width - inset, y: inset),
                   CGPoint(x: size.width - inset, y: size.height - inset), CGPoint(x: inset, y: size.height - inset)]
        for (index, corner) in corners.enumerated() {
            let marker = CALayer()
            marker.name = "corner \(index + 1)"
            marker.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
            marker.position = corner
            marker.cornerRadius = 6
            marker.backgroundColor = CGColor(gray: 0.45, alpha: 1)
            root.addSublayer(marker)
        }
        mover.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
        mover.center = corners[0]
        mover.layer.cornerRadius = 10
        mover.backgroundColor = UIColor(cgColor: startColor)
        mover.layer.name = "keyframe mover"
        root.addSublayer(mover.layer)
    }

    package func handle(_ event: HostEvent) {
        switch event {
        case .click, .key("Space"):
            run()
        case .key(let key):
            if let picked = Self.modes.first(where: { $0.key == key }) {
                mode = picked.option
                run()
            }
        default:
            break
        }
    }

    /// The calculation mode's name, as UIView.KeyframeAnimationOptions spells it.
    package var modeName: String {
        let names = ["linear", "discrete", "paced", "cubic", "cubicPaced"]
        let index = Self.modes.firstIndex { $0.option == mode } ?? 0
        return names[index]
    }

    package var state: String? { "calculation mode: \(modeName)" }

    package func answer(toKey name: String) -> String? {
        if Self.modes.contains(where: { $0.key == name }) { return "calculation mode: \(modeName) (a new lap)" }
        return name == "Space" ? "a new lap, calculation mode \(modeName)" : nil
    }

    /// Numbers the corners the keyframes aim at.
    package func labels() -> [SceneLabel] {
        // Outside the square, clear of the mover (48 points, which cubic modes carry a little past a corner): above
        // the top corners, below the bottom ones.
        corners.enumerated().map { index, corner in
            let y = index < 2 ? corner.y - 24 - 12 - 24 : corner.y + 24 + 12
            return SceneLabel("keyframe \(index == 0 ? 4 : index)", at: CGPoint(x: corner.x, y: y))
        }
    }

    /// A lap in each calculation mode in turn.
    package func demoScript(size: CGSize) -> DemoScript? {
        DemoScript(length: 16.5, steps: Self.modes.enumerated().map { index, mode in
            DemoStep(at: 3.3 * Double(index), .key(mode.key))
        })
    }

    /// One lap: corner 2, 3, 4 and back to 1, a quarter of the duration each, the colour flipping halfway.
    package func run() {
        let corners = self.corners
        let mover = self.mover
        let colors = (startColor, halfwayColor)
        mover.layer.removeAllAnimations()
        mover.center = corners[0]
        mover.backgroundColor = UIColor(cgColor: colors.0)
        UIView.animateKeyframes(withDuration: Self.duration, delay: 0, options: [mode], animations: {
            for quarter in 0..<4 {
                UIView.addKeyframe(withRelativeStartTime: Double(quarter) / 4, relativeDuration: 0.25) {
                    mover.center = corners[(quarter + 1) % 4]
                }
            }
            UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.2) {
                mover.backgroundColor = UIColor(cgColor: colors.1)
            }
        })
    }
}
