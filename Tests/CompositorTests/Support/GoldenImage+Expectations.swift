// Test support: the two assertions every golden-image family makes (docs/architecture.md "The compositor"): a scene
// matches its reference within the tolerance, and a slightly changed scene does not match the unchanged reference.
import Testing

extension GoldenImage {
    /// Records an issue unless `frame` matches the reference `name` (written first when UPDATE_GOLDEN=1).
    /// A failing comparison writes the frame drawn and a diff image (GoldenImage+Failures) and names both.
    static func expectMatch(_ frame: RGBAFrame, name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = check(frame, name: name)
        let difference = "\(result.mismatchedPixels) pixels differ, worst channel by \(result.worstChannelDifference)"
        let written = result.artifacts ?? "no image written"
        #expect(result.problem == nil, "\(name): \(result.problem ?? "")", sourceLocation: sourceLocation)
        #expect(result.mismatchedPixels == 0,
                "\(name): \(difference); \(written)",
                sourceLocation: sourceLocation)
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
