// The stage's place for a scene file (docs/architecture.md "Scene files"): a PlaygroundScene whose name, title,
// keys and layers are those of the scene type the file's library exported last. The stage shows it like any
// built-in scene (every tool works on it); a reload sets a new type and asks the stage to show it again. Building,
// each click or key, and the first event of each drag or wheel gesture are first tried in a forked copy
// (SceneTrial): code that traps there never runs in the playground; the scene is unloaded instead, with one
// message, until the file is saved again.
import QuartzCore
import Foundation
import PlaygroundScenes

final class SceneFileScene: PlaygroundScene {
    /// The loaded type and what to say when there is none; shared by every instance (main thread).
    nonisolated static let state = SceneFileState()

    nonisolated static var name: String { state.sceneType?.name ?? "scene-file" }
    nonisolated static var summary: String { state.sceneType?.summary ?? "Your scene file (--scene-file)" }
    nonisolated static var title: String { state.sceneType?.title ?? "Scene file \(state.fileName)" }
    nonisolated static var instruction: String {
        state.sceneType?.instruction ?? (state.unloadedReason == nil ? "Waiting for \(state.fileName) to compile: save it."
            : "Unloaded after a trap (the message below): save \(state.fileName) to load it again.")
    }
    nonisolated static var keys: [SceneKey] { state.sceneType?.keys ?? [] }
    nonisolated static var needsContinuousFrames: Bool { state.sceneType?.needsContinuousFrames ?? false }

    private let settings: SceneSettings
    private var inner: (any PlaygroundScene)?
    private weak var container: CALayer?
    /// The kind of the last drag or wheel event handed over ("drag", "wheel"), nil after any other event.
    private var lastGesture: String?

    convenience init() { self.init(settings: SceneSettings()) }

    init(settings: SceneSettings) {
        self.settings = settings
    }

    func build(root: CALayer, size: CGSize) {
        container = root
        guard let type = Self.state.sceneType else { return }
        let settings = self.settings
        switch SceneTrial.run(timeout: Self.state.trialTimeout, {
            let scene = type.init(settings: settings)
            scene.build(root: CALayer(), size: size)
            _ = scene.labels()
            _ = scene.demoScript(size: size)
        }) {
        case .trapped(let message):
            Self.state.unload("trapped while building: \(message)")
            return
        case .passed, .undecided:
            break
        }
        let scene = type.init(settings: settings)
        scene.build(root: root, size: size)
        inner = scene
    }

    func handle(_ event: HostEvent) {
        guard let scene = inner else { return }
        // A drag or wheel gesture sends an event per frame: its first event is tried, the rest of the gesture is
        // not (a fork per frame would stall the window).
        let gesture = Self.gestureKind(event)
        let continuesGesture = gesture != nil && gesture == lastGesture
        lastGesture = gesture
        if !continuesGesture,
           case .trapped(let message) = SceneTrial.run(timeout: Self.state.trialTimeout, { scene.handle(event) }) {
            inner = nil
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for layer in container?.sublayers ?? [] { layer.removeFromSuperlayer() }
            CATransaction.commit()
            Self.state.unload("trapped handling \(Self.describe(event)): \(message)")
            return
        }
        scene.handle(event)
    }

    func tick(at mediaTime: CFTimeInterval) { inner?.tick(at: mediaTime) }
    func labels() -> [SceneLabel] { inner?.labels() ?? [] }
    func demoScript(size: CGSize) -> DemoScript? { inner?.demoScript(size: size) }

    private static func gestureKind(_ event: HostEvent) -> String? {
        switch event {
        case .drag: return "drag"
        case .wheel: return "wheel"
        default: return nil
        }
    }

    private static func describe(_ event: HostEvent) -> String {
        switch event {
        case .click(let point): return "a click at \(Int(point.x)),\(Int(point.y))"
        case .key(let name): return "the key \(name)"
        case .wheel: return "a wheel turn"
        case .drag: return "a drag"
        case .resize: return "a resize"
        case .quit: return "quit"
        }
    }
}
