// Helpers for the layer-model tests: a committed hosted tree (DECISIONS 1), recording actions and delegates.
import Foundation
@testable import QuartzCore

/// An action that records each run (a CAAction that is not an animation).
final class LoggingAction: CAAction {
    private(set) var runs: [(key: String, layer: CALayer?)] = []
    var onRun: ((String, CALayer?) -> Void)?

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append((event, anObject as? CALayer))
        onRun?(event, anObject as? CALayer)
    }
}

/// A delegate that records which keys it was asked for and answers from a table.
final class ActionLookupRecorder: CALayerDelegate {
    var answers: [String: any CAAction] = [:]
    private(set) var asked: [String] = []
    var onAsk: ((CALayer, String) -> Void)?

    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        asked.append(event)
        onAsk?(layer, event)
        return answers[event]
    }
}

/// A root layer hosted by a render context and committed once, so property sets search for actions.
struct HostedScene {
    let host: SnapshotRecordingHost
    let root: CALayer

    init(root: CALayer = CALayer()) {
        CATransaction.flush()   // close anything an earlier test left open on this thread
        host = SnapshotRecordingHost()
        self.root = root
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
        host.host(root)
        CATransaction.flush()
    }

    /// Adds `layer` to the root without actions and commits, so the layer is hosted and committed.
    func add(_ layer: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.addSublayer(layer)
        CATransaction.commit()
        CATransaction.flush()
    }
}

/// A render context that keeps every tree it is given.
final class SnapshotRecordingHost: RenderContextHost {
    private(set) var trees: [RenderTree] = []
    override func didCommit(_ tree: RenderTree) { trees.append(tree) }
}
