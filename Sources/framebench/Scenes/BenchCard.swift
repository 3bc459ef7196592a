// One card of the `cards` benchmark scenes (SceneContent.cards / .rasterizedCards, docs/architecture.md "Frame cost" "shouldRasterize: show
// the saving with framebench"): a tile holding four still sublayers (a header bar and a round icon, both casting a
// soft shadow, and two text-like lines) that spins, fades and moves as the tiles do. With shouldRasterize its subtree is drawn once into a bitmap
// that is then only moved; without, its five quads are drawn every frame. The card fades without group opacity, so
// neither variant pays for an offscreen group per card.
import QuartzCore
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
        // The header and the icon cast soft shadows: what Apple's guidance rasterises (a still subtree that is
        // costly to draw, shadows or many sublayers), so the bitmap saves the shadows' blur every frame.
        for shadowed in [part(0.1, 0.08, 0.8, 0.16, gray: 0.15), part(0.1, 0.38, 0.32, 0.32, gray: 0.95)] {
            shadowed.shadowOpacity = 0.4
            shadowed.shadowRadius = 2
            shadowed.shadowOffset = CGSize(width: 0, height: 1)
            card.addSublayer(shadowed)
        }
        card.addSublayer(part(0.5, 0.42, 0.4, 0.08, gray: 0.3))
        card.addSublayer(part(0.5, 0.6, 0.28, 0.08, gray: 0.3))
        card.shouldRasterize = rasterize
        return card
    }
}
