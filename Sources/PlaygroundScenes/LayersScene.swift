// The walking skeleton's scene: a root layer with a few coloured sublayers (rounded, bordered, rotated), drawn by
// the compositor; a click moves the nearest layer there with an implicit animation. Beside them, the same rotated
// square with allowsEdgeAntialiasing false (Apple's default: hard, stair-stepped edges) and true (smooth edges).
import QuartzCore
import Foundation
import HostInterface

package final class LayersScene: PlaygroundScene {
    package static let name = "layers"
    package static let summary = "A root layer with coloured sublayers: rounded corners, a border, a rotation"
    package static let title = "Layers"
    package static let instruction = "Click anywhere: the nearest layer moves there with the implicit 0.25 s animation"

    private var tiles: [CALayer] = []
    /// The rotated squares of the edge anti-aliasing comparison (not moved by clicks).
    package private(set) var edgeSquares: [CALayer] = []
    private var edgeComparisonCentre = CGPoint.zero
    /// The tiles' design (a 600 × 420 area) to scene points: the tiles' area left of the comparison.
    private var tileScale: CGFloat = 1
    /// The width the comparison keeps on the right (squares, labels and their margins).
    static let comparisonWidth: CGFloat = 300

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(red: 0.09, green: 0.10, blue: 0.13, alpha: 1)
        // The tiles live left of the comparison, scaled with the room there, so neither they nor the demo's clicks
        // reach the comparison.
        let tileArea = CGSize(width: max(size.width - Self.comparisonWidth, 1), height: size.height)
        tileScale = max(min(tileArea.width / 600, tileArea.height / 420), 0.2)
        let sizeScale = min(tileScale, 1.5)
        let specs: [(CGPoint, CGSize, CGColor, CGFloat, CGFloat)] = [
            (CGPoint(x: 140, y: 120), CGSize(width: 160, height: 120), CGColor(red: 0.92, green: 0.30, blue: 0.26, alpha: 1), 0, 0),
            (CGPoint(x: 330, y: 150), CGSize(width: 140, height: 140), CGColor(red: 0.20, green: 0.66, blue: 0.33, alpha: 1), 24, 0),
            (CGPoint(x: 490, y: 110), CGSize(width: 140, height: 100), CGColor(red: 0.22, green: 0.45, blue: 0.90, alpha: 1), 12, 0.35),
        ]
        for ((centre, tileSize, color, radius, angle), name) in zip(specs, ["square", "rounded + border", "rotated"]) {
            let tile = CALayer()
            tile.name = name
            tile.bounds = CGRect(x: 0, y: 0, width: tileSize.width * sizeScale, height: tileSize.height * sizeScale)
            tile.position = CGPoint(x: centre.x * tileScale, y: centre.y * tileScale)
            tile.backgroundColor = color
            tile.cornerRadius = radius * sizeScale
            tile.borderWidth = radius > 0 ? 3 : 0
            tile.borderColor = CGColor(gray: 1, alpha: 0.85)
            tile.setAffineTransform(CGAffineTransform(rotationAngle: angle))
            root.addSublayer(tile)
            tiles.append(tile)
        }
        // On the right, clear of the tiles and the demo's clicks: the edge anti-aliasing comparison.
        edgeComparisonCentre = CGPoint(x: size.width - Self.comparisonWidth / 2, y: size.height * 0.6)
        for (allows, dx) in [(false, CGFloat(-65)), (true, CGFloat(65))] {
            let square = CALayer()
            square.name = "allowsEdgeAntialiasing \(allows)"
            square.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
            square.position = CGPoint(x: edgeComparisonCentre.x + dx, y: edgeComparisonCentre.y)
            square.backgroundColor = CGColor(red: 0.95, green: 0.78, blue: 0.25, alpha: 1)
            square.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
            square.allowsEdgeAntialiasing = allows
            root.addSublayer(square)
            edgeSquares.append(square)
        }
    }

    package func labels() -> [SceneLabel] {
        let c = edgeComparisonCentre
        return [SceneLabel("allowsEdgeAntialiasing", at: CGPoint(x: c.x, y: c.y - 84)),
                SceneLabel("false (default)", at: CGPoint(x: c.x - 65, y: c.y + 60)),
                SceneLabel("true", at: CGPoint(x: c.x + 65, y: c.y + 60))]
    }

    package func handle(_ event: HostEvent) {
        guard case .click(let point) = event, !tiles.isEmpty else { return }
        let nearest = tiles.min { distance($0.position, point) < distance($1.position, point) }
        nearest?.position = point
    }

    /// Six clicks round the tiles' area (design points, scaled as the tiles are): never on the comparison.
    package func demoScript(size: CGSize) -> DemoScript? {
        let points = [CGPoint(x: 140, y: 310), CGPoint(x: 330, y: 320), CGPoint(x: 500, y: 260),
                      CGPoint(x: 120, y: 110), CGPoint(x: 300, y: 150), CGPoint(x: 480, y: 110)]
        return DemoScript(length: 6, steps: points.enumerated().map { index, p in
            DemoStep(at: Double(index), .click(CGPoint(x: p.x * tileScale, y: p.y * tileScale)))
        })
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }
}
