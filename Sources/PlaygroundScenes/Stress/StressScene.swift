// The stress scene (docs/architecture.md "Budgets": Qt Quick holds about 500 such layers here): thousands of small rounded,
// bordered layers; every 0.5 s each one gets a new position, rotation and opacity, animated implicitly over 0.5 s,
// so every layer is always moving. How many comes from the command line through SceneSettings.
import QuartzCore
import Foundation
import HostInterface

package final class StressScene: PlaygroundScene {
    package static let name = "stress"
    package static let summary = "Thousands of small rounded bordered layers moving, turning and fading every 0.5 s"

    package static let title = "Stress: thousands of layers"
    package static let instruction = "Every 0.5 s each layer gets a new position, rotation and opacity (F1 shows frame times; --layers N)"

    package static let needsContinuousFrames = true
    package nonisolated static let defaultLayerCount = 2000
    package static let changeInterval = 0.5
    /// How many layers the scene builds (SceneSettings.stressLayerCount; below 1 is reported and 1 is used).
    package let layerCount: Int

    package private(set) var tiles: [CALayer] = []
    /// Media time of the next change; nil until the first frame.
    private var nextChange: CFTimeInterval?
    private var area: CGSize = .zero
    private var random = SceneRandom(seed: 2000)

    package init(settings: SceneSettings) {
        layerCount = settings.stressLayerCount
    }

    package convenience init() {
        self.init(settings: SceneSettings())
    }

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.08, alpha: 1)
        area = size
        var count = layerCount
        if count < 1 {
            FileHandle.standardError.write(Data(
                "stress scene: layerCount \(count) is below 1; building 1 layer. Set a positive count.\n".utf8))
            count = 1
        }
        tiles.reserveCapacity(count)
        let border = CGColor(gray: 1, alpha: 0.8)
        for _ in 0..<count {
            let tile = CALayer()
            tile.name = "tile"
            tile.bounds = CGRect(x: 0, y: 0, width: 14, height: 14)
            tile.position = randomPoint()
            tile.cornerRadius = 4
            tile.borderWidth = 1
            tile.borderColor = border
            tile.backgroundColor = random.color()
            root.addSublayer(tile)
            tiles.append(tile)
        }
    }

    package func tick(at mediaTime: CFTimeInterval) {
        guard let due = nextChange else {
            nextChange = mediaTime
            return tick(at: mediaTime)
        }
        guard mediaTime >= due - 1e-9 else { return }
        nextChange = due + Self.changeInterval
        CATransaction.begin()
        CATransaction.setAnimationDuration(Self.changeInterval)
        for tile in tiles {
            tile.position = randomPoint()
            tile.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat.random(in: -.pi...CGFloat.pi, using: &random)))
            tile.opacity = Float.random(in: 0.3...1, using: &random)
        }
        CATransaction.commit()
    }

    private func randomPoint() -> CGPoint {
        CGPoint(x: CGFloat.random(in: 10...max(area.width - 10, 11), using: &random),
                y: CGFloat.random(in: 10...max(area.height - 10, 11), using: &random))
    }
}
