// Seed 004, non-property actions: a click on empty space adds a layer there and the delegate's kCAOnOrderIn group
// pops it in; a click on a layer (hit-tested on its presentation) or key B says "byebye": the opacity change with
// the transaction value "byebye" shrinks and fades it, and the completion block removes it afterwards.
import QuartzCore
import Foundation
import HostInterface

package final class OrderInPopScene: PlaygroundScene {
    package static let name = "order-in-pop"
    package static let summary = "Seed 004: click adds a layer that pops in (onOrderIn); click it or B to shrink, fade, remove"

    package static let title = "Order in: pop in, byebye out"
    package static let instruction = "Click empty space: a layer pops in (onOrderIn). Click a layer or press B: it shrinks, fades and goes"
    package static let keys = [SceneKey("B", "byebye: the newest layer shrinks, fades and is removed")]

    /// The layers added by clicks and not yet removed, oldest first.
    package private(set) var popped: [CALayer] = []
    /// Layers saying byebye: their opacity is already 0 in the model, the completion block removes them.
    private var leaving: [ObjectIdentifier] = []
    private let popDelegate = PopDelegate()
    private weak var root: CALayer?
    private var random = SceneRandom(seed: 4)

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        self.root = root
    }

    package func handle(_ event: HostEvent) {
        switch event {
        case .click(let point):
            if let hit = popped.last(where: { isShown($0) && $0.presentation()?.hitTest(point) != nil }) {
                byebye(hit)
            } else {
                add(at: point)
            }
        case .key("B"):
            if let last = popped.last(where: isShown) { byebye(last) }
        default:
            break
        }
    }

    /// Configured before it joins the hosted tree (no actions yet); adding it posts kCAOnOrderIn.
    private func add(at point: CGPoint) {
        let lay = CALayer()
        lay.name = "popped \(popped.count + 1)"
        lay.bounds = CGRect(x: 0, y: 0, width: 70, height: 70)
        lay.position = point
        lay.cornerRadius = 14
        lay.backgroundColor = random.color()
        lay.opacity = 0.9
        lay.delegate = popDelegate
        popped.append(lay)
        root?.addSublayer(lay)
    }

    /// Seed 004's removal, as written: completion block, transaction value, then the opacity change.
    private func byebye(_ layer: CALayer) {
        leaving.append(ObjectIdentifier(layer))
        CATransaction.setCompletionBlock { [weak self] in
            layer.removeFromSuperlayer()
            self?.popped.removeAll { $0 === layer }
            self?.leaving.removeAll { $0 == ObjectIdentifier(layer) }
        }
        CATransaction.setValue(true, forKey: "byebye")
        layer.opacity = 0
    }

    /// Four layers pop in, two leave by click and two by B, and the loop starts over from an empty scene.
    package func demoScript(size: CGSize) -> DemoScript? {
        let spots = [CGPoint(x: 0.2, y: 0.35), CGPoint(x: 0.4, y: 0.6), CGPoint(x: 0.6, y: 0.35), CGPoint(x: 0.8, y: 0.6)]
        var steps = spots.enumerated().map { index, p in
            DemoStep(at: 0.6 * Double(index), .click(CGPoint(x: p.x * size.width, y: p.y * size.height)))
        }
        steps.append(DemoStep(at: 3.5, .click(CGPoint(x: spots[1].x * size.width, y: spots[1].y * size.height))))
        steps.append(DemoStep(at: 4.3, .key("B")))
        steps.append(DemoStep(at: 5.1, .click(CGPoint(x: spots[0].x * size.width, y: spots[0].y * size.height))))
        steps.append(DemoStep(at: 5.9, .key("B")))
        return DemoScript(length: 7, steps: steps)
    }

    private func isShown(_ layer: CALayer) -> Bool {
        !leaving.contains(ObjectIdentifier(layer))
    }
}
