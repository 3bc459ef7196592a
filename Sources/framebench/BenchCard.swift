// One card of the `cards` benchmark scenes (SceneContent.cards / .rasterizedCards, issue 15 "shouldRasterize: show
// the saving with framebench"): a tile holding four still sublayers (a header bar, a round icon, two text-like
// lines) that spins, fades and moves as the tiles do. With shouldRasterize its subtree is drawn once into a bitmap
// that is then only moved; without, its five quads are drawn every frame. The card fades without group opacity, so
// neither variant pays for an offscreen group per card.
import CoreAnimation
import Foundation

enum BenchCard {
    static func make(index: Int, parameters p: SceneParameters, position: CGPoint, rasterize: Bool) -> CALayer {
        let card = BenchTile.make(index: index, parameters: p, position: position)
        card.allowsGroupOpacity = false
        let side = p.tileSide
        func part(_ x: Double, _ y: Double, _ width: Double, _ height: Double, gray: Double) -> CALayer {
            let layer = CALayer()
            layer.frame = CGRect(x: x * side, y: y * side, width: width * side, height: height * side)
            layer.backgroundColor = CGColor(gray: gray, alpha: 1)
            layer.cornerRadius = min(layer.frame.width, layer.frame.height) / 2
            return layer
        }
        card.addSublayer(part(0.1, 0.08, 0.8, 0.16, gray: 0.15))
        card.addSublayer(part(0.1, 0.38, 0.32, 0.32, gray: 0.95))
        card.addSublayer(part(0.5, 0.42, 0.4, 0.08, gray: 0.3))
        card.addSublayer(part(0.5, 0.6, 0.28, 0.08, gray: 0.3))
        card.shouldRasterize = rasterize
        return card
    }
}
