// docs/architecture.md "The playground", moving between scenes and every key answering on screen, headless through the stage as `--key` and
// `--click` drive it: arrows and digits switch scenes, the key help lists the scenes and keys and its rows are
// clickable, the bar's arrows switch, each tool key shows its notice, the person's input stops the demo loop, and
// the live controls change the next interaction.
import QuartzCore
import Foundation
import PlaygroundScenes
import SDLHost
import Testing

@MainActor @Suite("stage: scene switching, key notices, demo takeover, live controls", .serialized)
struct StageInputTests {
    @Test("Right, Left and digits switch scenes (wrapping at both ends); the caption follows")
    func keysSwitchScenes() {
        withStage("layers") { harness, stage in
            let count = SceneCatalog.all.count
            harness.schedule(.key("Right"), at: 0.1)
            harness.advance(to: 0.1)
            #expect(stage.sceneIndex == 1 && stage.scene is ClickToMoveScene)
            #expect(stage.chrome.title.text == ClickToMoveScene.title)
            #expect(stage.chrome.position.text == "2 / \(count)  click-to-move")
            harness.schedule(.key("Left"), at: 0.2)
            harness.schedule(.key("Left"), at: 0.3)
            harness.advance(to: 0.3)
            #expect(stage.sceneIndex == count - 1)
            harness.schedule(.key("5"), at: 0.4)
            harness.advance(to: 0.4)
            #expect(stage.scene is PushTransitionScene)
            harness.schedule(.key("0"), at: 0.5)
            harness.advance(to: 0.5)
            #expect(stage.sceneIndex == 9)
            // The old scene's layers are gone from the tree: one scene container under the root.
            #expect(harness.root.sublayers?.filter { $0.name?.hasPrefix("scene ") ?? false }.count == 1)
        }
    }

    @Test("? shows every key and the scene list; a click on a row switches to that scene; Tab hides the help")
    func helpListsKeysAndScenes() throws {
        try withStage("push-transitions") { harness, stage in
            harness.schedule(.key("?"), at: 0.1)
            harness.advance(to: 0.1)
            #expect(stage.help.isShown)
            let lines = stage.help.lines
            for key in StageKey.all + PushTransitionScene.keys {
                #expect(lines.contains { $0.hasPrefix("\(key.key)  —  ") }, "key \(key.key) missing from the help")
            }
            #expect(lines.contains { $0.contains("timing-functions") })
            let frame = try renderOffscreen(harness, atSceneTime: 0.1)
            #expect(lightPixels(in: frame, stage.help.layer.frame) > 2000, "the help panel drew no text")

            // The third scene's row: rows start 14 pt below the panel top, 17 pt apart, after the heading.
            let panel = stage.help.layer.frame
            harness.schedule(.click(CGPoint(x: panel.minX + 60, y: panel.minY + 14 + 17 * 3 + 8)), at: 0.2)
            harness.advance(to: 0.2)
            #expect(stage.scene is ColorChangeScene)
            #expect(!stage.help.isShown)
            harness.schedule(.key("Tab"), at: 0.3)
            harness.advance(to: 0.3)
            #expect(stage.help.isShown)
            harness.schedule(.key("Tab"), at: 0.4)
            harness.advance(to: 0.4)
            #expect(!stage.help.isShown)
        }
    }

    @Test("the bar's previous and next buttons switch scenes")
    func barButtonsSwitch() {
        withStage("wiggle") { harness, stage in
            let barY = 600 - StageLayout.barHeight / 2
            harness.schedule(.click(CGPoint(x: 80, y: barY)), at: 0.1)
            harness.advance(to: 0.1)
            #expect(stage.scene is PushTransitionScene)
            harness.schedule(.click(CGPoint(x: 20, y: barY)), at: 0.2)
            harness.schedule(.click(CGPoint(x: 20, y: barY)), at: 0.3)
            harness.advance(to: 0.3)
            #expect(stage.scene is ColorChangeScene)
        }
    }

    @Test("each tool key answers with a notice that shows at once and fades out after 2.2 s")
    func keyNotices() {
        withStage("color-change") { harness, stage in
            let expected: [(String, String)] = [
                ("F3", "Slow motion: 0.1× (F3 again for normal speed)"), ("F3", "Normal speed"),
                ("F4", "Paused (F5 steps one frame, F4 resumes)"), ("F5", "One frame on (1/60 s)"), ("F4", "Running"),
                ("F6", "Next interaction: duration 0.25 s"), ("F7", "Next interaction: timing linear"),
                ("F8", "Next interaction: disableActions true"), ("F9", "Next interaction: layer speed 0.5×"),
                ("F12", "No window to capture here: use --screenshot FILE"),
                ("D", "Demo stopped: your turn"),
            ]
            var time = 0.1
            for (key, message) in expected {
                harness.schedule(.key(key), at: time)
                harness.advance(to: time)
                #expect(stage.chrome.notice.message == message, "after \(key)")
                time += 0.1
            }
            harness.advance(to: time + 0.5)
            #expect(abs((stage.chrome.notice.layer.presentation()?.opacity ?? 0) - 1) < 1e-6)
            harness.advance(to: time + 3)
            #expect((stage.chrome.notice.layer.presentation()?.opacity ?? 1) < 1e-6)
        }
    }

