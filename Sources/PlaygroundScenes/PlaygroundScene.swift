// What every playground scene provides: a name to select it by, a line about what it shows, the layers it builds
// under the root, and what it does with clicks and keys.
import CoreAnimation
import Foundation
import SDLHost

public protocol PlaygroundScene: AnyObject {
    static var name: String { get }
    static var summary: String { get }
    init()
    /// Builds the scene's layers under `root`, which fills the window (`size` in points).
    func build(root: CALayer, size: CGSize)
    /// Reacts to input; changes made here are committed at the run loop's next before-waiting point.
    func handle(_ event: HostEvent)
}

extension PlaygroundScene {
    public func handle(_ event: HostEvent) {}
}

/// Every scene, in the order `--list` shows them; the first is the default.
public enum SceneCatalog {
    public static var all: [any PlaygroundScene.Type] { [LayersScene.self] }

    public static func scene(named name: String) -> (any PlaygroundScene.Type)? {
        all.first { $0.name == name }
    }
}
