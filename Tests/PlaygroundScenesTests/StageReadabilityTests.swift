// docs/architecture.md "The playground", "a newcomer can read every label": with the HUD and the inspector shown, nothing the stage draws covers
// or cuts another text. The key notice never runs under the HUD (it wraps beside it, or sits below it in a window
// too narrow for the tool column); the inspector's legend and log entries wrap rather than end in an ellipsis; every
// scene's labels stay whole, apart from each other and clear of the tools; the key help shows every row whole.
import QuartzCore
import Foundation
import PlaygroundScenes
import SDLHost
import Testing

@MainActor @Suite("stage: every label readable with the tools shown", .serialized)
struct StageReadabilityTests {
    /// Shows the HUD (F1) and the inspector (F2, whose notice is the longest a tool key gives).
    static func showTools(_ harness: SceneHarness) {
        harness.schedule(.key("F1"), at: 0.1)
        harness.schedule(.key("F2"), at: 0.2)
        harness.advance(to: 0.3)
    }

    @Test("the inspector's long notice does not cover the HUD: beside it at 800×600, below it at 600×500",
          arguments: [CGSize(width: 800, height: 600), CGSize(width: 600, height: 500)])
    func noticeClearsTheHUD(size: CGSize) {
        withStage("layers", size: size, playsDemos: false) { harness, stage in
            Self.showTools(harness)
            let notice = stage.chrome.notice.layer.frame
            #expect(stage.chrome.notice.message.hasPrefix("Inspector on"))
            #expect(!notice.intersects(stage.hud.layer.frame), "notice \(notice), HUD \(stage.hud.layer.frame)")
            #expect(stage.layout.sceneArea.contains(notice), "notice \(notice) leaves \(stage.layout.sceneArea)")
            #expect(!stage.chrome.notice.text.isCut)
        }
    }

    @Test("the inspector's legend and a log entry naming a long layer are drawn whole, inside the panel")
    func inspectorPanelIsNotCut() {
        withStage("springs", playsDemos: false) { harness, stage in
            Self.showTools(harness)
            harness.schedule(.click(CGPoint(x: 200, y: 300)), at: 0.4)
            harness.advance(to: 0.6)
            let panel = stage.inspectorPanel
            let shown = [panel.legend, panel.heading] + panel.lines.filter { !$0.text.isEmpty }
            #expect(shown.count > 2, "no action search was logged")
            #expect(panel.lines.contains { $0.text.contains("mass 1, stiffness 100, damping 10") })
            for text in shown {
                #expect(!text.isCut, "cut: \(text.text)")
                #expect(panel.layer.bounds.contains(text.layer.frame), "outside the panel: \(text.text)")
            }
            #expect(!stage.hud.layer.frame.intersects(panel.layer.frame))
        }
    }

    @Test("with the HUD and the inspector shown, every scene's labels are whole, apart and clear of the tools",
          arguments: SceneCatalog.all.map { $0.name })
    func sceneLabelsStayReadable(scene name: String) {
        withStage(name, playsDemos: false) { harness, stage in
            Self.showTools(harness)
            let frames = stage.chrome.labels.map { windowFrame(of: $0, in: harness.root) }
            for (label, frame) in zip(stage.chrome.labels, frames) {
                #expect(!label.isCut, "cut: \(label.text)")
                #expect(stage.layout.sceneArea.contains(frame), "\(label.text) leaves the scene area: \(frame)")
                #expect(!frame.intersects(stage.hud.layer.frame), "\(label.text) is under the HUD")
                #expect(!frame.intersects(stage.inspectorPanel.layer.frame), "\(label.text) is under the inspector")
            }
            for i in frames.indices {
                for j in frames.indices where j > i {
                    #expect(!frames[i].intersects(frames[j]),
                            "\(stage.chrome.labels[i].text) overlaps \(stage.chrome.labels[j].text)")
                }
            }
        }
    }

    @Test("the key help shows every row whole and fits the window, at 800×600 and at 600×500",
          arguments: [CGSize(width: 800, height: 600), CGSize(width: 600, height: 500)])
    func helpRowsAreWhole(size: CGSize) {
        withStage("view-keyframes", size: size, playsDemos: false) { harness, stage in
            harness.schedule(.key("F1"), at: 0.1)
            harness.schedule(.key("?"), at: 0.2)
            harness.advance(to: 0.3)
            #expect(stage.help.isShown)
            for row in stage.help.lines.indices {
                let text = stage.help.rows[row]
                #expect(!text.isCut, "cut: \(text.text)")
                #expect(stage.help.layer.bounds.contains(text.layer.frame), "outside the help: \(text.text)")
            }
            #expect(stage.layout.middleArea.contains(stage.help.layer.frame), "help \(stage.help.layer.frame)")
        }
    }
}
