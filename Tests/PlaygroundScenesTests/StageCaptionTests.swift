// The caption band keeps every scene's title, instruction and status whole (README, Scenes and tools: each scene
// says what it is): at 600, 800 and 1600 points wide, mid-demo, nothing in the caption ends in an ellipsis, and the
// status shares the title's line without running into it or under the curve's corner.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("stage: the caption is whole at every size", .serialized)
struct StageCaptionTests {
    @Test("every scene's title, instruction and status (mid-demo) are drawn whole at 600, 800 and 1600 wide",
          arguments: SceneCatalog.all.map { $0.name })
    func captionIsWhole(scene name: String) {
        for size in [CGSize(width: 600, height: 400), CGSize(width: 800, height: 600), CGSize(width: 1600, height: 1000)] {
            withStage(name, size: size) { harness, stage in
                harness.advance(to: 3.5)
                let chrome = stage.chrome
                for text in [chrome.title, chrome.instruction, chrome.status] {
                    #expect(!text.isCut, "\(name) at \(size): cut: \(text.text)")
                }
                let title = windowFrame(of: chrome.title, in: harness.root)
                if !chrome.status.text.isEmpty {
                    let status = windowFrame(of: chrome.status, in: harness.root)
                    #expect(!title.intersects(status), "\(name) at \(size): the status runs into the title")
                    #expect(status.maxX <= size.width - StageChrome.curveSide, "\(name) at \(size): status under the curve")
                }
            }
        }
    }
}
