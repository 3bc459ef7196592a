// Test support: the two assertions every golden-image family makes (issue 6 "Done when"): a scene matches its
// reference within the tolerance (a failing match writes the frame drawn to the temporary folder's golden-actual/,
// and its message says where), and a slightly changed scene does not match the unchanged reference.
import Foundation
import SDLHost
import Testing

extension GoldenImage {
    /// Records an issue unless `frame` matches the reference `name` (written first when UPDATE_GOLDEN=1).
    /// A failing comparison writes the frame drawn to `actualPath(name)` and says where.
    static func expectMatch(_ frame: RGBAFrame, name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = check(frame, name: name)
        let actual = result.matches ? "" : writeActual(frame, name: name)
        #expect(result.problem == nil, "\(name): \(result.problem ?? "")\(actual)", sourceLocation: sourceLocation)
        #expect(result.mismatchedPixels == 0,
                "\(name): \(result.mismatchedPixels) pixels differ, worst channel by \(result.worstChannelDifference)\(actual)",
                sourceLocation: sourceLocation)
    }

    /// Where a failing comparison leaves the frame it drew: the temporary folder's golden-actual/`name`.png.
    static func actualPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("golden-actual")
            .appendingPathComponent(name + ".png").path
    }

    /// Writes `frame` to `actualPath(name)`; returns the sentence for the failure message.
    static func writeActual(_ frame: RGBAFrame, name: String) -> String {
        let path = actualPath(name)
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try PNGWriter.write(rgba: frame.pixels, width: frame.width, height: frame.height, to: path)
            return "; the frame drawn is at \(path)"
        } catch {
            return "; the frame drawn could not be written to \(path): \(error)"
        }
    }

    /// Records an issue unless `frame` (a deliberately changed scene) fails against the stored reference `name`.
    /// A missing reference is an issue too, so this cannot pass for want of something to compare with.
    static func expectMismatch(_ frame: RGBAFrame, name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = compareWithStored(frame, name: name)
        #expect(result.problem == nil, "\(name): \(result.problem ?? "")", sourceLocation: sourceLocation)
        #expect(result.mismatchedPixels > 0,
                "\(name): the changed scene still matches (worst channel \(result.worstChannelDifference))",
                sourceLocation: sourceLocation)
    }
}
