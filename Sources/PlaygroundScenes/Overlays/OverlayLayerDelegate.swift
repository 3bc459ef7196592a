// The delegate of every overlay layer (HUD, inspector, titles, notices): answers NSNull to every action search
// (seed 000 stage 2: NSNull ends the search with no animation), as a view's layer does outside animation blocks.
// Overlays change on every frame without animating and without opening an explicit transaction, so their changes
// ride the implicit transaction committed at before-waiting instead of committing inside the display-link timer.
import QuartzCore
import Foundation

/// Stateless, so Sendable as checked; the one instance every overlay layer uses is SceneGlobals.overlayDelegate.
package final class OverlayLayerDelegate: CALayerDelegate, Sendable {
    package init() {}

    package func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }

    /// A new overlay layer that never animates implicitly.
    package static func makeLayer() -> CALayer {
        let layer = CALayer()
        layer.delegate = SceneGlobals.overlayDelegate
        return layer
    }
}
