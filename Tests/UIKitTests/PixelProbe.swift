// Reads a UIImage's pixels for the UIKit drawing tests: premultiplied RGBA bytes by pixel, top row first, and a
// comparison against expected pixels that says which differ (the must-fail twins prove the comparison can fail).
import UIKit

struct PixelProbe {
    let width: Int
    let height: Int
    private let image: CGImage

    struct NoPixels: Error {}

    init(_ image: UIImage) throws {
        guard let cgImage = image.cgImage else { throw NoPixels() }
        self.image = cgImage
        width = cgImage.width
        height = cgImage.height
    }

    subscript(x: Int, y: Int) -> [UInt8] {
        guard let p = image.pixel(x: x, y: y) else { return [] }
        return [p.r, p.g, p.b, p.a]
    }

    /// The probes whose pixel differs from the expected bytes by more than `tolerance` in a channel.
    func mismatches(_ expected: [(x: Int, y: Int, rgba: [UInt8])], tolerance: Int = 2) -> [String] {
        expected.compactMap { probe in
            let actual = self[probe.x, probe.y]
            let close = actual.count == 4 && zip(actual, probe.rgba).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
            return close ? nil : "(\(probe.x), \(probe.y)): \(actual), expected \(probe.rgba)"
        }
    }

    static func format(scale: CGFloat) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }
}
