// Golden images of CATextLayer on Pango and HarfBuzz (docs/architecture.md "Text"): alignment, wrapping, truncation, attributed runs,
// non-Latin scripts and scale 2, each with a must-fail twin. Drawn in DejaVu (fonts-dejavu-core, installed by
// .ci/install-deps), through the display cycle, without GL.
import QuartzCore
import Foundation
import Testing

@Suite("Golden: CATextLayer")
struct GoldenTextTests {
    @Test("left, centre, right, natural and justified alignment match their reference; swapping two modes does not")
    func alignment() {
        GoldenImage.expectMatch(TextScenes.alignment(), name: "text/alignment")
        GoldenImage.expectMismatch(TextScenes.alignment([.left, .right, .center, .natural]), name: "text/alignment")
    }

    @Test("wrapped text breaks at words within the bounds; 20 points narrower it breaks elsewhere")
    func wrapping() {
        GoldenImage.expectMatch(TextScenes.wrapping(), name: "text/wrapping")
        GoldenImage.expectMismatch(TextScenes.wrapping(width: 20), name: "text/wrapping")
    }

    @Test("none, start, middle and end truncation match their reference; start and end swapped do not")
    func truncation() {
        GoldenImage.expectMatch(TextScenes.truncation(), name: "text/truncation")
        GoldenImage.expectMismatch(TextScenes.truncation([.none, .end, .middle, .start]), name: "text/truncation")
    }

    @Test("attributed runs with their own font, size, colour and kern match their reference; kern 2 does not")
    func attributedRuns() {
        GoldenImage.expectMatch(TextScenes.attributedRuns(), name: "text/attributed-runs")
        GoldenImage.expectMismatch(TextScenes.attributedRuns(kern: 2), name: "text/attributed-runs")
    }

    @Test("Arabic, Greek and Cyrillic shape and lay out at scale 1 and 2; one changed letter fails", arguments: [1, 2])
    func nonLatin(scale: Int) {
        GoldenImage.expectMatch(TextScenes.nonLatin(scale: CGFloat(scale)), name: "text/non-latin-scale\(scale)")
        GoldenImage.expectMismatch(TextScenes.nonLatin(scale: CGFloat(scale), arabic: "مرحبا بالعالـم"),
                                   name: "text/non-latin-scale\(scale)")
    }

    @Test("paragraphs with their own paragraph style align left, centre, right and natural (Arabic: right) each; centre and right swapped fail")
    func paragraphAlignments() {
        GoldenImage.expectMatch(TextScenes.paragraphAlignments(), name: "text/paragraph-alignments")
        GoldenImage.expectMismatch(TextScenes.paragraphAlignments([.left, .right, .center, .natural]),
                                   name: "text/paragraph-alignments")
    }
}
