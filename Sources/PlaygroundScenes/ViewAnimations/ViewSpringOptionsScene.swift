// UIView spring blocks side by side (UIView.animate(withDuration:delay:usingSpringWithDamping:
// initialSpringVelocity:options:…), UIKit/SpringFromDampingRatio.swift): five views cross the window on each
// click or Space, all with the same 1.2 s duration — damping ratios 0.2, 0.5, 0.8 and 1 from rest, and 0.5 with an
// initial velocity of 4 distances per second — and the bottom one, for comparison, in a plain
// .curveEaseInOut block. Every spring comes to rest exactly when its duration ends.
import QuartzCore
import Foundation
import HostInterface
import UIKit

package final class ViewSpringOptionsScene: PlaygroundScene {
    package static let name = "view-springs"
    package static let summary = "UIView spring blocks: damping 0.2 / 0.5 / 0.8 / 1, velocity 4, and ease-in-out; click or Space"

    package static let title = "UIView spring animations"
    package static let instruction = "Click or Space: five springs and one ease-in-out block cross in the same 1.2 s"
    package static let keys = [SceneKey("Space", "send them to the other side")]

    /// (damping ratio, initial velocity) per spring row; the last row is the plain curve.
    package static let springs: [(ratio: CGFloat, velocity: CGFloat)] = [(0.2, 0), (0.5, 0), (0.8, 0), (1, 0), (0.5, 4)]
    package static let duration = 1.2
    /// The height a row keeps above its ball for the label (a 12-point label on its plate, and a gap).
    static let labelRoom: CGFloat = 26
    /// The balls' side, as the window's height allows.
    package private(set) var ballSide: CGFloat = 44
    package private(set) var views: [UIView] = []
    package let curveView = UIView(frame: .zero)
    /// The x the views travel between; `movesRight` says where the next click sends them.
    package private(set) var rail: ClosedRange<CGFloat> = 0...0
    private var movesRight = true
    package var leftX: CGFloat { rail.lowerBound }
    package var rightX: CGFloat { rail.upperBound }

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        let rows = Self.springs.count + 1
        // Each row: its label above the ball, the ball below it; the ball shrinks in a short window so the two fit.
        let pitch = size.height / CGFloat(rows + 1)
        let side = max(min(44, size.height / CGFloat(rows + 2), pitch - Self.labelRoom), 12)
        ballSide = side
        // The rails' ends leave room for the farthest overshoot (damping 0.2: about half the distance).
        let overshoot = Self.springs.map { spring in
            SpringReach.overshoot(of: SpringReach.dampingRatioSpring(ratio: Double(spring.ratio),
                                                                      velocity: Double(spring.velocity),
                                                                      duration: Self.duration),
                                  over: Self.duration)
        }.max() ?? 0
        let inset = max(SpringReach.railInset(width: size.width, radius: side / 2, overshoot: overshoot), 40)
        rail = inset...max(inset, size.width - inset)
        views = Self.springs.map { _ in UIView(frame: .zero) }
        for (index, view) in (views + [curveView]).enumerated() {
            let y = pitch * CGFloat(index + 1) + Self.labelRoom / 2
            let rail = CALayer()
            rail.name = "rail \(index)"
            rail.frame = CGRect(x: leftX, y: y - 1, width: rightX - leftX, height: 2)
            rail.backgroundColor = CGColor(gray: 0.3, alpha: 1)
            root.addSublayer(rail)
            view.frame = CGRect(x: leftX - side / 2, y: y - side / 2, width: side, height: side)
            view.layer.cornerRadius = side / 2
            let hue = CGFloat(index) / CGFloat(rows)
            view.backgroundColor = UIColor(red: 0.35 + 0.6 * hue, green: 0.8 - 0.5 * hue, blue: 0.95 - 0.3 * hue,
                                           alpha: 1)
            view.layer.name = index < Self.springs.count
                ? "spring ζ \(Self.springs[index].ratio) v \(Self.springs[index].velocity)" : "ease-in-out"
            root.addSublayer(view.layer)
        }
    }

    package func labels() -> [SceneLabel] {
        let texts = Self.springs.map { "damping \(Self.number($0.ratio)), velocity \(Self.number($0.velocity))" }
            + ["curveEaseInOut, no spring"]
        return zip(views + [curveView], texts).map { view, text in
            SceneLabel(text, at: CGPoint(x: (leftX + rightX) / 2, y: view.frame.minY - Self.labelRoom))
        }
    }

    package func demoScript(size: CGSize) -> DemoScript? {
        DemoScript(length: 4, steps: [DemoStep(at: 0.2, .key("Space")), DemoStep(at: 2.2, .key("Space"))])
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? "\(Int(value))" : "\(value)"
    }

    package func handle(_ event: HostEvent) {
        switch event {
        case .click, .key("Space"): toggle()
        default: break
        }
    }

    private func toggle() {
        let x = movesRight ? rightX : leftX
        movesRight.toggle()
        for (view, spring) in zip(views, Self.springs) {
            UIView.animate(withDuration: Self.duration, delay: 0, usingSpringWithDamping: spring.ratio,
                           initialSpringVelocity: spring.velocity, options: [],
                           animations: { view.center.x = x })
        }
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut],
                       animations: { [curveView] in curveView.center.x = x })
    }
}
