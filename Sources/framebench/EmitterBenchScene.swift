// The engine side of `framebench run emitter`: one CAEmitterLayer filling the window with N live particles, each an
// 8×8 image drifting and spinning (a rectangle emitter in volume mode, so particles cover the window evenly). Each
// step replaces the emitter with a new one whose cell's birthRate is N / lifetime: a new emitter's first
// configuration covers all earlier time (EmitterSegment), so the step shows its steady state of about N particles
// from its first frame instead of filling up over a lifetime.
import CoreAnimation
import Foundation

final class EmitterBenchScene {
    /// Each particle lives this long; birthRate = particles / lifetime.
    static let lifetime: Float = 4
    let root = CALayer()
    let context: MailboxRenderContext
    let size: CGSize
    private var emitter: CAEmitterLayer?
    private let image = CGImage.solid(CGColor(red: 1, green: 0.8, blue: 0.4, alpha: 0.9), width: 8, height: 8)

    init(width: Int, height: Int, context: MailboxRenderContext) {
        self.context = context
        size = CGSize(width: width, height: height)
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = CGColor(red: 0.08, green: 0.08, blue: 0.1, alpha: 1)
        context.viewportSize = size
        context.host(root)
    }

    /// Shows about `particles` live particles (a new emitter), then commits.
    func setParticles(_ particles: Int) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        emitter?.removeFromSuperlayer()
        let layer = CAEmitterLayer()
        layer.frame = root.bounds
        layer.emitterShape = .rectangle
        layer.emitterMode = .volume
        layer.emitterPosition = CGPoint(x: size.width / 2, y: size.height / 2)
        layer.emitterSize = size
        layer.seed = 1
        let cell = CAEmitterCell()
        cell.contents = image
        cell.birthRate = Float(max(particles, 0)) / Self.lifetime
        cell.lifetime = Self.lifetime
        cell.velocity = 20
        cell.emissionRange = 2 * .pi
        cell.spin = 1
        cell.spinRange = 2
        cell.redRange = 0.3
        layer.emitterCells = [cell]
        root.addSublayer(layer)
        emitter = layer
        CATransaction.commit()
        CATransaction.flush()
    }
}
