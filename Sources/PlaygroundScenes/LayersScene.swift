// The walking skeleton's scene: a root layer with a few coloured sublayers (rounded, bordered, rotated), drawn by
// the compositor; a click moves the nearest layer there with an implicit animation.
import CoreAnimation
import Foundation
import HostInterface

public final class LayersScene: PlaygroundScene {
    public static let name = "layers"
    public static let summary = "A root layer with coloured sublayers: rounded corners, a border, a rotation"

    private var tiles: [CALayer] = []

    public init() {}

    public func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(red: 0.09, green: 0.10, blue: 0.13, alpha: 1)
        let specs: [(CGRect, CGColor, CGFloat, CGFloat)] = [
            (CGRect(x: 60, y: 60, width: 160, height: 120), CGColor(red: 0.92, green: 0.30, blue: 0.26, alpha: 1), 0, 0),
            (CGRect(x: 260, y: 80, width: 140, height: 140), CGColor(red: 0.20, green: 0.66, blue: 0.33, alpha: 1), 24, 0),
            (CGRect(x: 440, y: 60, width: 140, height: 100), CGColor(red: 0.22, green: 0.45, blue: 0.90, alpha: 1), 12, 0.35),
        ]
        for (frame, color, radius, angle) in specs {
            let tile = CALayer()
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

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }
}
