// Test support: compares a rendered frame with a reference PNG under Tests/CompositorTests/Golden/ (found
// relative to this file, not through SwiftPM resources), with a per-channel tolerance. UPDATE_GOLDEN=1 writes
// the references instead; look at them before committing. A frame that does not match is written with a diff image
// where the failure message says (GoldenImage+Failures.swift).
import Foundation
import SDLHost

enum GoldenImage {
    /// Tests/CompositorTests/Golden, beside this file's folder (Support/).
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// The outcome of one comparison: how many pixels differ by more than the tolerance, and the worst channel.
    struct Comparison {
        var mismatchedPixels: Int
        var worstChannelDifference: Int
        var problem: String?
        /// Where a failed `check` wrote the rendered frame and the diff image (nil: it matched, or was not written).
        var artifacts: String?
        var matches: Bool { problem == nil && mismatchedPixels == 0 }
    }

    /// Compares `frame` with `reference` pixel for pixel.
    static func compare(_ frame: RGBAFrame, with reference: (pixels: [UInt8], width: Int, height: Int),
                        tolerance: Int) -> Comparison {
        guard reference.width == frame.width, reference.height == frame.height else {
            return Comparison(mismatchedPixels: frame.width * frame.height, worstChannelDifference: 255,
                              problem: "size \(frame.width)×\(frame.height) differs from the reference's "
                                  + "\(reference.width)×\(reference.height)")
        }
        var mismatched = 0, worst = 0
        for pixel in 0..<(frame.width * frame.height) {
            var pixelWorst = 0
            for channel in 0..<4 {
                let i = pixel * 4 + channel
                pixelWorst = max(pixelWorst, abs(Int(frame.pixels[i]) - Int(reference.pixels[i])))
            }
            worst = max(worst, pixelWorst)
            if pixelWorst > tolerance { mismatched += 1 }
        }
        return Comparison(mismatchedPixels: mismatched, worstChannelDifference: worst, problem: nil)
    }

    /// Compares `frame` with the reference `name`.png, or writes it when UPDATE_GOLDEN=1. `name` may hold a
    /// subfolder ("contents-gravity/topLeft"); the folder is made when writing.
    static func check(_ frame: RGBAFrame, name: String, tolerance: Int = 3) -> Comparison {
        let url = directory.appendingPathComponent(name + ".png")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                     withIntermediateDirectories: true)
            do {
                try PNGWriter.write(rgba: frame.pixels, width: frame.width, height: frame.height, to: url.path)
            } catch {
                return Comparison(mismatchedPixels: 0, worstChannelDifference: 0, problem: "\(error)")
            }
        }
        var result = compareWithStored(frame, name: name, tolerance: tolerance)
        if !result.matches, let reference = PNGWriter.read(path: url.path) {
            result.artifacts = writeFailureImages(frame, reference: reference, name: name, tolerance: tolerance)
        }
        return result
    }

    /// Compares `frame` with the stored reference `name`.png without ever writing it (UPDATE_GOLDEN is ignored),
    /// so a deliberately changed scene is always judged against the unchanged reference.
    static func compareWithStored(_ frame: RGBAFrame, name: String, tolerance: Int = 3) -> Comparison {
        let path = directory.appendingPathComponent(name + ".png").path
        guard let reference = PNGWriter.read(path: path) else {
            return Comparison(mismatchedPixels: 0, worstChannelDifference: 0,
                              problem: "no reference at \(path); run once with UPDATE_GOLDEN=1 and check the image")
        }
        return compare(frame, with: reference, tolerance: tolerance)
    }
}
