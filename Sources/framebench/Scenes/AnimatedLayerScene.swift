// The engine side of the benchmark scene (SceneParameters): real CALayers under a hosted root, with explicit
// repeating rotation and opacity animations and implicit position animations from plain property sets. Runs on the
// main thread; changes reach the frame loop only through commits.
import QuartzCore
import Foundation

final class AnimatedLayerScene {
    let parameters: SceneParameters
    let root = CALayer()
    let context: MailboxRenderContext
    private(set) var tiles: [CALayer] = []
    private var generator: SeededGenerator
    /// Counter steps so far (`text`).
    private var tick = 0

    init(parameters: SceneParameters, context: MailboxRenderContext) {
        self.parameters = parameters
        self.context = context
        generator = SeededGenerator(seed: parameters.seed)
        root.frame = CGRect(x: 0, y: 0, width: parameters.width, height: parameters.height)
        root.backgroundColor = CGColor(red: 0.08, green: 0.08, blue: 0.1, alpha: 1)
        context.viewportSize = CGSize(width: parameters.width, height: parameters.height)
        context.host(root)
    }

    /// Adds or removes tiles so `count` are shown (new ones start animating at once), then commits.
    func setCount(_ count: Int) {
        let target = max(count, 0)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        while tiles.count > target, let last = tiles.popLast() { last.removeFromSuperlayer() }
        while tiles.count < target { addTile(index: tiles.count) }
        CATransaction.commit()
        CATransaction.flush()
    }

    /// Sends every tile to a new random place with its implicit `position` animation (labels: advances every
    /// counter, a new string each), then commits.
    func moveAll() {
        if parameters.content == .text {
            tick += 1
            for (index, label) in tiles.enumerated() {
                (label as? CATextLayer)?.string = BenchText.counter(index: index, tick: tick)
            }
        } else {
            for tile in tiles { tile.position = randomPoint() }
        }
        CATransaction.flush()
    }

    private func addTile(index: Int) {
        let tile: CALayer
        switch parameters.content {
        case .tiles: tile = BenchTile.make(index: index, parameters: parameters, position: randomPoint())
        case .shapes: tile = BenchRing.make(index: index, parameters: parameters, position: randomPoint())
        case .text: tile = BenchText.make(index: index, parameters: parameters, position: randomPoint())
        case .cards, .rasterizedCards:
            tile = BenchCard.make(index: index, parameters: parameters, position: randomPoint(),
                                  rasterize: parameters.content == .rasterizedCards)
        }
        root.addSublayer(tile)
        tiles.append(tile)
    }

    private func randomPoint() -> CGPoint {
        let margin = parameters.tileSide
        return CGPoint(x: Double.random(in: margin...(Double(parameters.width) - margin), using: &generator),
                       y: Double.random(in: margin...(Double(parameters.height) - margin), using: &generator))
    }
}
