// What the playground knows about its scene file (docs/architecture.md "Scene files"): the type the last good
// compile exported, or why there is none (a trap unloaded it), and who to tell when a trap unloads it.
import Foundation
import PlaygroundScenes

/// @unchecked: every stored property but `trialTimeout` (set once, before any trial) is read and changed behind `lock`.
final class SceneFileState: @unchecked Sendable {
    private let lock = NSLock()
    private var type: (any PlaygroundScene.Type)?
    private var reason: String?
    private var file = "the scene file"
    private var unloadHandler: ((String) -> Void)?
    /// How long a forked trial may take before its verdict is "undecided" (SceneTrial).
    var trialTimeout: Double = 5

    var sceneType: (any PlaygroundScene.Type)? { lock.lock(); defer { lock.unlock() }; return type }
    var unloadedReason: String? { lock.lock(); defer { lock.unlock() }; return reason }
    var fileName: String { lock.lock(); defer { lock.unlock() }; return file }

    func setFile(_ path: String) {
        lock.lock()
        file = URL(fileURLWithPath: path).lastPathComponent
        lock.unlock()
    }

    /// A newly loaded type replaces the last one.
    func load(_ newType: any PlaygroundScene.Type) {
        lock.lock()
        type = newType
        reason = nil
        lock.unlock()
    }

    /// Called (main thread) with the one message when a trap unloads the scene.
    func onUnload(_ handler: ((String) -> Void)?) {
        lock.lock()
        unloadHandler = handler
        lock.unlock()
    }

    /// The scene trapped: no type until the next good compile; the handler (or stderr) gets the message.
    func unload(_ what: String) {
        lock.lock()
        let message = "\(file) \(what). The scene is unloaded until you save the file again."
        type = nil
        reason = message
        let handler = unloadHandler
        lock.unlock()
        if let handler { handler(message) } else { FileHandle.standardError.write(Data("playground: \(message)\n".utf8)) }
    }
}
