// Shapes (docs/architecture.md "The playground"; CAShapeLayer.h): a progress ring whose `strokeEnd` animates (the stroke drawn up
// to that fraction of the circle's length), marching ants (a dashed outline whose `lineDashPhase` runs one dash
// period each second forever), and a path morph (a star and a pentagon built from the same ten points, so `path`
// interpolates point by point). A click fills or empties the ring and morphs the shape.
import QuartzCore
import Foundation
import HostInterface

package final class ShapesScene: PlaygroundScene {
    package static let name = "shapes"
    package static let summary = "CAShapeLayer: a strokeEnd progress ring, marching ants on lineDashPhase, a path morph"
    package static let title = "Shapes: stroke end, dash phase, path morph"
    package static let instruction = "Click: the ring fills (strokeEnd 0 → 1) or empties and the star morphs. The dashes march forever"

    package static let fillDuration = 1.5
    /// One dash and one gap, in points: the ants move one period per second.
    package static let dashPeriod: CGFloat = 16
    package let ring = CAShapeLayer()
    package let ants = CAShapeLayer()
    package let morph = CAShapeLayer()
    package private(set) var filled = false

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        let column = size.width / 3, side = min(column - 50, size.height * 0.5)
        let box = CGRect(x: 0, y: 0, width: side, height: side)
        for (index, (layer, name)) in [(ring, "progress ring"), (ants, "marching ants"), (morph, "morphing star")].enumerated() {
            layer.name = name
            layer.bounds = box
            layer.position = CGPoint(x: column * (CGFloat(index) + 0.5), y: size.height / 2)
            root.addSublayer(layer)
        }

        let circle = CGMutablePath()
        circle.addEllipse(in: box.insetBy(dx: 10, dy: 10))
        ring.path = circle
        ring.fillColor = nil
        ring.strokeColor = CGColor(red: 0.3, green: 0.85, blue: 0.5, alpha: 1)
        ring.lineWidth = 14
        ring.lineCap = .round
        ring.strokeEnd = 0

        let outline = CGMutablePath()
        outline.addRoundedRect(in: box.insetBy(dx: 8, dy: 8), cornerWidth: 18, cornerHeight: 18)
        ants.path = outline
        ants.fillColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.25)
        ants.strokeColor = CGColor(gray: 1, alpha: 1)
        ants.lineWidth = 3
        ants.lineDashPattern = [NSNumber(value: Double(Self.dashPeriod / 2)), NSNumber(value: Double(Self.dashPeriod / 2))]
        let march = CABasicAnimation(keyPath: "lineDashPhase")
        march.fromValue = CGFloat(0)
        march.toValue = -Self.dashPeriod
        march.duration = 1
        march.repeatCount = .infinity
        ants.add(march, forKey: "march")

        morph.path = Self.polygon(in: box, star: true)
        morph.fillColor = CGColor(red: 0.95, green: 0.7, blue: 0.2, alpha: 1)
        morph.strokeColor = CGColor(red: 1, green: 0.95, blue: 0.8, alpha: 1)
        morph.lineWidth = 2
        morph.lineJoin = .round
    }

    /// Ten points round the centre: alternately far and near for a star, all on one circle for a (ten-point) pentagon
    /// outline — the same elements either way, so the path animates point by point.
    static func polygon(in box: CGRect, star: Bool) -> CGPath {
        let path = CGMutablePath()
        let outer = box.width * 0.45, inner = star ? box.width * 0.18 : outer * cos(.pi / 5)
        for index in 0..<10 {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            let radius = index % 2 == 0 ? outer : inner
            let point = CGPoint(x: box.midX + radius * cos(angle), y: box.midY + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }

    package func handle(_ event: HostEvent) {
        guard case .click = event else { return }
        filled.toggle()
        CATransaction.begin()
        CATransaction.setAnimationDuration(SceneGlobals.liveControls.duration(orSceneDefault: Self.fillDuration))
        ring.strokeEnd = filled ? 1 : 0
        CATransaction.commit()
        let target = Self.polygon(in: morph.bounds, star: !filled)
        let reshape = CABasicAnimation(keyPath: "path")
        reshape.fromValue = (morph.presentation() ?? morph).path
        reshape.toValue = target
        reshape.duration = SceneGlobals.liveControls.duration(orSceneDefault: Self.fillDuration)
        reshape.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        morph.path = target
        CATransaction.commit()
        morph.add(reshape, forKey: "path")
    }

    package func labels() -> [SceneLabel] {
        [(ring, "strokeEnd 0 → 1"), (ants, "lineDashPhase, repeating"), (morph, "path: star ↔ pentagon")].map { layer, text in
            SceneLabel(text, at: CGPoint(x: layer.position.x, y: layer.frame.maxY + 12))
        }
    }

    package func demoScript(size: CGSize) -> DemoScript? {
        let click = HostEvent.click(CGPoint(x: size.width / 2, y: 20))
        return DemoScript(length: 4, steps: [DemoStep(at: 0.2, click), DemoStep(at: 2.2, click)])
    }
}
