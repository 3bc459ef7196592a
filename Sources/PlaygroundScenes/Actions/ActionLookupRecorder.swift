// A layer delegate that only writes down which keys the action search asked it about and answers nil, so the
// search goes on as if there were no delegate: it shows when the search runs at all (DECISIONS 6: a transaction
// with disableActions does not search, so the delegate is never asked).
import QuartzCore
import Foundation

public final class ActionLookupRecorder: CALayerDelegate {
    public private(set) var askedKeys: [String] = []

    public init() {}

    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        askedKeys.append(event)
        return nil
    }
}
