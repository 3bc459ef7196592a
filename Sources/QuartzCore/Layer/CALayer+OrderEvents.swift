// onOrderIn / onOrderOut for the descendants of a layer that enters or leaves a visible tree (spec §1.2).
//
// Decision (DECISIONS style): the spec posts onOrderIn on a layer "when it becomes visible: it is inserted into
// a visible layer tree, or its isHidden changes to false", citing CA's recursive `mark_visible`. A layer's
// sublayers become visible together with it, so each descendant that is itself visible within the subtree (not
// hidden and not under a hidden layer) gets the event too, parents before children; onOrderOut mirrors it on
// removal and on hiding. Masks are not drawn as layers of their own and get no order events. As for every
// event, nothing is posted in a tree that is not hosted and committed (DECISIONS 1), and disableActions
// suppresses the lookups (DECISIONS 6).
import Foundation

extension CALayer {
    /// Posts `event` on every visible descendant, parents first (insertion, unhiding, hiding).
    func postToVisibleDescendants(_ event: String) {
        for sublayer in sublayerList where !sublayer.values.isHidden {
            sublayer.post(event)
            sublayer.postToVisibleDescendants(event)
        }
    }

    /// Stage one of onOrderOut for every visible descendant, done while the subtree is still hosted; the
    /// actions found are run by `runOrderOutActions(_:)` after the removal (spec §1.2 order).
    func lookUpOrderOutForVisibleDescendants(into pending: inout [(CALayer, any CAAction)]) {
        for sublayer in sublayerList where !sublayer.values.isHidden {
            if let action = sublayer.beginChange(kCAOnOrderOut, changed: true) { pending.append((sublayer, action)) }
            sublayer.lookUpOrderOutForVisibleDescendants(into: &pending)
        }
    }

    /// Stage two for the descendants' onOrderOut actions.
    static func runOrderOutActions(_ pending: [(CALayer, any CAAction)]) {
        for (layer, action) in pending { layer.endChange(kCAOnOrderOut, action) }
    }
}
