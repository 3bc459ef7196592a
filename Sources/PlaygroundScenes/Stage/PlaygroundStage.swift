// The playground's stage (docs/architecture.md "The playground"): one window, many scenes. It hosts the current scene in its own container
// layer between the caption band and the scene bar, says what the scene is (StageChrome), plays the scene's demo
// loop until the person takes over, switches scenes (arrows, digits, the clickable list in the key help), follows
// the window's size, and owns the tools that work without a window (slow motion, pause, step, the live controls,
// the HUD and the inspector). The interactive window and the headless harness drive it the same way: `handle`
// for input, `tick` once per frame before the commit. This file holds the state and scene switching; +Input
// routes events, +Time handles the scene's time, +Tools the HUD and inspector.
import QuartzCore
import Foundation
import HostInterface

@MainActor
package final class PlaygroundStage {
    package let root: CALayer
    package let scenes: [any PlaygroundScene.Type]
    package let chrome: StageChrome
    package let help = StageHelpPanel()
    package let hud = HUDOverlay()
    package let inspector = InspectorOverlay()
    package let inspectorPanel = InspectorPanel()
    package let actionLog = ActionSearchLog(capacity: 64)
    package let controls = SceneGlobals.liveControls
    package private(set) var layout: StageLayout
    package private(set) var sceneIndex: Int
    package private(set) var scene: any PlaygroundScene
    /// The current scene's container: scene coordinates are its coordinates.
    package private(set) var sceneLayer: CALayer
    /// The size the current scene was built for (its container's bounds); the area may differ (SceneFit).
    package private(set) var builtSceneSize: CGSize
    /// The current scene's labels in scene coordinates, as it gave them after `build`.
    private var sceneLabels: [SceneLabel] = []
    package private(set) var demo: DemoPlayer?
    /// Whether a newly shown scene starts its demo loop.
    package let playsDemos: Bool
    package internal(set) var hudVisible = false
    package internal(set) var inspectorVisible = false
    /// F12: writes the frame on screen to a PNG, then calls `done` on the main thread with the full path written, or
    /// nil and why it failed. Set by the window's host; nil where there is no window to capture.
    package var screenshotHandler: ((_ done: @escaping ScreenshotDone) -> Void)?
    /// What F12's screenshot calls when it is written (on the main actor; it may cross the render thread to get there).
    package typealias ScreenshotDone = @MainActor (_ path: String?, _ failure: String?) -> Void
    /// Called after a scene was shown (the window's host updates its title and frame pacing).
    package var onSceneChange: ((any PlaygroundScene.Type) -> Void)?

    /// The command line's choices, handed to every scene the stage makes.
    let settings: SceneSettings
    var slowFactor: Float = 1
    var paused = false

    /// Builds the stage on `root` (which the caller hosts and sizes) and shows scene `sceneIndex`.
    package init(root: CALayer, size: CGSize, sceneIndex: Int = 0, scenes: [any PlaygroundScene.Type] = SceneCatalog.all,
                playsDemos: Bool = true, settings: SceneSettings = SceneSettings()) {
        self.root = root
        self.settings = settings
        self.scenes = scenes.isEmpty ? SceneCatalog.all : scenes
        self.playsDemos = playsDemos
        layout = StageLayout(size: size)
        chrome = StageChrome(size: size)
        self.sceneIndex = min(max(sceneIndex, 0), self.scenes.count - 1)
        sceneLayer = CALayer()
        builtSceneSize = layout.sceneArea.size
        scene = self.scenes[self.sceneIndex].init(settings: settings)
        controls.reset()
        actionLog.accepts = { [weak self] layer in self?.isInScene(layer) ?? false }
        withoutActions {
            root.backgroundColor = CGColor(gray: 0.04, alpha: 1)
            root.frame = CGRect(origin: .zero, size: layout.size)
            for part in [chrome.layer, help.layer] { root.addSublayer(part) }
        }
        show(sceneAt: self.sceneIndex)
    }

    package var sceneType: any PlaygroundScene.Type { scenes[sceneIndex] }

    /// How the current scene is shown in the scene area now.
    package var sceneFit: SceneFit { SceneFit(builtSize: builtSceneSize, area: layout.sceneArea) }

    /// Whether frames must keep coming although nothing animates: the scene changes itself every frame, a demo
    /// plays, or a tool shows live figures.
    package var needsContinuousFrames: Bool {
        sceneType.needsContinuousFrames || (demo?.isPlaying ?? false) || hudVisible || inspectorVisible
    }

    /// Replaces the current scene with scene `index` (wrapping around the list), built fresh for the scene area.
    package func show(sceneAt index: Int) {
        let count = scenes.count
        sceneIndex = ((index % count) + count) % count
        let type = scenes[sceneIndex]
        withoutActions {
            if sceneLayer.superlayer != nil { sceneLayer.removeFromSuperlayer() }
            let container = CALayer()
            container.name = "scene \(type.name)"
            builtSceneSize = layout.sceneArea.size
            sceneFit.apply(to: container)
            container.masksToBounds = true
            paused = false
            applySpeed(to: container)
            let newScene = type.init(settings: settings)
            newScene.build(root: container, size: builtSceneSize)
            root.insertSublayer(container, at: 0)
            sceneLayer = container
            scene = newScene
            sceneLabels = newScene.labels()
            chrome.show(scene: type, index: sceneIndex, count: count)
            showLabels()
            chrome.show(controls: controls)
            if help.isShown { showHelp() }
            demo = newScene.demoScript(size: layout.sceneArea.size).map(DemoPlayer.init)
            if playsDemos { demo?.start() }
            // The last scene's notice is about the last scene.
            chrome.notice.hide()
            refreshStatus()
        }
        onSceneChange?(type)
    }

    /// Follows a new window size: the root, the chrome and the scene (rebuilt for its new area).
    package func resize(to size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else { return }
        relayout(StageLayout(size: size, tools: hudVisible || inspectorVisible), rebuildingScene: true)
    }

    /// Applies `newLayout`: the root, the chrome and the tools; when the scene's area changed, the scene is rebuilt
    /// for it (`rebuildingScene`, a new window size; a demo the person stopped stays stopped) or only its container
    /// is fitted to it (SceneFit: the tool column came or went), its layers and animations untouched.
    func relayout(_ newLayout: StageLayout, rebuildingScene: Bool) {
        let sceneChanges = newLayout.sceneArea != layout.sceneArea
        layout = newLayout
        withoutActions {
            root.frame = CGRect(origin: .zero, size: layout.size)
            chrome.relayout(to: layout)
            placeTools()
            if sceneChanges && !rebuildingScene {
                sceneFit.apply(to: sceneLayer)
                showLabels()
            }
        }
        guard sceneChanges, rebuildingScene else { return }
        let demoWasStopped = demo.map { !$0.isPlaying } ?? false
        show(sceneAt: sceneIndex)
        if demoWasStopped { demo?.stop() }
    }

    /// The scene's labels over its layers where the container shows them now (the text keeps its size).
    private func showLabels() {
        let fit = sceneFit
        let area = layout.sceneArea
        chrome.show(labels: sceneLabels.map { label in
            let point = fit.windowPoint(label.position)
            return SceneLabel(label.text, at: CGPoint(x: point.x - area.minX, y: point.y - area.minY))
        })
    }

    /// Shows a short notice answering a key: top right of the scene area, wrapped to its width, and below the HUD
    /// when the HUD floats over the scene (a narrow window), so it never covers the HUD's figures.
    package func notify(_ message: String) {
        let area = layout.sceneArea
        let top = hudVisible && !layout.hasToolColumn ? hud.layer.frame.maxY + 8 : area.minY + 10
        withoutActions {
            chrome.notice.place(topRight: CGPoint(x: area.maxX - 10, y: top))
            chrome.notice.show(message, maxWidth: area.width - 20)
        }
    }

    /// The lasting status beside the title: whether the scene's time is paused or slowed, and the scene's state.
    func refreshStatus() {
        var parts: [String] = []
        if paused { parts.append("PAUSED (F4 resumes)") }
        if slowFactor != 1 { parts.append("slow motion \(slowFactor)×") }
        if let state = scene.state { parts.append(state) }
        withoutActions { chrome.show(status: parts.joined(separator: " · ")) }
    }

    func showHelp() {
        help.show(scenes: scenes, current: sceneIndex, sceneKeys: sceneType.keys, in: layout.middleArea)
    }

    /// Whether `layer` is one of the current scene's layers (not the stage's container or overlays).
    func isInScene(_ layer: CALayer) -> Bool {
        var node: CALayer? = layer.superlayer
        while let current = node {
            if current === sceneLayer { return true }
            node = current.superlayer
        }
        return false
    }

    func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}
