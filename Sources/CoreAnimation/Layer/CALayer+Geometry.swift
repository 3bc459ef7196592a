// Geometry properties (spec §1.5–1.6): bounds, position, zPosition, anchor point, transforms, and the
// derived frame (set through position and bounds, so it posts "position" and "bounds") and affine transform
// (posts "transform").
import Foundation

extension CALayer {
    /// The layer's own coordinate space; negative sizes are standardized (spec §1.6).
    public var bounds: CGRect {
        get { values.bounds }
        set {
            guard LayerInputCheck.finite(newValue) else { return reject("bounds", newValue, "is not finite") }
            var r = newValue
            if r.size.width < 0 { r.origin.x += r.size.width; r.size.width = -r.size.width }
            if r.size.height < 0 { r.origin.y += r.size.height; r.size.height = -r.size.height }
            update(.bounds, \.bounds, r)
        }
    }

    public var position: CGPoint {
        get { values.position }
        set {
            guard LayerInputCheck.finite(newValue) else { return reject("position", newValue, "is not finite") }
            update(.position, \.position, newValue)
        }
    }

    /// Clamped to ±Float.greatestFiniteMagnitude, as Apple's setter (spec §1.5).
    public var zPosition: CGFloat {
        get { values.zPosition }
        set {
            guard !newValue.isNaN else { return reject("zPosition", newValue, "is not a number") }
            let limit = CGFloat(Float.greatestFiniteMagnitude)
            update(.zPosition, \.zPosition, min(max(newValue, -limit), limit))
        }
    }

    public var anchorPoint: CGPoint {
        get { values.anchorPoint }
        set {
            guard LayerInputCheck.finite(newValue) else { return reject("anchorPoint", newValue, "is not finite") }
            update(.anchorPoint, \.anchorPoint, newValue)
        }
    }

    public var anchorPointZ: CGFloat {
        get { values.anchorPointZ }
        set {
            guard newValue.isFinite else { return reject("anchorPointZ", newValue, "is not finite") }
            update(.anchorPointZ, \.anchorPointZ, newValue)
        }
    }

    public var transform: CATransform3D {
        get { values.transform }
        set {
            guard newValue.isFinite else { return reject("transform", newValue, "has a non-finite entry") }
            update(.transform, \.transform, newValue)
        }
    }

    public var sublayerTransform: CATransform3D {
        get { values.sublayerTransform }
        set {
            guard newValue.isFinite else {
                return reject("sublayerTransform", newValue, "has a non-finite entry")
            }
            update(.sublayerTransform, \.sublayerTransform, newValue)
        }
    }

    /// The bounding box of the layer in its superlayer (spec §1.6); setting it sets position and bounds.size.
    public var frame: CGRect {
        get { LayerGeometry.frame(bounds: values.bounds, position: values.position,
                                  anchorPoint: values.anchorPoint, transform: values.transform) }
        set {
            guard LayerInputCheck.finite(newValue) else { return reject("frame", newValue, "is not finite") }
            let (p, size) = LayerGeometry.positionAndSize(forFrame: newValue, anchorPoint: values.anchorPoint,
                                                          transform: values.transform)
            position = p
            bounds = CGRect(origin: values.bounds.origin, size: size)
        }
    }

    /// The transform's affine part.
    func modelAffineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(values.transform) }

    /// Sets the transform from an affine transform (posts "transform").
    func setModelAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }
}
