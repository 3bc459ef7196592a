// The geometry setters (spec §1.5–1.6) that do more than the property table's generated setters: bounds
// (standardized), zPosition (clamped), and the derived frame (set through the position and bounds
// properties, so it posts "position" and "bounds" and reaches a subclass's overrides) and affine transform
// (posts "transform"). A bounds change marks the layer for display when needsDisplayOnBoundsChange is set.
import Foundation

extension CALayer {
    /// The layer's own coordinate space; negative sizes are standardized (spec §1.6).
    func storeBounds(_ newValue: CGRect) {
        guard LayerInputCheck.finite(newValue) else { return reject("bounds", newValue, "is not finite") }
        var r = newValue
        if r.size.width < 0 { r.origin.x += r.size.width; r.size.width = -r.size.width }
        if r.size.height < 0 { r.origin.y += r.size.height; r.size.height = -r.size.height }
        let old = values.bounds
        update(.bounds, \.bounds, r)
        guard values.bounds != old else { return }
        invalidateLayoutForGeometryChange()
        if redisplaysOnBoundsChange { markNeedsDisplay() }
    }

    /// Refused when an entry is not finite; a change marks the layer and its superlayer for layout (CALayer.h:
    /// setNeedsLayout "is invoked on the layer and its superlayer whenever its `bounds' or `transform' properties
    /// are modified"; docs/behaviour.md "§1.7 Layout").
    func storeTransform(_ newValue: CATransform3D) {
        guard LayerInputCheck.finite(newValue) else { return reject("transform", newValue, "has a non-finite entry") }
        let old = values.transform
        update(.transform, \.transform, newValue)
        guard values.transform != old else { return }
        invalidateLayoutForGeometryChange()
    }

    /// Clamped to ±Float.greatestFiniteMagnitude, as Apple's setter (spec §1.5).
    func storeZPosition(_ newValue: CGFloat) {
        guard !newValue.isNaN else { return reject("zPosition", newValue, "is not a number") }
        let limit = CGFloat(Float.greatestFiniteMagnitude)
        update(.zPosition, \.zPosition, min(max(newValue, -limit), limit))
    }

    /// Sets position and bounds.size from a frame (spec §1.6), through the (overridable) properties.
    func storeFrame(_ newValue: CGRect) {
        guard LayerInputCheck.finite(newValue) else { return reject("frame", newValue, "is not finite") }
        let (p, size) = LayerGeometry.positionAndSize(forFrame: newValue, anchorPoint: values.anchorPoint,
                                                      transform: values.transform)
        position = p
        bounds = CGRect(origin: values.bounds.origin, size: size)
    }

    /// The transform's affine part.
    /// The transform as an affine transform; the identity when the transform is not affine (measured on Apple by
    /// GNUstep's libs-quartzcore Tests/quartzcore/CALayer/conversion.m: a z scale, a rotation about x, a z
    /// translation and a perspective transform all report the identity). docs/behaviour.md "§1.6 Geometry".
    func modelAffineTransform() -> CGAffineTransform {
        let t = values.transform
        return CATransform3DIsAffine(t) ? CATransform3DGetAffineTransform(t) : .identity
    }

    /// Sets the transform from an affine transform (posts "transform").
    func setModelAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }
}
