// The inspector's log of action-search stages (spec §1.1–1.2): installs `CALayer.actionSearchObserver` and keeps
// the last `capacity` answers (layer, key, stage) so the CLI can show which stage gave each change its action —
// the delegate, `actions`, `style`, `defaultAction`, the built-in animation — or why none ran (NSNull, disabled,
// unhosted). The hook is process-wide (one log installed at a time) and called on whichever thread changes a layer,
// so the log keeps only the reports of the tree it watches: the others come from threads that own other trees (tests
// run beside each other), and are dropped after reading only the reporting layer's own tree identity.
import QuartzCore
import Foundation

package final class ActionSearchLog {
    package struct Entry {
        /// The layer's name, or its type when it has none.
        package let layer: String
        package let key: String
        package let stage: ActionSearchStage
    }

    package let capacity: Int
    package private(set) var entries: [Entry] = []
    /// Which layers' searches are kept (the stage keeps only its scene's, not its overlays'); nil keeps all.
    package var accepts: ((CALayer) -> Bool)?

    package init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        entries.reserveCapacity(self.capacity)
    }

    /// Starts receiving the engine's action-search reports (replacing any other observer) for the layers of the
    /// hosted tree `root` is in; call it on the tree's thread, after `root` is hosted. Unhosted layers' answers are
    /// left out: they are frequent while scenes build, say little, and may come from any thread.
    package func install(watching root: CALayer) {
        guard let tree = root.hostedTreeIdentity else {
            CALayer.actionSearchObserver = nil
            return
        }
        CALayer.actionSearchObserver = { [weak self] layer, key, stage in
            guard layer.hostedTreeIdentity == tree else { return }   // unhosted, or another thread's tree
            self?.record(layer: layer, key: key, stage: stage)
        }
    }

    /// Stops receiving reports.
    package func uninstall() {
        CALayer.actionSearchObserver = nil
    }

    package func clear() { entries.removeAll(keepingCapacity: true) }

    /// One line per entry, oldest first, e.g. `position: builtIn (CALayer "tile")`: the key, the stage that
    /// answered, and the layer.
    package var lines: [String] { entries.map { "\($0.key): \($0.stage.rawValue) (\($0.layer))" } }

    private func record(layer: CALayer, key: String, stage: ActionSearchStage) {
        if stage == .unhosted { return }   // hosted but not yet committed: no search ran
        if let accepts, !accepts(layer) { return }
        if entries.count == capacity { entries.removeFirst() }
        let type = String(describing: Swift.type(of: layer))
        entries.append(Entry(layer: layer.name.map { "\(type) \"\($0)\"" } ?? type, key: key, stage: stage))
    }
}
