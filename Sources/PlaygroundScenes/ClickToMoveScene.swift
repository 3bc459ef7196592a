// Seed 002, "using the presentation layer to find the layer's current position": click anywhere and the layer
// moves there over 4 s in an explicit transaction; click the moving layer itself — hit-tested on its presentation
// layer, where the person sees it — and its colour changes instead.
import CoreAnimation
import Foundation
import HostInterface

public final class ClickToMoveScene: PlaygroundScene {
    public static let name = "click-to-move"
    public static let summary = "Seed 002: click to move the layer over 4 s; click the moving layer to recolour it"

    public let colorLayer = CALayer()
    private var random = SceneRandom(seed: 2)

    public init() {}

    public func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        colorLayer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        colorLayer.position = CGPoint(x: size.width / 2, y: size.height / 2)
        colorLayer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(colorLayer)
    }

    public func handle(_ event: HostEvent) {
        guard case .click(let point) = event else { return }
        if colorLayer.presentation()?.hitTest(point) != nil {
            colorLayer.backgroundColor = random.color()
        } else {
            CATransaction.begin()
            CATransaction.setAnimationDuration(4.0)
            colorLayer.position = point
            CATransaction.commit()
        }
    }
}
