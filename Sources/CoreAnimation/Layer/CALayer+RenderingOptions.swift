// The setters of CALayer's rendering options (CALayer.h; spec §1.5 defaults, none with a built-in action):
// cornerCurve and the contents filters are drawn (Compositor: continuous corners in the rounded-box distance, nearest
// sampling by snapping to texel centres); the others are stored for code that sets and reads them. What is not drawn
// says so once: filters (iOS ignores them too), shouldRasterize (drawn live, the same pixels without the cache),
// allowsEdgeAntialiasing (every edge is anti-aliased here), trilinear filtering (sampled linearly).
import Foundation

extension CALayer {
    func storeCornerCurve(_ newValue: CALayerCornerCurve) {
        if newValue != .circular, newValue != .continuous {
            EngineDiagnostics.report("CALayer\(nameForMessages).cornerCurve \"\(newValue.rawValue)\" is not .circular or "
                                     + ".continuous; the corners are drawn circular.")
        }
        update(.cornerCurve, \.cornerCurve, newValue)
    }

    func storeAllowsEdgeAntialiasing(_ newValue: Bool) {
        if !newValue, values.allowsEdgeAntialiasing {
            EngineDiagnostics.report("CALayer.allowsEdgeAntialiasing = false is stored, but this compositor anti-aliases "
                                     + "every edge (its signed-distance quads have no aliased mode).")
        }
        update(.allowsEdgeAntialiasing, \.allowsEdgeAntialiasing, newValue)
    }

    func storeEdgeAntialiasingMask(_ newValue: CAEdgeAntialiasingMask) {
        update(.edgeAntialiasingMask, \.edgeAntialiasingMask, newValue)
    }

    func storeMagnificationFilter(_ newValue: CALayerContentsFilter) {
        reportUnsampled(newValue, "magnificationFilter")
        update(.magnificationFilter, \.magnificationFilter, newValue)
    }

    func storeMinificationFilter(_ newValue: CALayerContentsFilter) {
        reportUnsampled(newValue, "minificationFilter")
        update(.minificationFilter, \.minificationFilter, newValue)
    }

    func storeMinificationFilterBias(_ newValue: Float) {
        guard newValue.isFinite else { return reject("minificationFilterBias", newValue, "is not finite") }
        update(.minificationFilterBias, \.minificationFilterBias, newValue)
    }

    func storeShouldRasterize(_ newValue: Bool) {
        if newValue {
            EngineDiagnostics.report("CALayer.shouldRasterize is stored; this compositor draws the subtree live every "
                                     + "frame (the same pixels, without the cached bitmap).")
        }
        update(.shouldRasterize, \.shouldRasterize, newValue)
    }

    func storeRasterizationScale(_ newValue: CGFloat) {
        guard newValue.isFinite, newValue > 0 else {
            return reject("rasterizationScale", newValue, "is not a positive finite number")
        }
        update(.rasterizationScale, \.rasterizationScale, newValue)
    }

    func storeDrawsAsynchronously(_ newValue: Bool) { update(.drawsAsynchronously, \.drawsAsynchronously, newValue) }
    func storeContentsFormat(_ newValue: CALayerContentsFormat) { update(.contentsFormat, \.contentsFormat, newValue) }

    /// Says once that a filter property is stored but not drawn.
    static func reportIgnoredFilters(_ key: String, _ isSet: Bool) {
        guard isSet else { return }
        EngineDiagnostics.report("CALayer.\(key) is stored and not drawn, as iOS ignores it; use a mask, opacity or "
                                 + "contents drawn with the effect instead.")
    }

    private func reportUnsampled(_ filter: CALayerContentsFilter, _ key: String) {
        if filter == .trilinear {
            EngineDiagnostics.report("CALayer.\(key) .trilinear is sampled linearly here (contents textures have no "
                                     + "mipmaps).")
        } else if filter != .linear, filter != .nearest {
            EngineDiagnostics.report("CALayer.\(key) \"\(filter.rawValue)\" is not .linear, .nearest or .trilinear; "
                                     + "contents are sampled linearly.")
        }
    }
}
