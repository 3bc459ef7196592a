// An action that records a property change instead of animating it: the view returns it from its delegate
// method inside keyframe blocks and property animators (seed 002's hook), and when the layer runs it — after the
// new value is stored (spec §1.2) — it hands the layer back so the recorder can read the new model value.
import QuartzCore
import Foundation

final class RecordingAction: CAAction {
    private let onRun: (CALayer, String) -> Void

    init(_ onRun: @escaping (CALayer, String) -> Void) {
        self.onRun = onRun
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        onRun(layer, event)
    }
}
