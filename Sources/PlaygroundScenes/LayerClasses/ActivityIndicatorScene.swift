// The classic activity indicator made of a CAReplicatorLayer (CAReplicatorLayer.h; docs/architecture.md "Layer classes"): one dot replicated
// 12 times, each instance turned 30° about the replicator's centre, one opacity animation on the dot delayed by
// 1/12 s per instance so the fade chases round. Beside it, a row of five bars replicated by translation whose
// colour steps through instanceRedOffset/instanceBlueOffset and whose height animation is delayed per instance.
import QuartzCore
import Foundation

package final class ActivityIndicatorScene: PlaygroundScene {
    package static let name = "activity-indicator"
    package static let summary = "CAReplicatorLayer: 12 dots turned 30° apart with a delayed fade; bars with colour offsets"
    package static let title = "Activity indicator (CAReplicatorLayer)"
    package static let instruction = "One dot and one bar, replicated: each instance turned or moved, tinted and delayed"

    package static let dotCount = 12
    package static let period: CFTimeInterval = 1
    package let spinner = CAReplicatorLayer()
    package let dot = CALayer()
    package let bars = CAReplicatorLayer()
    package let bar = CALayer()

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.1, alpha: 1)
        spinner.name = "spinner"
        dot.name = "dot"
        bars.name = "bars"
        bar.name = "bar"
        let side = min(size.width / 2, size.height) * 0.6
        spinner.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        spinner.position = CGPoint(x: size.width * 0.3, y: size.height / 2)
        spinner.instanceCount = Self.dotCount
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(Self.dotCount), 0, 0, 1)
        spinner.instanceDelay = Self.period / Double(Self.dotCount)
        let dotSide = side * 0.14
        dot.bounds = CGRect(x: 0, y: 0, width: dotSide, height: dotSide)
        dot.position = CGPoint(x: side / 2, y: dotSide)
        dot.cornerRadius = dotSide / 2
        dot.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        dot.opacity = 0.15
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.15
        fade.duration = Self.period
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
        spinner.addSublayer(dot)
        root.addSublayer(spinner)

        let barWidth = side * 0.12, gap = side * 0.08
        bars.bounds = CGRect(x: 0, y: 0, width: 5 * barWidth + 4 * gap, height: side)
        bars.position = CGPoint(x: size.width * 0.72, y: size.height / 2)
        bars.instanceCount = 5
        bars.instanceTransform = CATransform3DMakeTranslation(barWidth + gap, 0, 0)
        bars.instanceDelay = 0.12
        bars.instanceColor = CGColor(red: 1, green: 0.55, blue: 0.2, alpha: 1)
        bars.instanceRedOffset = -0.18
        bars.instanceBlueOffset = 0.18
        bar.bounds = CGRect(x: 0, y: 0, width: barWidth, height: side * 0.8)
        bar.position = CGPoint(x: barWidth / 2, y: side / 2)
        bar.cornerRadius = barWidth / 2
        bar.backgroundColor = CGColor(gray: 1, alpha: 1)
        let pulse = CABasicAnimation(keyPath: "transform.scale.y")
        pulse.fromValue = 0.3
        pulse.toValue = 1.0
        pulse.duration = 0.5
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        bar.add(pulse, forKey: "pulse")
        bars.addSublayer(bar)
        root.addSublayer(bars)
    }

    package func labels() -> [SceneLabel] {
        let below = spinner.bounds.height / 2 + 24
        return [SceneLabel("12 instances, 30° apart, instanceDelay 1/12 s",
                           at: CGPoint(x: spinner.position.x, y: spinner.position.y + below)),
                SceneLabel("5 instances, red −0.18 / blue +0.18 per instance",
                           at: CGPoint(x: bars.position.x, y: bars.position.y + below))]
    }
}
