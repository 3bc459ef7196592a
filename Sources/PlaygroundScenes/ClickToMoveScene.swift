// Seed 002, "using the presentation layer to find the layer's current position": click anywhere and the layer
// moves there over 4 s in an explicit transaction; click the moving layer itself — hit-tested on its presentation
// layer, where the person sees it — and its colour changes instead.
import QuartzCore
import Foundation
import HostInterface

package final class ClickToMoveScene: PlaygroundScene {
    package static let name = "click-to-move"
    package static let summary = "Seed 002: click to move the layer over 4 s; click the moving layer to recolour it"

    package static let title = "Click to move"
    package static let instruction =
        "Click anywhere: the layer moves there in a 4 s transaction. Click the moving layer: it changes colour"
    package static let moveDuration = 4.0

    package let colorLayer = CALayer()
    private var random = SceneRandom(seed: 2)

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        colorLayer.name = "moving layer"
        colorLayer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        colorLayer.position = CGPoint(x: size.width / 2, y: size.height / 2)
        colorLayer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(colorLayer)
    }

    package func handle(_ event: HostEvent) {
        guard case .click(let point) = event else { return }
        if colorLayer.presentation()?.hitTest(point) != nil {
            colorLayer.backgroundColor = random.color()
        } else {
            CATransaction.begin()
            CATransaction.setAnimationDuration(SceneGlobals.liveControls.duration(orSceneDefault: Self.moveDuration))
            colorLayer.position = point
            CATransaction.commit()
        }
    }

    /// Moves to a corner, clicks the layer on its way (it recolours, hit-tested where it is seen), moves on.
    package func demoScript(size: CGSize) -> DemoScript? {
        DemoScript(length: 9, steps: [
            DemoStep(at: 0, .click(CGPoint(x: size.width * 0.8, y: size.height * 0.25))),
            DemoStep(at: 2, clickOn: colorLayer),
            DemoStep(at: 4.5, .click(CGPoint(x: size.width * 0.5, y: size.height * 0.5))),
            DemoStep(at: 6.5, clickOn: colorLayer),
        ])
    }
}
