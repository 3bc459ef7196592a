// The bottom bar keeps every caption whole (README, Scenes and tools: the live controls change the next
// interaction, and the bar says which): with all four live controls changed, their caption is drawn whole, inside
// the bar and clear of the key hint, at 600, 800 and 1280 points wide; and the HUD's notice fits on one line
// beside the tool column at the default size.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("stage: the bar's captions are whole", .serialized)
struct StageBarTests {
    @Test("the live controls' caption is whole and clear of the key hint at 600, 800 and 1280 wide",
          arguments: [CGSize(width: 600, height: 400), CGSize(width: 800, height: 600), CGSize(width: 1280, height: 800)])
    func controlsCaptionIsWhole(size: CGSize) {
        withStage("layers", size: size, playsDemos: false) { harness, stage in
            for (index, key) in ["F6", "F7", "F8", "F9"].enumerated() {
                harness.schedule(.key(key), at: 0.1 * Double(index + 1))
            }
            harness.advance(to: 0.5)
            let controls = stage.chrome.controls
            #expect(controls.text.contains("layer speed"))
            #expect(!controls.isCut, "cut: \(controls.text)")
            let frame = windowFrame(of: controls, in: harness.root)
            #expect(frame.maxX <= size.width - 4, "runs past the window: \(frame)")
            let hint = stage.chrome.keyHint
            if !hint.layer.isHidden {
                #expect(!frame.intersects(windowFrame(of: hint, in: harness.root)), "over the key hint")
            }
            #expect(!frame.intersects(windowFrame(of: stage.chrome.position, in: harness.root)), "over the position")
        }
    }

    @Test("F1's notice is one line at the default size")
    func hudNoticeIsOneLine() {
        withStage("layers", playsDemos: false) { harness, stage in
            harness.schedule(.key("F1"), at: 0.1)
            harness.advance(to: 0.2)
            let notice = stage.chrome.notice.text
            #expect(notice.text.hasPrefix("HUD on"))
            #expect(notice.size.height < 24, "the notice wraps: \(notice.size)")
        }
    }
}
