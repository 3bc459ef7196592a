// The `damage` scenario (DECISIONS 17): N static rounded, bordered tiles and one 40×40 layer
// moving across the window (an explicit repeating, autoreversing position animation), drawn by BenchRenderLoop at
// 60 Hz deadlines. Every frame changes only the mover's old and new place, so a compositor that redraws only the
// damage pays for a small box, not for N tiles; the figures are those of the frame scenario (frame start to
// present, glFinish included). Goal on an idle machine: p50 < 1 ms at 1,000 tiles.
import QuartzCore
import Foundation
import SDLHost

struct DamageScenario {
    let layerCount: Int
    let seconds: Double
    var warmupSeconds = 0.5
    static let moverSide = 40.0

    func run() throws(BenchmarkError) -> BenchmarkReport {
        let parameters = SceneParameters(fittingLayers: layerCount)
        let window = try parameters.openWindow()
        let loop = BenchRenderLoop(window: window, pacing: .measuredGrid)
        let context = MailboxRenderContext(mailbox: loop.mailbox)
        context.viewportSize = CGSize(width: parameters.width, height: parameters.height)
        let frame = CGRect(x: 0, y: 0, width: parameters.width, height: parameters.height)
        let root = CALayer()
        root.frame = frame
        root.backgroundColor = CGColor(red: 0.12, green: 0.12, blue: 0.17, alpha: 1)
        var generator = SeededGenerator(seed: parameters.seed)
        let margin = parameters.tileSide
        for index in 0..<layerCount {
            let point = CGPoint(x: Double.random(in: margin...(frame.width - margin), using: &generator),
                                y: Double.random(in: margin...(frame.height - margin), using: &generator))
            root.addSublayer(staticTile(index: index, parameters: parameters, position: point))
        }
        root.addSublayer(mover(in: frame))
        context.host(root)
        CATransaction.flush()
        try loop.start()
        sleepUntil(monotonicSeconds() + warmupSeconds)
        loop.setRecording(true)
        sleepUntil(monotonicSeconds() + seconds)
        var recorded = try RecordedFrames(stopping: loop, window: window, parameters: parameters, seconds: seconds)
        recorded.environment["animations"] = "none on the \(layerCount) tiles; one \(Int(Self.moverSide))×\(Int(Self.moverSide)) "
            + "layer moving corner to corner (position, 2 s, autoreverse, repeat)"
        return BenchmarkReport(scenario: "damage", layers: layerCount, figures: recorded.summary.figures,
                               environment: recorded.environment, plot: .frameTimes(recorded.samples.map(\.frameMs)),
                               frames: FrameLog(samples: recorded.samples))
    }

    /// A tile of the frame scene (BenchTile's look) without animations.
    private func staticTile(index: Int, parameters: SceneParameters, position: CGPoint) -> CALayer {
        let tile = BenchTile.make(index: index, parameters: parameters, position: position)
        tile.removeAllAnimations()
        return tile
    }

    private func mover(in frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: Self.moverSide, height: Self.moverSide)
        layer.position = CGPoint(x: Self.moverSide, y: Self.moverSide)
        layer.backgroundColor = CGColor(red: 1, green: 0.55, blue: 0, alpha: 1)
        layer.cornerRadius = 8
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: Self.moverSide, y: Self.moverSide)
        move.toValue = CGPoint(x: frame.width - Self.moverSide, y: frame.height - Self.moverSide)
        move.duration = 2
        move.autoreverses = true
        move.repeatCount = .infinity
        layer.add(move, forKey: "move")
        return layer
    }
}
