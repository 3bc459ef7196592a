// The scene file in the interactive window (docs/architecture.md "Scene files"): the error panel over the stage,
// the watcher's reloads swapped in on the main run loop (the stage shows the new type in the same window, size
// and tools), and a trap's message.
import QuartzCore
import Foundation
import PlaygroundScenes
import RunLoopCore
import SDLHost

extension PlaygroundSession {
    /// Wires `controller` to the stage shown in the window; `problems` are the first compile's (shown at once).
    func attach(_ controller: SceneFileController, problems: [String], to stage: PlaygroundStage, root: CALayer) {
        let panel = SceneFileErrorPanel()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.addSublayer(panel.layer)
        CATransaction.commit()
        panel.show(problems, in: stage.layout.size)
        let loop = EventRunLoop.current
        let showsSceneFile = { ObjectIdentifier(stage.sceneType) == ObjectIdentifier(SceneFileScene.self) }
        let previous = stage.onSceneChange
        stage.onSceneChange = { type in
            previous?(type)
            panel.show(panel.lines, in: stage.layout.size)   // follows the window's size
        }
        controller.onProblems = { lines in panel.show(lines, in: stage.layout.size) }
        controller.onReload = {
            if showsSceneFile() { stage.show(sceneAt: stage.sceneIndex) }
        }
        // A trap found while the stage builds or hands input to the scene: say it once, then show the empty scene
        // on the next run-loop pass (not from inside the stage's own call).
        SceneFileScene.state.onUnload { message in
            FileHandle.standardError.write(Data("playground: \(message)\n".utf8))
            loop.perform(inModes: [.common]) {
                panel.show([message], in: stage.layout.size)
                if showsSceneFile() { stage.show(sceneAt: stage.sceneIndex) }
            }
            loop.wakeUp()
        }
        controller.watch(size: { stage.layout.sceneArea.size }) { work in
            loop.perform(inModes: [.common], block: work)
            loop.wakeUp()
        }
    }
}
