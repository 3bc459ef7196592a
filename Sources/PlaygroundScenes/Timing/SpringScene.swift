// Springs (spec §7.4): three layers spring across the window on each click or Space. Top: CASpringAnimation with
// Apple's defaults (mass 1, stiffness 100, damping 10), running for its settlingDuration. Middle: the perceptual
// initialiser (0.5 s, bounce 0.3). Bottom: perceptual with bounce 0 (critically damped, no overshoot).
import QuartzCore
import Foundation
import HostInterface

package final class SpringScene: PlaygroundScene {
    package static let name = "springs"
    package static let summary = "CASpringAnimation: defaults for settlingDuration, perceptual 0.5 s bounce 0.3 and 0"

    package static let title = "Springs"
    package static let instruction = "Click or Space: three springs cross the window; compare their bounce and settling"
    package static let keys = [SceneKey("Space", "send the springs to the other side")]

    package static let perceptualDuration = 0.5
    package static let bounce: CGFloat = 0.3
    package let classicLayer = CALayer()
    package let perceptualLayer = CALayer()
    package let criticalLayer = CALayer()
    /// The x each layer springs between.
    package private(set) var leftX: CGFloat = 0
    package private(set) var rightX: CGFloat = 0
    package private(set) var atRight = false
    /// The balls' side, as the window's height allows.
    package private(set) var ballSide: CGFloat = 60
    /// The height kept above each ball for its label (a 12-point label on its plate, and a gap).
    static let labelRoom: CGFloat = 26

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        // The rails' ends leave room for the farthest overshoot (the classic spring's, ζ 0.5: 16 %).
        let overshoot = makeSprings().map { spring in
            SpringReach.overshoot(of: SpringSolver(mass: Double(spring.mass), stiffness: Double(spring.stiffness),
                                                   damping: Double(spring.damping)),
                                  over: spring.settlingDuration)
        }.max() ?? 0
        // Each row: the label, then the ball; in a short window the balls shrink so a row's label stays clear of
        // the ball above it.
        let pitch = size.height / 4
        ballSide = max(min(60, pitch - Self.labelRoom - 6), 16)
        let inset = max(SpringReach.railInset(width: size.width, radius: ballSide / 2, overshoot: overshoot), 40)
        leftX = inset
        rightX = max(size.width - inset, inset)
        let colors = [CGColor(red: 0.95, green: 0.35, blue: 0.3, alpha: 1),
                      CGColor(red: 0.3, green: 0.75, blue: 0.4, alpha: 1),
                      CGColor(red: 0.3, green: 0.5, blue: 0.95, alpha: 1)]
        classicLayer.name = "mass 1, stiffness 100, damping 10"
        perceptualLayer.name = "duration 0.5, bounce 0.3"
        criticalLayer.name = "duration 0.5, bounce 0"
        for (index, layer) in [classicLayer, perceptualLayer, criticalLayer].enumerated() {
            layer.bounds = CGRect(x: 0, y: 0, width: ballSide, height: ballSide)
            layer.position = CGPoint(x: leftX, y: pitch * CGFloat(index + 1) + Self.labelRoom / 2)
            layer.cornerRadius = ballSide / 2
            layer.backgroundColor = colors[index]
            root.addSublayer(layer)
        }
    }

    package func handle(_ event: HostEvent) {
        switch event {
        case .click, .key("Space"): toggle()
        default: break
        }
    }

    package func labels() -> [SceneLabel] {
        let settling = String(format: "%.2f", makeSprings()[0].settlingDuration)
        return [(classicLayer, "mass 1, stiffness 100, damping 10: settlingDuration \(settling) s"),
         (perceptualLayer, "perceptual: duration 0.5 s, bounce 0.3"),
         (criticalLayer, "perceptual: duration 0.5 s, bounce 0 (no overshoot)")].map { layer, text in
            SceneLabel(text, at: CGPoint(x: (leftX + rightX) / 2, y: layer.position.y - ballSide / 2 - Self.labelRoom))
        }
    }

    package func demoScript(size: CGSize) -> DemoScript? {
        DemoScript(length: 4, steps: [DemoStep(at: 0, .key("Space")), DemoStep(at: 2, .key("Space"))])
    }

    /// The three springs, each fresh for one move.
    package func makeSprings() -> [CASpringAnimation] {
        let classic = CASpringAnimation(keyPath: "position.x")
        classic.mass = 1
        classic.stiffness = 100
        classic.damping = 10
        classic.duration = classic.settlingDuration
        let perceptual = CASpringAnimation(perceptualDuration: Self.perceptualDuration, bounce: Self.bounce)
        perceptual.keyPath = "position.x"
        let critical = CASpringAnimation(perceptualDuration: Self.perceptualDuration, bounce: 0)
        critical.keyPath = "position.x"
        return [classic, perceptual, critical]
    }

    /// Explicit animations: the model jumps to the target without actions, the spring goes from where the layer
    /// is seen now.
    private func toggle() {
        atRight.toggle()
        let target = atRight ? rightX : leftX
        for (layer, spring) in zip([classicLayer, perceptualLayer, criticalLayer], makeSprings()) {
            spring.fromValue = (layer.presentation() ?? layer).position.x
            spring.toValue = target
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position.x = target
            CATransaction.commit()
            layer.add(spring, forKey: "position.x")
        }
    }
}
