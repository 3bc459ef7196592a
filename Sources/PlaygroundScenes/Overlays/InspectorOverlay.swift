// The playground's inspector (docs/architecture.md "The playground": the inspector): border-only outlines of every scene layer's MODEL
// geometry (bounds, position, anchor point, transforms, hidden), drawn over the moving presentation, so the
// difference between where a layer is and where it is going is visible. The outline tree mirrors the scene tree
// and follows rounded corners (cornerRadius); the stage adds `layer` above the scene (as the mirrored root's
// sibling, or as its sublayer) and calls `update(mirroring:skipping:)` once per frame.
import QuartzCore
import Foundation

@MainActor
package final class InspectorOverlay {
    package static let outlineColor = CGColor(red: 0.2, green: 1, blue: 1, alpha: 1)

    /// The overlay's root: a sublayer of the scene root covering its bounds (the root's sublayerTransform applies
    /// to it as to the scene's layers).
    package let layer = OverlayLayerDelegate.makeLayer()
    /// The layers the last update left out (besides the overlay itself).
    private var skipped: [CALayer] = []
    /// The outlines' border width: one window point, whatever scale the mirrored root is shown at.
    private var borderWidth: CGFloat = 1

    package init() {}

    /// Mirrors the model geometry of `root`'s sublayers (and theirs), except `skipping` (the HUD, this overlay).
    package func update(mirroring root: CALayer, skipping: [CALayer] = []) {
        // A sublayer of the mirrored root covers its bounds; a sibling takes the root's geometry, transform included
        // (the stage scales a scene's container to fit a narrower area, SceneFit), so the outlines land on the layers.
        if layer.superlayer === root {
            layer.frame = root.bounds
            borderWidth = 1
        } else {
            layer.bounds = root.bounds
            layer.anchorPoint = root.anchorPoint
            layer.position = root.position
            layer.transform = root.transform
            layer.sublayerTransform = root.sublayerTransform
            // Clipped as the scene is: no outline runs into the bands beside a fitted scene.
            layer.masksToBounds = root.masksToBounds
            let scale = hypot(root.transform.m11, root.transform.m12)
            borderWidth = scale > 0 && scale.isFinite ? 1 / scale : 1
        }
        skipped = skipping
        mirror(children: root.sublayers ?? [], into: layer)
    }

    /// The outline showing `sceneLayer`'s model geometry, if it is mirrored (for tests and tools).
    package func outline(of sceneLayer: CALayer, in root: CALayer) -> CALayer? {
        guard let path = path(to: sceneLayer, from: root) else { return nil }
        var node = layer
        for index in path {
            guard let next = node.sublayers?[safe: index] else { return nil }
            node = next
        }
        return node
    }

    private func isSkipped(_ sceneLayer: CALayer) -> Bool {
        sceneLayer === layer || skipped.contains { $0 === sceneLayer }
    }

    private func mirror(children: [CALayer], into outlineParent: CALayer) {
        var used = 0
        for child in children where !isSkipped(child) {
            let outline: CALayer
            if let existing = outlineParent.sublayers?[safe: used] {
                outline = existing
            } else {
                outline = OverlayLayerDelegate.makeLayer()
                outline.borderColor = Self.outlineColor
                outlineParent.addSublayer(outline)
            }
            if outline.borderWidth != borderWidth { outline.borderWidth = borderWidth }
            outline.bounds = child.bounds
            outline.position = child.position
            outline.anchorPoint = child.anchorPoint
            outline.cornerRadius = child.cornerRadius
            outline.transform = child.transform
            outline.sublayerTransform = child.sublayerTransform
            outline.isHidden = child.isHidden
            // What the scene clips (a scroll layer's content), the outlines clip too.
            if outline.masksToBounds != child.masksToBounds { outline.masksToBounds = child.masksToBounds }
            mirror(children: child.sublayers ?? [], into: outline)
            used += 1
        }
        while let extra = outlineParent.sublayers?[safe: used] { extra.removeFromSuperlayer() }
    }

    /// Indices from `root` down to `target`, counting only the children the overlay mirrors.
    private func path(to target: CALayer, from root: CALayer) -> [Int]? {
        var chain: [CALayer] = []
        var node: CALayer? = target
        while let current = node, current !== root {
            chain.append(current)
            node = current.superlayer
        }
        guard node === root else { return nil }
        var indices: [Int] = []
        var parent = root
        for child in chain.reversed() {
            let siblings = (parent.sublayers ?? []).filter { !isSkipped($0) }
            guard let index = siblings.firstIndex(where: { $0 === child }) else { return nil }
            indices.append(index)
            parent = child
        }
        return indices
    }
}
