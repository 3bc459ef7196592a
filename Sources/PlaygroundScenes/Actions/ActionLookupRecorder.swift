// A layer delegate that only writes down which keys the action search asked it about and answers nil, so the
// search goes on as if there were no delegate: it shows when the search runs at all (DECISIONS 6: a transaction
// with disableActions does not search, so the delegate is never asked).
import QuartzCore
import Foundation

package final class ActionLookupRecorder: CALayerDelegate {
    package private(set) var askedKeys: [String] = []

    package init() {}

    package func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        askedKeys.append(event)
        return nil
    }
}
