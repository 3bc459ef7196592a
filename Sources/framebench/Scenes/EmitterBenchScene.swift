// The engine side of `framebench run emitter`: one CAEmitterLayer filling the window with N live particles
// (EmitterBenchCell: 8×8 images drifting and spinning) from a rectangle emitter in volume mode, so particles cover
// the window evenly. Each step replaces the emitter with a new one whose cell's birthRate is N / lifetime: a new
// emitter's first configuration covers all earlier time (EmitterSegment), so the step shows its steady state of
// about N particles from its first frame instead of filling up over a lifetime.
import QuartzCore
import Foundation

final class EmitterBenchScene {
    /// The window's colour behind the particles.
    static let background = (red: 0.08, green: 0.08, blue: 0.1)
    let root = CALayer()
    let context: MailboxRenderContext
    let size: CGSize
    private var emitter: CAEmitterLayer?

    init(width: Int, height: Int, context: MailboxRenderContext) {
        self.context = context
        size = CGSize(width: width, height: height)
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = CGColor(red: Self.background.red, green: Self.background.green,
                                       blue: Self.background.blue, alpha: 1)
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
        layer.emitterCells = [EmitterBenchCell.cell(particles: particles)]
        root.addSublayer(layer)
        emitter = layer
        CATransaction.commit()
        CATransaction.flush()
    }
}