    @Test("push-transitions: T and S answer with the transition type and side now in use")
    func transitionNotice() {
        withStage("push-transitions", playsDemos: false) { harness, stage in
            harness.schedule(.key("T"), at: 0.1)
            harness.advance(to: 0.1)
            #expect(stage.chrome.notice.message == "Transition: moveIn, fromLeft")
            harness.schedule(.key("S"), at: 0.2)
            harness.advance(to: 0.2)
            #expect(stage.chrome.notice.message == "Transition: moveIn, fromRight")
        }
    }

    @Test("the person's click stops the demo at once: no scripted event follows, the notice says so")
    func inputTakesOver() throws {
        try withStage("color-change") { harness, stage in
            let scene = try #require(stage.scene as? ColorChangeScene)
            let demo = try #require(stage.demo)
            #expect(demo.isPlaying)
            harness.advance(to: 0.5)
            harness.schedule(.click(CGPoint(x: 400, y: 300)), at: 0.6)
            harness.advance(to: 0.6)
            #expect(!demo.isPlaying)
            #expect(stage.chrome.notice.message == "Demo stopped: your turn (D plays it again)")
            let color = scene.implicitLayer.backgroundColor
            harness.advance(to: 6)
            #expect(scene.implicitLayer.backgroundColor == color, "the demo clicked again after the person took over")
        }
    }

    @Test("live controls: F6 makes the next click-to-move move take 0.25 s instead of 4 s; F8 makes it jump")
    func liveControlsChangeTheNextInteraction() throws {
        try withStage("click-to-move", playsDemos: false) { harness, stage in
            let scene = try #require(stage.scene as? ClickToMoveScene)
            harness.schedule(.key("F6"), at: 0.1)
            harness.schedule(.click(CGPoint(x: 100, y: 150)), at: 0.2)
            harness.advance(to: 0.2)
            let move = try #require(scene.colorLayer.animation(forKey: "position"))
            #expect(move.duration == 0.25)
            #expect(stage.chrome.controls.text.contains("duration 0.25 s"))
            harness.schedule(.key("F8"), at: 1)
            harness.schedule(.click(CGPoint(x: 600, y: 300)), at: 1.1)
            harness.advance(to: 1.1)
            #expect(scene.colorLayer.animation(forKey: "position") == nil)
            // Clicks are in window points; the scene's coordinates start below the caption band.
            #expect(scene.colorLayer.position == CGPoint(x: 600, y: 300 - StageLayout.captionHeight))
        }
    }

    @Test("F9 sets the scene container's speed; F4 pauses it, leaving the stage's overlays running")
    func speedAndPause() {
        withStage("pause-resume", playsDemos: false) { harness, stage in
            harness.schedule(.key("F9"), at: 0.1)
            harness.advance(to: 0.1)
            #expect(stage.sceneLayer.speed == 0.5)
            harness.schedule(.key("F4"), at: 0.2)
            harness.advance(to: 0.2)
            #expect(stage.sceneLayer.speed == 0)
            #expect(harness.root.speed == 1)
        }
    }

    @Test("F7 draws the chosen timing function's curve in the caption: for easeIn the curve is below the diagonal at mid-time")
    func timingCurveDrawn() throws {
        try withStage("click-to-move", playsDemos: false) { harness, stage in
            #expect(stage.chrome.curve.isHidden)
            harness.schedule(.key("F7"), at: 0.1)
            harness.schedule(.key("F7"), at: 0.2)
            harness.advance(to: 0.2)
            #expect(stage.chrome.curveLabel.text == "easeIn")
            #expect(!stage.chrome.curve.isHidden && stage.chrome.curve.contents is CGImage)
            let frame = try renderOffscreen(harness, atSceneTime: 0.2)
            let box = stage.chrome.curve.frame
            // Inside the 4-pt inset square: x = ½ of the span. easeIn(½) = 0.315, so the curve crosses that column
            // at 31.5 % height (low), and the column at 80 % height (where linear would be at x = 0.8) is clear.
            let span = box.width - 8
            let x = Int(box.minX + 4 + span / 2)
            let onCurve = Int(box.minY + 4 + span * (1 - 0.315))
            let column = (onCurve - 2...onCurve + 2).map { frame.pixel(x, $0) }
            #expect(column.contains { $0[2] > 180 && $0[1] > 150 }, "no curve at (\(x), \(onCurve)): \(column)")
            let above = Int(box.minY + 4 + span * 0.2)
            #expect(frame.pixel(x, above)[2] < 120, "got \(frame.pixel(x, above)) where easeIn has no curve")
        }
    }

    @Test("a scene's own keys win: in view-keyframes 3 picks the paced mode instead of scene 3; Page Down still switches")
    func sceneKeysWin() {
        withStage("view-keyframes", playsDemos: false) { harness, stage in
            harness.schedule(.key("3"), at: 0.1)
            harness.advance(to: 0.1)
            #expect(stage.scene is ViewKeyframePathScene)
            #expect((stage.scene as? ViewKeyframePathScene)?.mode == .calculationModePaced)
            harness.schedule(.key("PageDown"), at: 0.2)
            harness.advance(to: 0.2)
            #expect(!(stage.scene is ViewKeyframePathScene))
        }
    }
}
