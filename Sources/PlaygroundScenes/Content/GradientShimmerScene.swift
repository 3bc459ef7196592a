// Gradients (docs/architecture.md "The playground"; CAGradientLayer.h): a shimmer — a line of text whose mask is an axial
// CAGradientLayer (translucent, opaque, translucent) with its `locations` animated across the text forever, the
// "slide to unlock" effect — and below it three gradient panels (axial, radial, conic) whose `colors` change with
// an implicit animation on each click.
import QuartzCore
import Foundation
import HostInterface

package final class GradientShimmerScene: PlaygroundScene {
    package static let name = "gradients"
    package static let summary = "CAGradientLayer: a shimmer through a gradient mask, and axial/radial/conic colours animating"
    package static let title = "Gradients: a shimmer through a mask"
    package static let instruction = "The text's mask is a gradient whose locations sweep across it. Click: the panels' colours animate"

    package static let shimmerDuration = 2.0
    package let text = CALayer()
    package let shimmerMask = CAGradientLayer()
    package private(set) var panels: [CAGradientLayer] = []
    private var palette = 0
    private static let palettes: [[CGColor]] = [
        [CGColor(red: 0.95, green: 0.3, blue: 0.35, alpha: 1), CGColor(red: 1, green: 0.8, blue: 0.2, alpha: 1),
         CGColor(red: 0.25, green: 0.55, blue: 0.95, alpha: 1)],
        [CGColor(red: 0.2, green: 0.85, blue: 0.6, alpha: 1), CGColor(red: 0.15, green: 0.25, blue: 0.6, alpha: 1),
         CGColor(red: 0.9, green: 0.4, blue: 0.9, alpha: 1)],
    ]

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.1, alpha: 1)
        // 40 points, or smaller so the line fits the area (a narrow window, or the tool column beside the scene).
        let line = "Core Animation on Linux"
        var style = OverlayTextStyle(fontSize: 40, color: CGColor(gray: 1, alpha: 1), bold: true)
        let natural = OverlayTextRenderer.size(of: line, style: style).width
        if natural > 0, natural > size.width - 32 { style.fontSize = max(40 * (size.width - 32) / natural, 8) }
        let drawn = OverlayTextRenderer.draw(line, style: style, scale: 1)
        text.name = "shimmering text"
        text.contents = drawn.image
        text.bounds = CGRect(origin: .zero, size: drawn.size)
        text.position = CGPoint(x: size.width / 2, y: size.height * 0.22)
        shimmerMask.name = "gradient mask"
        shimmerMask.frame = text.bounds
        shimmerMask.startPoint = CGPoint(x: 0, y: 0.5)
        shimmerMask.endPoint = CGPoint(x: 1, y: 0.5)
        shimmerMask.colors = [CGColor(gray: 1, alpha: 0.3), CGColor(gray: 1, alpha: 1), CGColor(gray: 1, alpha: 0.3)]
        shimmerMask.locations = [0, 0.15, 0.3]
        text.mask = shimmerMask
        root.addSublayer(text)
        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = [NSNumber(value: -0.3), NSNumber(value: -0.15), NSNumber(value: 0)]
        sweep.toValue = [NSNumber(value: 1), NSNumber(value: 1.15), NSNumber(value: 1.3)]
        sweep.duration = Self.shimmerDuration
        sweep.repeatCount = .infinity
        shimmerMask.add(sweep, forKey: "shimmer")

        let types: [CAGradientLayerType] = [.axial, .radial, .conic]
        let column = size.width / CGFloat(types.count)
        let side = min(column - 40, size.height * 0.4)
        for (index, type) in types.enumerated() {
            let panel = CAGradientLayer()
            panel.name = "\(type.rawValue) gradient"
            panel.type = type
            panel.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            panel.position = CGPoint(x: column * (CGFloat(index) + 0.5), y: size.height * 0.62)
            panel.cornerRadius = 14
            if type != .axial {
                panel.startPoint = CGPoint(x: 0.5, y: 0.5)
                panel.endPoint = CGPoint(x: 1, y: 1)
            }
            panel.colors = Self.palettes[0]
            root.addSublayer(panel)
            panels.append(panel)
        }
    }

    package func handle(_ event: HostEvent) {
        guard case .click = event else { return }
        palette = (palette + 1) % Self.palettes.count
        CATransaction.begin()
        CATransaction.setAnimationDuration(SceneGlobals.liveControls.duration(orSceneDefault: 1))
        for panel in panels { panel.colors = Self.palettes[palette] }
        CATransaction.commit()
    }

    package func labels() -> [SceneLabel] {
        panels.map { SceneLabel("type .\($0.type.rawValue)", at: CGPoint(x: $0.position.x, y: $0.frame.maxY + 10)) }
            + [SceneLabel("mask: CAGradientLayer, locations animating", at: CGPoint(x: text.position.x, y: text.frame.maxY + 8))]
    }

    package func demoScript(size: CGSize) -> DemoScript? {
        let click = HostEvent.click(CGPoint(x: size.width / 2, y: size.height / 2))
        return DemoScript(length: 3, steps: [DemoStep(at: 0.5, click), DemoStep(at: 2, click)])
    }
}
