// Labels wrap between words, never inside one (README, Scenes and tools: labels on what differs): with the tools'
// column shown the scene is fitted smaller while its labels keep their size, so many labels wrap; every label of
// every scene is at least as wide as its widest word, which a label split mid-word (".ce-nter", "alignmentMo-de",
// as Unicode's line breaking does before a full stop) is not.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("stage: labels wrap between words", .serialized)
struct SceneLabelWordTests {
    @Test("every scene label is as wide as its widest word, at 600×400 and with the tools at 800×600 and 1280×800",
          arguments: SceneCatalog.all.map { $0.name })
    func labelsWrapBetweenWords(scene name: String) {
        for (size, tools) in [(CGSize(width: 600, height: 400), false), (CGSize(width: 800, height: 600), true),
                              (CGSize(width: 1280, height: 800), true)] {
            withStage(name, size: size, playsDemos: false) { harness, stage in
                if tools {
                    harness.schedule(.key("F1"), at: 0.1)
                    harness.schedule(.key("F2"), at: 0.2)
                }
                harness.advance(to: 0.3)
                for label in stage.chrome.labels {
                    var plain = label.style
                    plain.maxWidth = nil
                    plain.wraps = false
                    let widest = label.text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\u{200B}" })
                        .map { OverlayText(String($0), style: plain).size.width }.max() ?? 0
                    #expect(label.size.width + 0.5 >= widest,
                            "\(name) at \(size)\(tools ? " with tools" : ""): '\(label.text)' is split inside a word")
                }
            }
        }
    }
}
