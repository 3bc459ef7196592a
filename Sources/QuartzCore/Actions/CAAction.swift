// The CAAction protocol and the non-property action keys (API.md "Actions"; spec §1.2–1.3).
// NSNull is an action that means "stop searching, do nothing": the search ends and `action(forKey:)`
// returns nil (spec §1.1 step 6).
import Foundation

/// An object that responds to an event on a layer (a property change, `onOrderIn`, …).
public protocol CAAction {
    /// Runs the action: `event` is the key, `anObject` the layer, `dict` event-specific arguments.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// NSNull does nothing: it only ends the action search.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Posted on a layer when it becomes visible: inserted into a hosted tree or unhidden.
public let kCAOnOrderIn: String = "onOrderIn"
/// Posted on a layer when it leaves a hosted tree or is hidden.
public let kCAOnOrderOut: String = "onOrderOut"
/// Posted on the layer that replaces another with `replaceSublayer(_:with:)` in a hosted tree.
public let kCATransition: String = "transition"
