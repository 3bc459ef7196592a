// The inspector's log of action-search stages (spec §1.1–1.2): installs `CALayer.actionSearchObserver` and keeps
// the last `capacity` answers (layer, key, stage) so the CLI can show which stage gave each change its action —
// the delegate, `actions`, `style`, `defaultAction`, the built-in animation — or why none ran (NSNull, disabled,
// unhosted). The hook is process-wide: one log installed at a time.
import QuartzCore
import Foundation

public final class ActionSearchLog {
    public struct Entry {
        /// The layer's name, or its type when it has none.
        public let layer: String
        public let key: String
        public let stage: ActionSearchStage
    }

    public let capacity: Int
    public private(set) var entries: [Entry] = []
    /// Answers for unhosted layers are frequent while scenes build and say little; kept out unless asked.
    public var includesUnhosted = false
    /// Which layers' searches are kept (the stage keeps only its scene's, not its overlays'); nil keeps all.
    public var accepts: ((CALayer) -> Bool)?

    public init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        entries.reserveCapacity(self.capacity)
    }

    /// Starts receiving the engine's action-search reports (replacing any other observer).
    public func install() {
        CALayer.actionSearchObserver = { [weak self] layer, key, stage in
            self?.record(layer: layer, key: key, stage: stage)
        }
    }

    /// Stops receiving reports.
    public func uninstall() {
        CALayer.actionSearchObserver = nil
    }

    public func clear() { entries.removeAll(keepingCapacity: true) }

    /// One line per entry, oldest first, e.g. `position: builtIn (CALayer "tile")`: the key, the stage that
    /// answered, and the layer.
    public var lines: [String] { entries.map { "\($0.key): \($0.stage.rawValue) (\($0.layer))" } }

    private func record(layer: CALayer, key: String, stage: ActionSearchStage) {
        if stage == .unhosted && !includesUnhosted { return }
        if let accepts, !accepts(layer) { return }
        if entries.count == capacity { entries.removeFirst() }
        let type = String(describing: Swift.type(of: layer))
        entries.append(Entry(layer: layer.name.map { "\(type) \"\($0)\"" } ?? type, key: key, stage: stage))
    }
}
