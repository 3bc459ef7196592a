// Test support: what a failing golden comparison leaves behind (docs/architecture.md "Conventions": rendering
// tests compare pixels). When a frame does not match its reference, the frame itself and a diff image are written
// beside each other under .build/golden-failures/ (the reference's name with .actual.png and .diff.png), and the
// failure message names both, so the difference can be looked at instead of guessed from a pixel count. The
// diff shows the reference dimmed to a third, with every pixel that differs beyond the tolerance in pure red.
import Foundation
import SDLHost

extension GoldenImage {
    /// Where failing comparisons write their images: `.build/golden-failures` at the package root (ignored by git).
    static let failureDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/golden-failures")

    /// Writes `frame` and its diff against `reference` as `name`.actual.png and `name`.diff.png under `directory`
    /// (a size mismatch writes the frame alone); returns a sentence naming the files, for the failure message.
    static func writeFailureImages(_ frame: RGBAFrame, reference: (pixels: [UInt8], width: Int, height: Int)?,
                                   name: String, tolerance: Int, in directory: URL = failureDirectory) -> String {
        let actual = directory.appendingPathComponent(name + ".actual.png")
        let diff = directory.appendingPathComponent(name + ".diff.png")
        do {
            try FileManager.default.createDirectory(at: actual.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try PNGWriter.write(rgba: frame.pixels, width: frame.width, height: frame.height, to: actual.path)
            guard let reference, reference.width == frame.width, reference.height == frame.height else {
                return "the rendered frame is at \(actual.path)"
            }
            let pixels = diffPixels(frame.pixels, reference.pixels, count: frame.width * frame.height,
                                    tolerance: tolerance)
            try PNGWriter.write(rgba: pixels, width: frame.width, height: frame.height, to: diff.path)
            return "the rendered frame is at \(actual.path), the differing pixels in red at \(diff.path)"
        } catch {
            return "the rendered frame could not be written to \(actual.path): \(error)"
        }
    }

    /// The diff image: the reference dimmed to a third (opaque), pixels differing beyond `tolerance` in red.
    static func diffPixels(_ frame: [UInt8], _ reference: [UInt8], count: Int, tolerance: Int) -> [UInt8] {
        var out = [UInt8](repeating: 255, count: count * 4)
        for pixel in 0..<count {
            var worst = 0
            for channel in 0..<4 {
                let i = pixel * 4 + channel
                worst = max(worst, abs(Int(frame[i]) - Int(reference[i])))
            }
            let base = pixel * 4
            if worst > tolerance {
                out[base] = 255; out[base + 1] = 0; out[base + 2] = 0
            } else {
                for channel in 0..<3 { out[base + channel] = reference[base + channel] / 3 }
            }
        }
        return out
    }
}
