// Golden images of CATiledLayer (CATiledLayer.h; docs/architecture.md "Layer classes"), drawn from a hosted model tree through the commit,
// the worker that draws the tiles, the tile store and the compositor: a map-like pattern drawn by draw(in:) in a
// 2× magnified level, seen zoomed 2× through a scrolled CAScrollLayer, once every tile has faded in. The twin
// that must fail is the same scene 0.125 s after the tiles arrived (half faded in). A second check draws the
// scene with 64-pixel tiles and compares it with the 256-pixel one: the same pixels, so tiles leave no seams.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: tiled layer", .serialized)
    struct GoldenTiledLayerTests {
        /// A tiled layer whose content does not depend on how it is cut into tiles: a tinted ground, grid lines
        /// every 20 points and discs along a diagonal.
        final class MapLayer: CATiledLayer {
            override init() { super.init() }
            override init(layer: Any) { super.init(layer: layer) }

            override func draw(in ctx: CGContext) {
                let area = bounds
                ctx.setFillColor(CGColor(red: 0.93, green: 0.9, blue: 0.8, alpha: 1))
                ctx.fill(area)
                ctx.setStrokeColor(CGColor(red: 0.35, green: 0.5, blue: 0.7, alpha: 1))
                ctx.setLineWidth(1)
                var x: CGFloat = 0
                while x <= area.maxX {
                    ctx.move(to: CGPoint(x: x + 0.5, y: 0))
                    ctx.addLine(to: CGPoint(x: x + 0.5, y: area.maxY))
                    x += 20
                }
                var y: CGFloat = 0
                while y <= area.maxY {
                    ctx.move(to: CGPoint(x: 0, y: y + 0.5))
                    ctx.addLine(to: CGPoint(x: area.maxX, y: y + 0.5))
                    y += 20
                }
                ctx.strokePath()
                ctx.setFillColor(CGColor(red: 0.8, green: 0.25, blue: 0.2, alpha: 1))
                for step in 0..<20 {
                    let c = CGFloat(step) * 30 + 15
                    ctx.fillEllipse(in: CGRect(x: c - 9, y: c * 0.8 - 9, width: 18, height: 18))
                }
            }
        }

        /// A 128×96 context; the map (600×500) zoomed 2× inside a scroll layer scrolled to (37, 23).
        final class Stage {
            let renderer = CARenderer()
            let root = CALayer()
            let map = MapLayer()
            let arrival: Double

            init(tileSide: CGFloat) {
                CATransaction.flush()
                renderer.bounds = CGRect(x: 0, y: 0, width: 128, height: 96)
                root.frame = CGRect(x: 0, y: 0, width: 128, height: 96)
                root.backgroundColor = CGColor(gray: 1, alpha: 1)
                let scroll = CAScrollLayer()
                scroll.frame = CGRect(x: 8, y: 8, width: 112, height: 80)
                map.anchorPoint = .zero
                map.bounds = CGRect(x: 0, y: 0, width: 600, height: 500)
                map.position = .zero
                map.transform = CATransform3DMakeScale(2, 2, 1)
                map.levelsOfDetail = 2
                map.levelsOfDetailBias = 1
                map.tileSize = CGSize(width: tileSide, height: tileSide)
                scroll.addSublayer(map)
                root.addSublayer(scroll)
                renderer.layer = root
                CATransaction.flush()
                CATransaction.setDisableActions(true)
                scroll.scroll(to: CGPoint(x: 37, y: 23))
                CATransaction.flush()
                map.waitUntilTilesDrawn()
                CATransaction.flush()
                arrival = renderer.latestTree.commitTime
            }

            /// The frame `seconds` after the tiles arrived.
            func frame(at seconds: Double, on target: OffscreenTarget) -> RGBAFrame {
                let tree = renderer.latestTree
                var evaluated = tree
                tree.evaluate(at: arrival + seconds, into: &evaluated.layers)
                return target.render(evaluated)
            }

            deinit { renderer.layer = nil }
        }

        @Test("a zoomed, scrolled tiled layer with every tile faded in matches its reference")
        func tiledMapMatchesReference() throws {
            let target = try OffscreenTarget(width: 128, height: 96)
            GoldenImage.expectMatch(Stage(tileSide: 256).frame(at: 1, on: target), name: "tiled/map")
        }

        @Test("the comparison fails 0.125 s after the tiles arrived, while they are half faded in")
        func halfFadedFails() throws {
            let target = try OffscreenTarget(width: 128, height: 96)
            GoldenImage.expectMismatch(Stage(tileSide: 256).frame(at: 0.125, on: target), name: "tiled/map")
        }

        @Test("64-pixel tiles give the same pixels as 256-pixel tiles: no seams between tiles")
        func smallTilesLeaveNoSeams() throws {
            let target = try OffscreenTarget(width: 128, height: 96)
            GoldenImage.expectMatch(Stage(tileSide: 64).frame(at: 1, on: target), name: "tiled/map")
        }
    }
}
