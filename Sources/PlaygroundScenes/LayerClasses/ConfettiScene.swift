// Confetti from a CAEmitterLayer (CAEmitterLayer.h, CAEmitterCell.h; docs/architecture.md "Layer classes"): a line emitter above the window
// with five cells of coloured paper that tumble (spin), drift (emission range) and fall (yAcceleration), their
// colours varied per particle by the ranges. A click bursts sparks at that point: a second, additive emitter is moved
// there and its cell's birthRate is animated through the key path "emitterCells.spark.birthRate" (KVC into a cell by
// name, as Apple documents). Space stops or restarts the rain by the layer's birthRate multiplier; the paper already
// falling keeps falling.
import QuartzCore
import Foundation
import HostInterface

package final class ConfettiScene: PlaygroundScene {
    package static let name = "confetti"
    package static let summary = "CAEmitterLayer: confetti from a line emitter; click for an additive burst of sparks"
    package static let title = "Confetti (CAEmitterLayer)"
    package static let instruction = "Click to burst sparks (emitterCells.spark.birthRate animated); Space stops the rain"
    package static let keys = [SceneKey("Space", "stop or restart the rain (birthRate 0 / 1)")]

    package let rain = CAEmitterLayer()
    package let burst = CAEmitterLayer()
    private static let papers: [(Double, Double, Double)] = [
        (0.95, 0.3, 0.35), (1, 0.75, 0.2), (0.3, 0.8, 0.45), (0.3, 0.55, 1), (0.75, 0.4, 0.95),
    ]

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(red: 0.09, green: 0.1, blue: 0.14, alpha: 1)
        // The paper falls above a strip at the bottom that holds the label: both emitters clip to the area above it.
        let field = CGRect(x: 0, y: 0, width: size.width, height: max(size.height - Self.labelStrip, 1))
        rain.name = "rain"
        rain.frame = field
        rain.masksToBounds = true
        rain.emitterShape = .line
        rain.emitterPosition = CGPoint(x: size.width / 2, y: -12)
        rain.emitterSize = CGSize(width: size.width, height: 1)
        rain.seed = 2026
        let paper = CGImage.solid(CGColor(gray: 1, alpha: 1), width: 10, height: 6)
        rain.emitterCells = Self.papers.enumerated().map { index, colour in
            let cell = CAEmitterCell()
            cell.name = "paper\(index)"
            cell.contents = paper
            cell.color = CGColor(red: colour.0, green: colour.1, blue: colour.2, alpha: 1)
            cell.redRange = 0.1
            cell.greenRange = 0.1
            cell.blueRange = 0.1
            cell.birthRate = Float(size.width / 60)
            cell.lifetime = Float(size.height / 60) + 2
            cell.velocity = 60
            cell.velocityRange = 40
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 4
            cell.yAcceleration = 40
            cell.spin = 2
            cell.spinRange = 5
            cell.scale = 1.2
            cell.scaleRange = 0.5
            return cell
        }
        root.addSublayer(rain)

        burst.name = "burst"
        burst.frame = field
        burst.masksToBounds = true
        burst.renderMode = .additive
        burst.emitterShape = .circle
        burst.emitterMode = .outline
        burst.emitterSize = CGSize(width: 6, height: 6)
        burst.emitterPosition = CGPoint(x: size.width / 2, y: size.height / 2)
        let spark = CAEmitterCell()
        spark.name = "spark"
        spark.contents = CGImage.solid(CGColor(red: 1, green: 0.7, blue: 0.3, alpha: 0.8), width: 8, height: 8)
        spark.birthRate = 0
        spark.lifetime = 1.2
        spark.lifetimeRange = 0.4
        spark.velocity = 160
        spark.velocityRange = 60
        spark.emissionRange = 2 * .pi
        spark.yAcceleration = 120
        spark.alphaSpeed = -0.8
        spark.scaleSpeed = -0.4
        spark.greenRange = 0.2
        burst.emitterCells = [spark]
        root.addSublayer(burst)
    }

    package func handle(_ event: HostEvent) {
        switch event {
        case .click(let point): sparks(at: point)
        case .key("Space"): rain.birthRate = rain.birthRate > 0 ? 0 : 1
        default: break
        }
    }

    /// Moves the burst emitter to `point` at once and animates its cell's birthRate 500 → 0 over 0.3 s.
    private func sparks(at point: CGPoint) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        burst.emitterPosition = point
        CATransaction.commit()
        let flash = CABasicAnimation(keyPath: "emitterCells.spark.birthRate")
        flash.fromValue = 500
        flash.toValue = 0
        flash.duration = 0.3
        burst.add(flash, forKey: "flash")
    }

    package func labels() -> [SceneLabel] {
        [SceneLabel("a line emitter, 5 cells: spin, emissionRange, yAcceleration, colour ranges",
                    at: CGPoint(x: rain.bounds.width / 2, y: rain.bounds.height + 6))]
    }

    /// The strip below the falling paper that holds the label.
    static let labelStrip: CGFloat = 34

    package var state: String? { rain.birthRate > 0 ? "rain on (birthRate 1)" : "rain stopped (birthRate 0)" }

    package func answer(toKey name: String) -> String? {
        guard name == "Space" else { return nil }
        return rain.birthRate > 0 ? "rain on: birthRate 1, new paper falls"
                                  : "rain stopped: birthRate 0, the paper already falling keeps falling"
    }

    /// Bursts at three points, stops the rain, bursts again, starts the rain.
    package func demoScript(size: CGSize) -> DemoScript? {
        DemoScript(length: 10, steps: [
            DemoStep(at: 0.6, .click(CGPoint(x: size.width * 0.3, y: size.height * 0.45))),
            DemoStep(at: 1.6, .click(CGPoint(x: size.width * 0.7, y: size.height * 0.35))),
            DemoStep(at: 3, .key("Space")),
            DemoStep(at: 4.5, .click(CGPoint(x: size.width * 0.5, y: size.height * 0.6))),
            DemoStep(at: 7, .key("Space")),
        ])
    }
}
