// What every playground scene provides: a name to select it by, a line about what it shows, the layers it builds
// under the root, and what it does with clicks and keys; and what it says on screen (docs/architecture.md "The playground"): a title, one
// instruction line, labels on what differs, the keys it answers to, and a demo loop that plays when nobody
// interacts.
import QuartzCore
import Foundation
import HostInterface

/// A scene lives on the main thread with the stage that shows it (docs/architecture.md "Threads"); what describes
/// its type (name, title, keys) is constant and readable anywhere (the command line lists it).
@MainActor
package protocol PlaygroundScene: AnyObject {
    nonisolated static var name: String { get }
    nonisolated static var summary: String { get }
    /// True for scenes that change layers on every frame by themselves (`tick`), so the display link must keep
    /// running even when no animation is in flight.
    nonisolated static var needsContinuousFrames: Bool { get }
    /// The title shown above the scene.
    nonisolated static var title: String { get }
    /// One line saying what the scene shows and what to do.
    nonisolated static var instruction: String { get }
    /// The keys the scene answers to (the key help lists them after the playground's own).
    nonisolated static var keys: [SceneKey] { get }
    init()
    /// A scene made with the tool's command-line choices (the default ignores them).
    init(settings: SceneSettings)
    /// Builds the scene's layers under `root`, which fills the window (`size` in points).
    func build(root: CALayer, size: CGSize)
    /// Reacts to input; changes made here are committed at the run loop's next before-waiting point.
    func handle(_ event: HostEvent)
    /// Called once per frame on the main thread, after input and before the commit, with the frame's media
    /// time: scenes that change layers on a schedule (the stress scene every 0.5 s) do it here.
    func tick(at mediaTime: CFTimeInterval)
    /// Labels on the built layers (scene coordinates); asked once after `build`.
    func labels() -> [SceneLabel]
    /// The demo loop for a scene of `size`, asked after `build`; nil for scenes that move by themselves.
    func demoScript(size: CGSize) -> DemoScript?
    /// What the scene is set to now (a mode, a choice, paused or running), shown beside its title for as long as it
    /// holds; nil for a scene without such a state.
    var state: String? { get }
    /// What key `name` just did, said as the new state ("calculation mode: paced"), for the notice that answers
    /// it; nil lets the stage say the key's meaning.
    func answer(toKey name: String) -> String?
}

extension PlaygroundScene {
    package init(settings: SceneSettings) { self.init() }
    package nonisolated static var needsContinuousFrames: Bool { false }
    package func handle(_ event: HostEvent) {}
    package func tick(at mediaTime: CFTimeInterval) {}
    package nonisolated static var keys: [SceneKey] { [] }
    /// A scene that says nothing of its own is titled by its name and explained by its summary.
    package nonisolated static var title: String { name }
    package nonisolated static var instruction: String { summary }
    package func labels() -> [SceneLabel] { [] }
    package func demoScript(size: CGSize) -> DemoScript? { nil }
    package var state: String? { nil }
    package func answer(toKey name: String) -> String? { nil }
}

/// Every scene, in the order `--list` shows them; the first is the default.
package enum SceneCatalog {
    package static var all: [any PlaygroundScene.Type] {
        [
            LayersScene.self, ClickToMoveScene.self, ColorChangeScene.self, WiggleScene.self,
            PushTransitionScene.self, OrderInPopScene.self, ViewVersusLayerScene.self, DisabledActionsScene.self,
            AnimationDelegateScene.self, CustomActionScene.self, SpringScene.self, TimingFunctionScene.self,
            PauseResumeScene.self, ViewSpringOptionsScene.self, ViewKeyframePathScene.self,
            ViewAnimatorScrubScene.self, ShadowScene.self, FlipCardScene.self, GradientShimmerScene.self, ShapesScene.self,
            TextScene.self,
            StressScene.self,
            ActivityIndicatorScene.self, RotatingCubeScene.self, ConfettiScene.self, ZoomableImageScene.self,
        ]
    }

    package static func scene(named name: String) -> (any PlaygroundScene.Type)? {
        all.first { $0.name == name }
    }
}
