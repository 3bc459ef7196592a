// Pixel probes for the scene tests: an offscreen SDL window (SDL_VIDEODRIVER=offscreen, Mesa llvmpipe) with the
// host's runner, which draws a committed tree at a media time and reads the frame back.
import QuartzCore
import Foundation
import PlaygroundScenes
import SDLHost

/// One offscreen frame of a scene (described by its size only, so a failed expectation does not print every pixel).
struct ProbedFrame: CustomStringConvertible {
    let pixels: [UInt8]
    let width: Int
    let height: Int

    var description: String { "\(width)×\(height) frame" }

    /// RGBA at window point (x, y) (top-left origin, one pixel per point offscreen).
    func pixel(_ x: Int, _ y: Int) -> [Int] {
        let i = (y * width + x) * 4
        return (0..<4).map { Int(pixels[i + $0]) }
    }

    /// True when the RGB channels are within `tolerance` of `expected` (0...1 components).
    func pixel(_ x: Int, _ y: Int, isNear expected: (Double, Double, Double), tolerance: Int = 3) -> Bool {
        let p = pixel(x, y)
        let e = [expected.0, expected.1, expected.2].map { Int(($0 * 255).rounded()) }
        return zip(p.prefix(3), e).allSatisfy { abs($0 - $1) <= tolerance }
    }
}

/// Draws the harness's latest tree at exact scene time `t` offscreen and reads it back.
@MainActor func renderOffscreen(_ harness: SceneHarness, atSceneTime t: Double) throws -> ProbedFrame {
    let window = try HostWindow(title: "scene test", width: Int(harness.size.width), height: Int(harness.size.height),
                                headless: true, announce: false)
    let runner = try HostRunner(window: window)
    runner.draw(harness.context.latestTree, at: SceneHarness.startMediaTime + t)
    let frame = runner.readBack()
    return ProbedFrame(pixels: frame.pixels, width: frame.width, height: frame.height)
}

/// The RGB components of a colour (0...1).
func rgb(_ color: CGColor?) -> (Double, Double, Double) {
    let c = color?.components ?? [0, 0, 0, 1]
    if c.count >= 3 { return (Double(c[0]), Double(c[1]), Double(c[2])) }
    return (Double(c[0]), Double(c[0]), Double(c[0]))
}

/// `top` at `alpha` over an opaque `bottom`.
func blend(_ top: (Double, Double, Double), over bottom: (Double, Double, Double), alpha: Double) -> (Double, Double, Double) {
    (top.0 * alpha + bottom.0 * (1 - alpha), top.1 * alpha + bottom.1 * (1 - alpha), top.2 * alpha + bottom.2 * (1 - alpha))
}

/// How many pixels inside `rect` (window points) are light (channels summing above 400 of 765): drawn text —
/// white or the instruction's yellow — on the playground's dark panels.
func lightPixels(in frame: ProbedFrame, _ rect: CGRect) -> Int {
    var count = 0
    let x0 = max(Int(rect.minX), 0), x1 = min(Int(rect.maxX), frame.width)
    let y0 = max(Int(rect.minY), 0), y1 = min(Int(rect.maxY), frame.height)
    guard x0 < x1, y0 < y1 else { return 0 }
    for y in y0..<y1 {
        for x in x0..<x1 where frame.pixel(x, y).prefix(3).reduce(0, +) > 400 { count += 1 }
    }
    return count
}
