// The setters of CALayer's rendering options (CALayer.h; spec §1.5 defaults, none with a built-in action). Drawn by
// the compositor: cornerCurve (continuous corners in the rounded-box distance), the contents filters (nearest by
// snapping to texel centres, trilinear from mipmaps with minificationFilterBias), shouldRasterize and
// rasterizationScale (a cached bitmap, FrameBuilder+Rasterize). Stored only: drawsAsynchronously, contentsFormat.
// Said once: the filters (iOS ignores them too). allowsEdgeAntialiasing and edgeAntialiasingMask need no check and
// are set by the generated accessors (drawn by FrameBuilder.aliasedEdges).
import Foundation

extension CALayer {
    /// A curve Apple does not know puts the layer back to `.circular` (measured on Apple by GNUstep's
    /// libs-quartzcore Tests/quartzcore/CALayer/modern.m; docs/behaviour.md "§1.5 Properties, defaults and
    /// animatability").
    func storeCornerCurve(_ newValue: CALayerCornerCurve) {
        var curve = newValue
        if curve != .circular, curve != .continuous {
            EngineDiagnostics.report("CALayer\(nameForMessages).cornerCurve \"\(curve.rawValue)\" is not .circular or "
                                     + ".continuous; the layer's corner curve is .circular, as Apple's.")
            curve = .circular
        }
        update(.cornerCurve, \.cornerCurve, curve)
    }

    /// A format Apple does not know puts the layer back to `.RGBA8Uint` (GNUstep's modern.m, as above).
    func storeContentsFormat(_ newValue: CALayerContentsFormat) {
        var format = newValue
        if !CALayerContentsFormat.known.contains(format) {
            EngineDiagnostics.report("CALayer\(nameForMessages).contentsFormat \"\(format.rawValue)\" is not a "
                                     + "CALayerContentsFormat; the layer's format is .RGBA8Uint, as Apple's.")
            format = .RGBA8Uint
        }
        update(.contentsFormat, \.contentsFormat, format)
    }

    /// Only the four corner bits are kept (GNUstep's modern.m, as above: 255 reads back as 15).
    func storeMaskedCorners(_ newValue: CACornerMask) {
        update(.maskedCorners, \.maskedCorners, newValue.intersection(.all))
    }

    func storeMagnificationFilter(_ newValue: CALayerContentsFilter) {
        reportUnsampled(newValue, "magnificationFilter")
        update(.magnificationFilter, \.magnificationFilter, newValue)
    }

    func storeMinificationFilter(_ newValue: CALayerContentsFilter) {
        reportUnsampled(newValue, "minificationFilter")
        update(.minificationFilter, \.minificationFilter, newValue)
    }

    func storeRasterizationScale(_ newValue: CGFloat) {
        guard newValue.isFinite, newValue > 0 else {
            return reject("rasterizationScale", newValue, "is not a positive finite number")
        }
        update(.rasterizationScale, \.rasterizationScale, newValue)
    }

    /// Says once that a filter property is stored but not drawn.
    static func reportIgnoredFilters(_ key: String, _ isSet: Bool) {
        guard isSet else { return }
        EngineDiagnostics.report("CALayer.\(key) is stored and not drawn, as iOS ignores it; use a mask, opacity or "
                                 + "contents drawn with the effect instead.")
    }

    private func reportUnsampled(_ filter: CALayerContentsFilter, _ key: String) {
        if filter != .linear, filter != .nearest, filter != .trilinear {
            EngineDiagnostics.report("CALayer.\(key) \"\(filter.rawValue)\" is not .linear, .nearest or .trilinear; "
                                     + "contents are sampled linearly.")
        }
    }
}
