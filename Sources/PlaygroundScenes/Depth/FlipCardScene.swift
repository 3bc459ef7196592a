// A 3-D card flip with perspective (docs/architecture.md "The playground"; spec §6 transforms, Apple's "Core Animation Programming
// Guide: Layer Transforms"): a container's sublayerTransform sets m34 = −1/500, so its sublayers are seen in
// perspective; the card is two sibling layers back to back (the back starts turned by π about y), both with
// isDoubleSided = false, so whichever faces away is culled. A click or Space turns both faces by π about y over
// 1.2 s (explicit keyframe animations of the transform). Siblings, not sublayers of a "card" layer: a CALayer
// flattens its sublayers into its own plane (a CATransformLayer would not), so each face turns by itself.
import QuartzCore
import Foundation
import HostInterface

package final class FlipCardScene: PlaygroundScene {
    package static let name = "flip"
    package static let summary = "A 3-D card flip: sublayerTransform.m34 perspective, isDoubleSided front and back"
    package static let title = "3-D flip with perspective"
    package static let instruction = "Click or Space: the card turns over about y; m34 = −1/500 gives perspective, the back face is culled"
    package static let keys = [SceneKey("Space", "turn the card over")]

    package static let flipDuration = 1.2
    /// Keyframes per half-turn (15° apart).
    package static let flipSteps = 12
    package static let perspective: CGFloat = -1.0 / 500
    package let stageLayer = CALayer()
    package let front = CALayer()
    package let back = CALayer()
    package private(set) var showsBack = false
    /// The room below the card for its label.
    static let labelRoom: CGFloat = 36
    /// How much taller the card's near edge is seen at a quarter turn (m34 = −1/500, half-width ≤ 110).
    static let turnGrowth: CGFloat = 1.3
    private var cardCentre = CGPoint.zero
    /// Half the card's height as seen at its tallest while turning.
    private var cardReach: CGFloat = 0

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        stageLayer.name = "perspective container"
        stageLayer.frame = CGRect(origin: .zero, size: size)
        var perspective = CATransform3DIdentity
        perspective.m34 = Self.perspective
        stageLayer.sublayerTransform = perspective
        root.addSublayer(stageLayer)

        // The card's near edge grows in perspective as it turns (by 1 / (1 − (width / 2) / 500)): the card is sized
        // so its turning edge and the label below it fit the area.
        let height = min(300, max((size.height - Self.labelRoom) / Self.turnGrowth - 8, 40))
        let width = height * 220 / 300
        cardCentre = CGPoint(x: size.width / 2, y: (size.height - Self.labelRoom) / 2)
        cardReach = height * Self.turnGrowth / 2
        for (face, name, color) in [(front, "front", CGColor(red: 0.2, green: 0.5, blue: 0.95, alpha: 1)),
                                    (back, "back", CGColor(red: 0.95, green: 0.5, blue: 0.2, alpha: 1))] {
            face.name = name
            face.bounds = CGRect(x: 0, y: 0, width: width, height: height)
            face.position = cardCentre
            face.backgroundColor = color
            face.cornerRadius = 18
            face.borderWidth = 4
            face.borderColor = CGColor(gray: 1, alpha: 0.9)
            face.isDoubleSided = false
            // A card turning in perspective: Apple code opts in to smooth edges (the default draws them hard).
            face.allowsEdgeAntialiasing = true
            stageLayer.addSublayer(face)
        }
        back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
    }

    package func handle(_ event: HostEvent) {
        switch event {
        case .click, .key("Space"): flip()
        default: break
        }
    }

    package func labels() -> [SceneLabel] {
        [SceneLabel("front (blue) and back (orange): isDoubleSided = false",
                    at: CGPoint(x: cardCentre.x, y: cardCentre.y + cardReach + 6))]
    }

    package func demoScript(size: CGSize) -> DemoScript? {
        DemoScript(length: 4, steps: [DemoStep(at: 0.3, .key("Space")), DemoStep(at: 2.3, .key("Space"))])
    }

    /// Each face's model turns at once (actions off); a keyframe animation of its whole transform turns it by π
    /// through 13 rotations about y, 15° apart. Not "transform.rotation.y": that key path rebuilds the transform from
    /// the model's decomposition, and a turn by π about y decomposes as well into half-turns about x and z, so the
    /// back face (resting at π) would turn about the wrong axes.
    private func flip() {
        showsBack.toggle()
        let duration = SceneGlobals.liveControls.duration(orSceneDefault: Self.flipDuration)
        for (face, rest) in [(front, CGFloat(0)), (back, CGFloat.pi)] {
            let from = rest + (showsBack ? 0 : .pi), to = rest + (showsBack ? .pi : 0)
            let turn = CAKeyframeAnimation(keyPath: "transform")
            turn.values = (0...Self.flipSteps).map { step in
                CATransform3DMakeRotation(from + (to - from) * CGFloat(step) / CGFloat(Self.flipSteps), 0, 1, 0)
            }
            turn.duration = duration
            turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            face.transform = CATransform3DMakeRotation(to, 0, 1, 0)
            CATransaction.commit()
            face.add(turn, forKey: "flip")
        }
    }
}
