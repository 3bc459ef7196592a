// One progress ring of the `shapes` benchmark scene (SceneContent.shapes, docs/architecture.md "Frame cost"): a CAShapeLayer holding a full
// circle arc from the top, stroked with round caps, its strokeEnd animating 0.05 → 1 and back while the layer
// rotates, as activity indicators and progress rings do. Every ring changes every frame, so each frame rasterises
// every ring (the worst case of the cached CPU raster, ShapeRasterizer).
import QuartzCore
import Foundation

enum BenchRing {
    static func make(index: Int, parameters p: SceneParameters, position: CGPoint) -> CALayer {
        let ring = CAShapeLayer()
        let side = p.tileSide
        ring.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        ring.position = position
        let width = max(side / 6, 1.5)
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: side / 2, y: side / 2), radius: (side - width) / 2, startAngle: -.pi / 2,
                    endAngle: 1.5 * .pi, clockwise: false)
        ring.path = path
        ring.fillColor = nil
        let hue = Double(index % 12) / 12 * 2 * Double.pi
        ring.strokeColor = CGColor(red: 0.5 + 0.5 * cos(hue), green: 0.5 + 0.5 * cos(hue + 2.1),
                                   blue: 0.5 + 0.5 * cos(hue + 4.2), alpha: 1)
        ring.lineWidth = width
        ring.lineCap = .round

        BenchTile.addMotion(to: ring, index: index, parameters: p, keyPath: "strokeEnd", from: 0.05, to: 1.0,
                            key: "progress")
        return ring
    }
}
