// One tile of the benchmark scene (SceneParameters): a small rounded, bordered layer with its repeating rotation
// and opacity animations already added.
import QuartzCore
import Foundation

enum BenchTile {
    static func make(index: Int, parameters p: SceneParameters, position: CGPoint) -> CALayer {
        let tile = CALayer()
        tile.bounds = CGRect(x: 0, y: 0, width: p.tileSide, height: p.tileSide)
        tile.position = position
        let hue = Double(index % 12) / 12 * 2 * Double.pi
        tile.backgroundColor = CGColor(red: 0.5 + 0.5 * cos(hue), green: 0.5 + 0.5 * cos(hue + 2.1),
                                       blue: 0.5 + 0.5 * cos(hue + 4.2), alpha: 1)
        tile.cornerRadius = p.cornerRadius
        tile.borderWidth = p.borderWidth
        tile.borderColor = CGColor(gray: 1, alpha: 0.9)

        addMotion(to: tile, index: index, parameters: p, keyPath: "opacity", from: 1.0, to: 0.35, key: "fade")
        return tile
    }

    /// Adds the scene's repeating spin, and `keyPath` going `from` → `to` and back (autoreversing, repeating,
    /// spread over the elements by `index`), to `layer`.
    static func addMotion(to layer: CALayer, index: Int, parameters p: SceneParameters, keyPath: String, from: Double,
                          to: Double, key: String) {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = 2 * Double.pi
        spin.duration = p.rotationSeconds + Double(index % 10) / 10
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")

        let swing = CABasicAnimation(keyPath: keyPath)
        swing.fromValue = from
        swing.toValue = to
        swing.duration = p.fadeSeconds
        swing.autoreverses = true
        swing.repeatCount = .infinity
        swing.timeOffset = Double(index % 7) / 7
        layer.add(swing, forKey: key)
    }
}
