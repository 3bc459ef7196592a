// Blurred shadows (docs/architecture.md "The playground"; Apple's CALayer shadow properties: shadowOpacity, shadowRadius — the
// blur —, shadowOffset, shadowColor): three cards with the same shadow colour and different blur radii and offsets;
// a click lifts them all (bigger offset and radius) or sets them down, as implicit animations of the shadow
// properties over the transaction's duration.
import QuartzCore
import Foundation
import HostInterface

package final class ShadowScene: PlaygroundScene {
    package static let name = "shadows"
    package static let summary = "Blurred shadows: shadowRadius, shadowOffset and shadowOpacity animate as a card lifts"
    package static let title = "Blurred shadows"
    package static let instruction = "Click: the cards lift (shadow offset and blur grow, implicit 0.5 s) or settle back"

    package static let radii: [CGFloat] = [2, 8, 20]
    package static let liftDuration = 0.5
    package private(set) var cards: [CALayer] = []
    package private(set) var lifted = false

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(red: 0.85, green: 0.87, blue: 0.9, alpha: 1)
        let column = size.width / CGFloat(Self.radii.count)
        // 150 points, or less in a narrow area: room between the cards for the widest blur (40 when lifted).
        let side = max(min(150, column - 60), 40)
        for (index, radius) in Self.radii.enumerated() {
            let card = CALayer()
            card.name = "shadowRadius \(Int(radius))"
            card.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            card.position = CGPoint(x: column * (CGFloat(index) + 0.5), y: size.height / 2)
            card.backgroundColor = CGColor(gray: 1, alpha: 1)
            card.cornerRadius = 16
            card.shadowColor = CGColor(gray: 0, alpha: 1)
            card.shadowOpacity = 0.5
            card.shadowRadius = radius
            card.shadowOffset = CGSize(width: 0, height: 4)
            root.addSublayer(card)
            cards.append(card)
        }
    }

    package func handle(_ event: HostEvent) {
        guard case .click = event else { return }
        lifted.toggle()
        CATransaction.begin()
        CATransaction.setAnimationDuration(SceneGlobals.liveControls.duration(orSceneDefault: Self.liftDuration))
        for (card, radius) in zip(cards, Self.radii) {
            card.shadowOffset = CGSize(width: 0, height: lifted ? 18 : 4)
            card.shadowRadius = lifted ? radius * 2 : radius
            card.shadowOpacity = lifted ? 0.35 : 0.5
        }
        CATransaction.commit()
    }

    package func labels() -> [SceneLabel] {
        cards.map { card in
            SceneLabel("shadowRadius \(Int(card.shadowRadius)) (blur)", at: CGPoint(x: card.position.x, y: card.frame.maxY + 40))
        }
    }

    package func demoScript(size: CGSize) -> DemoScript? {
        let click = HostEvent.click(CGPoint(x: size.width / 2, y: 20))
        return DemoScript(length: 3, steps: [DemoStep(at: 0.2, click), DemoStep(at: 1.7, click)])
    }
}
