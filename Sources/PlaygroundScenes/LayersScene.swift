// The walking skeleton's scene: a root layer with a few coloured sublayers (rounded, bordered, rotated), drawn by
// the compositor; a click moves the nearest layer there with an implicit animation.
import CoreAnimation
import Foundation
import HostInterface

public final class LayersScene: PlaygroundScene {
    public static let name = "layers"
    public static let summary = "A root layer with coloured sublayers: rounded corners, a border, a rotation"
    public static let title = "Layers"
    public static let instruction = "Click anywhere: the nearest layer moves there with the implicit 0.25 s animation"

    private var tiles: [CALayer] = []

    public init() {}

    public func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(red: 0.09, green: 0.10, blue: 0.13, alpha: 1)
        let specs: [(CGRect, CGColor, CGFloat, CGFloat)] = [
            (CGRect(x: 60, y: 60, width: 160, height: 120), CGColor(red: 0.92, green: 0.30, blue: 0.26, alpha: 1), 0, 0),
            (CGRect(x: 260, y: 80, width: 140, height: 140), CGColor(red: 0.20, green: 0.66, blue: 0.33, alpha: 1), 24, 0),
            (CGRect(x: 440, y: 60, width: 140, height: 100), CGColor(red: 0.22, green: 0.45, blue: 0.90, alpha: 1), 12, 0.35),
        ]
        for ((frame, color, radius, angle), name) in zip(specs, ["square", "rounded + border", "rotated"]) {
            let tile = CALayer()
            tile.name = name
            tile.frame = frame
            tile.backgroundColor = color
            tile.cornerRadius = radius
            tile.borderWidth = radius > 0 ? 3 : 0
            tile.borderColor = CGColor(gray: 1, alpha: 0.85)
            tile.setAffineTransform(CGAffineTransform(rotationAngle: angle))
            root.addSublayer(tile)
            tiles.append(tile)
        }
    }

    public func handle(_ event: HostEvent) {
        guard case .click(let point) = event, !tiles.isEmpty else { return }
        let nearest = tiles.min { distance($0.position, point) < distance($1.position, point) }
        nearest?.position = point
    }

    public func demoScript(size: CGSize) -> DemoScript? {
        let points = [CGPoint(x: 0.2, y: 0.75), CGPoint(x: 0.55, y: 0.8), CGPoint(x: 0.85, y: 0.6),
                      CGPoint(x: 0.15, y: 0.2), CGPoint(x: 0.45, y: 0.3), CGPoint(x: 0.8, y: 0.2)]
        return DemoScript(length: 6, steps: points.enumerated().map { index, p in
            DemoStep(at: Double(index), .click(CGPoint(x: p.x * size.width, y: p.y * size.height)))
        })
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }
}
