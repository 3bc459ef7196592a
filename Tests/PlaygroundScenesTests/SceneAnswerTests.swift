// Every key answers with what happened (README, Scenes and tools: "every key answers with a notice on screen"): a
// scene key's notice says the new state, not the key's help text; the scene's state and a pause stay shown beside
// the title after the notice fades; the demo's own key presses say so; a new scene starts without the last scene's
// notice; F12's notice comes after the frame was written and names its full path.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("stage: every answer says the new state", .serialized)
struct SceneAnswerTests {
    /// The notice's opacity as drawn now.
    static func noticeOpacity(_ stage: PlaygroundStage) -> Float {
        stage.chrome.notice.layer.presentation()?.opacity ?? 0
    }

    @Test("view-keyframes' 3 answers \"calculation mode: paced\", and the mode stays beside the title")
    func keyframeModeIsSaid() {
        withStage("view-keyframes") { harness, stage in
            harness.schedule(.key("3"), at: 0.1)
            harness.advance(to: 0.1)
            #expect(stage.chrome.notice.message == "calculation mode: paced (a new lap)")
            harness.advance(to: 4)
            #expect(Self.noticeOpacity(stage) < 0.01)
            #expect(stage.chrome.status.text == "calculation mode: paced")
        }
    }

    @Test("view-animator's Right, L and R answer with the fraction, scrubsLinearly and the direction")
    func animatorStateIsSaid() {
        withStage("view-animator", playsDemos: false) { harness, stage in
            harness.schedule(.key("Right"), at: 0.1)
            harness.advance(to: 0.1)
            #expect(stage.chrome.notice.message == "scrubbed to fractionComplete 0.05 (paused)")
            harness.schedule(.key("L"), at: 0.2)
            harness.advance(to: 0.2)
            #expect(stage.chrome.notice.message.hasPrefix("scrubsLinearly off"))
            harness.schedule(.key("R"), at: 0.3)
            harness.advance(to: 0.3)
            #expect(stage.chrome.notice.message.hasPrefix("reversed"))
            #expect(stage.chrome.status.text.contains("fraction 0.05"))
            #expect(stage.chrome.status.text.contains("reversed"))
        }
    }

    @Test("zoomable-image's + answers with the new zoom, T with the outlines' state")
    func zoomIsSaid() throws {
        try withStage("zoomable-image", playsDemos: false) { harness, stage in
            let scene = try #require(stage.scene as? ZoomableImageScene)
            harness.schedule(.key("="), at: 0.1)
            harness.advance(to: 0.1)
            #expect(stage.chrome.notice.message.hasPrefix(String(format: "zoom %.3g×", Double(scene.zoom))))
            harness.schedule(.key("T"), at: 0.2)
            harness.advance(to: 0.2)
            #expect(stage.chrome.notice.message.hasPrefix("tile outlines on"))
            #expect(stage.chrome.status.text.hasSuffix("tile outlines"))
        }
    }

    @Test("the demo's own key presses say what they did: pause-resume's Space at 1.5 s, view-vs-layer's A at 3 s")
    func demoKeysAreSaid() {
        withStage("pause-resume") { harness, stage in
            harness.advance(to: 1.6)
            #expect(stage.chrome.notice.message.hasPrefix("Demo pressed Space: paused"))
            #expect(stage.chrome.status.text.hasPrefix("container paused"))
        }
        withStage("view-vs-layer") { harness, stage in
            harness.advance(to: 3.1)
            #expect(stage.chrome.notice.message.hasPrefix("Demo pressed A: inside UIView.animate"))
        }
    }

    @Test("a new scene starts without the last scene's notice")
    func noticeDoesNotFollowToTheNextScene() {
        withStage("layers", playsDemos: false) { harness, stage in
            harness.schedule(.key("F3"), at: 0.1)
            harness.advance(to: 0.2)
            #expect(Self.noticeOpacity(stage) > 0.99)
            harness.schedule(.key("Right"), at: 0.3)
            harness.advance(to: 0.35)
            #expect(Self.noticeOpacity(stage) < 0.01, "the slow-motion notice lingers over click-to-move")
        }
    }

    @Test("F4's pause stays marked beside the title after its notice fades, and goes on F4 again")
    func pauseIsMarked() {
        withStage("springs", playsDemos: false) { harness, stage in
            harness.schedule(.key("F4"), at: 0.1)
            harness.advance(to: 5)
            #expect(Self.noticeOpacity(stage) < 0.01)
            #expect(stage.chrome.status.text.hasPrefix("PAUSED"))
            #expect(stage.chrome.status.layer.superlayer != nil)
            harness.schedule(.key("F4"), at: 5.1)
            harness.advance(to: 5.2)
            #expect(!stage.chrome.status.text.contains("PAUSED"))
        }
    }

    @Test("F12 shows no notice in the frame it captures; once written, the notice names the full path")
    func screenshotNoticeComesAfter() {
        withStage("layers", playsDemos: false) { harness, stage in
            var finish: ((String?, String?) -> Void)?
            stage.screenshotHandler = { done in finish = done }
            harness.schedule(.key("F3"), at: 0.1)
            harness.schedule(.key("F12"), at: 0.2)
            harness.advance(to: 0.2)
            #expect(finish != nil)
            #expect(Self.noticeOpacity(stage) < 0.01, "the frame captured shows a notice")
            finish?("/tmp/shots/playground-layers_1.png", nil)
            harness.advance(to: 0.3)
            #expect(stage.chrome.notice.message == "Screenshot saved: /tmp/shots/playground-layers_1.png")
            #expect(Self.noticeOpacity(stage) > 0.99)
        }
    }
}
