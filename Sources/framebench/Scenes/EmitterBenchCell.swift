// The one particle kind of the `emitter` scene (docs/architecture.md "Layer classes"), in one place so the engine's CAEmitterCell
// (EmitterBenchScene) and Qt Quick's ImageParticle + Emitter (QtQmlEmitter) draw the same particles: an 8×8 image
// of one colour, living 4 s, flying at 20 points per second in any direction, spinning at 1 ± 2 radians per second,
// its red varying by ± 0.3 (CAEmitterCell.h: spin, spinRange, redRange).
import QuartzCore
import Foundation

enum EmitterBenchCell {
    /// Each particle lives this long; birthRate = particles / lifetime.
    static let lifetime: Float = 4
    static let imageSide = 8
    /// The particle image's colour (straight alpha).
    static let imageColor = (red: 1.0, green: 0.8, blue: 0.4, alpha: 0.9)
    static let velocity: CGFloat = 20
    static let spin: CGFloat = 1
    static let spinRange: CGFloat = 2
    static let redRange: Float = 0.3

    /// The particle image.
    static var image: CGImage? {
        CGImage.solid(CGColor(red: imageColor.red, green: imageColor.green, blue: imageColor.blue,
                              alpha: imageColor.alpha), width: imageSide, height: imageSide)
    }

    /// The particle image as straight-alpha RGBA8 pixels, for a peer that loads it from a PNG.
    static var imageRGBA: [UInt8] {
        let c = imageColor
        let pixel = [c.red, c.green, c.blue, c.alpha].map { UInt8(($0 * 255).rounded()) }
        return Array((0..<(imageSide * imageSide)).map { _ in pixel }.joined())
    }

    /// The cell with `particles` / lifetime births per second.
    static func cell(particles: Int) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.contents = image
        cell.birthRate = Float(max(particles, 0)) / lifetime
        cell.lifetime = lifetime
        cell.velocity = velocity
        cell.emissionRange = 2 * .pi
        cell.spin = spin
        cell.spinRange = spinRange
        cell.redRange = redRange
        return cell
    }

    /// For reports.
    static var summary: String {
        "\(imageSide)×\(imageSide) image, lifetime \(lifetime) s, velocity \(velocity), spin \(spin) ± \(spinRange)"
            + ", red ± \(redRange)"
    }
}
