// The push-transitions scene's switcher (seeds 001, 002, 004): which transition type and subtype the three
// layers use. Nil means "as the seeds wrote them"; keys T and S cycle type and subtype, 0 goes back to the seeds.
// The one switcher is SceneGlobals.transitionSwitcher (ProcessState/SceneGlobals.swift), because seed 004's
// `defaultAction(forKey:)` is a class method with no instance to ask; its choice sits behind a LockedState.
import QuartzCore
import Foundation

package final class TransitionSwitcher: Sendable {
    package static let types: [CATransitionType] = [.push, .moveIn, .reveal, .fade]
    package static let subtypes: [CATransitionSubtype] = [.fromLeft, .fromRight, .fromTop, .fromBottom]

    /// The chosen type and subtype, or nil when each layer uses its seed's own.
    private let override = LockedState<(type: CATransitionType, subtype: CATransitionSubtype)?>(nil)

    package init() {}

    /// The chosen type and subtype, or nil when each layer uses its seed's own.
    package var choice: (type: CATransitionType, subtype: CATransitionSubtype)? {
        override.withLock { $0 }
    }

    /// Back to the seeds' own type and subtype.
    package func reset() {
        override.withLock { $0 = nil }
    }

    /// The next type in `types` (starting from the seeds' push).
    package func nextType() {
        override.withLock { choice in
            let current = choice ?? (.push, .fromLeft)
            choice = (Self.after(current.type, in: Self.types), current.subtype)
        }
    }

    /// The next subtype in `subtypes` (starting from fromLeft).
    package func nextSubtype() {
        override.withLock { choice in
            let current = choice ?? (.push, .fromLeft)
            choice = (current.type, Self.after(current.subtype, in: Self.subtypes))
        }
    }

    /// A transition as a seed wrote it, or with the switcher's choice when one is set.
    package func transition(seedType: CATransitionType, seedSubtype: CATransitionSubtype) -> CATransition {
        let picked = choice ?? (seedType, seedSubtype)
        let transition = CATransition()
        transition.type = picked.type
        transition.subtype = picked.subtype
        return transition
    }

    private static func after<T: Equatable>(_ value: T, in list: [T]) -> T {
        guard let index = list.firstIndex(of: value) else { return list[0] }
        return list[(index + 1) % list.count]
    }
}
