// The evaluation of a transform component track (TransformComponentTrack): the timing sample and easing, the
// transform decomposed once (CATransform3D.componentDecomposition; the identity's decomposition and Euler angles are
// computed once and kept), the component's base value and the endpoint arithmetic in lanes (LaneTrack, the same
// arithmetic in the same order as AnimationTrack.value(for:base:)), the component set and the transform recomposed.
// The general path (AnimationTrack+Evaluation.swift) reads the component from one decomposition and replaces it in a
// second of the same matrix, so the result is the same matrix bit for bit, with one exception: a rotation component
// set on the identity (a spinning layer, the common case) is the rotation matrix about that axis,
// CATransform3DMakeRotation, where the general path builds the same rotation through three Euler rotations, a
// quaternion and its recomposition (equal within a few units in the last place). A non-finite result is not written,
// as there.
import Foundation

extension AnimationTrack {
    /// Applies a transform component track; false when the store has no transform for it (the general path runs).
    @inline(__always)
    func applyTransformComponent<Store: AnimatableStore>(_ track: TransformComponentTrack, atLayerTime layerTime: Double,
                                                         to store: inout Store) -> Bool {
        guard let transform = store.transform(of: track.property) else { return false }
        // Outside the active time nothing is written, as on the general path.
        guard let sample = sample(atLayerTime: layerTime) else { return true }
        let isIdentity = TransformComponentTrack.isIdentity(transform)
        let eased = curve?.solve(sample.progress, epsilon: 1e-5) ?? sample.progress
        if isIdentity, let axis = TransformComponentTrack.rotationAxis(of: track.component) {
            // The identity's Euler angle about the axis is kept (no atan2 per frame), and the identity with one
            // Euler angle set is the rotation about that axis: no decomposition at all.
            let base = SIMD4(TransformComponentTrack.identityAngle(track.component), 0, 0, 0)
            guard let value = track.lanes.value(base: base, eased: eased, iteration: sample.iteration,
                                                autoreverses: timing.autoreverses) else { return true }
            // A finite angle gives a finite rotation; an overflowed one leaves the model value (DECISIONS 12).
            guard value.x.isFinite else { return true }
            store.setTransform(CATransform3DMakeRotation(CGFloat(value.x), axis.x, axis.y, axis.z), for: track.property)
            return true
        }
        var decomposed = isIdentity ? TransformComponentTrack.identityDecomposition : transform.componentDecomposition()
        let base: SIMD4<Double>
        switch decomposed.component(track.component) {
        case .scalar(let v): base = SIMD4(Double(v), 0, 0, 0)
        case .size(let s): base = SIMD4(Double(s.width), Double(s.height), 0, 0)
        }
        guard let value = track.lanes.value(base: base, eased: eased, iteration: sample.iteration,
                                            autoreverses: timing.autoreverses) else { return true }
        decomposed.setComponent(track.component, to: track.component.isSizeValued
                                    ? .size(CGSize(width: value.x, height: value.y)) : .scalar(CGFloat(value.x)))
        let result = decomposed.recomposed()
        // An animation that overflowed leaves the model value in place (DECISIONS 12).
        guard result.isFinite else { return true }
        store.setTransform(result, for: track.property)
        return true
    }
}

extension TransformComponentTrack {
    /// The identity's component decomposition, computed by the same code once.
    static let identityDecomposition = CATransform3DIdentity.componentDecomposition()

    /// The identity's Euler angles (DecomposedTransform3D.eulerAngles), computed by the same code once.
    static let identityEuler = identityDecomposition.eulerAngles

    /// Whether `transform`'s bits are the identity's (so its decomposition is the kept one): bit patterns, so a −0
    /// entry, which the decomposition could carry into its result, does not count.
    @inline(__always)
    static func isIdentity(_ t: CATransform3D) -> Bool {
        func bits(_ v: CGFloat) -> UInt64 { Double(v).bitPattern }
        let one = Double(1).bitPattern
        let diagonal = bits(t.m11) == one && bits(t.m22) == one && bits(t.m33) == one && bits(t.m44) == one
        let upper = bits(t.m12) | bits(t.m13) | bits(t.m14) | bits(t.m23) | bits(t.m24) | bits(t.m34)
        let lower = bits(t.m21) | bits(t.m31) | bits(t.m32) | bits(t.m41) | bits(t.m42) | bits(t.m43)
        return diagonal && upper | lower == 0
    }

    /// The axis of a rotation component; nil for the others.
    @inline(__always)
    static func rotationAxis(of component: TransformComponent) -> (x: CGFloat, y: CGFloat, z: CGFloat)? {
        switch component {
        case .rotationX: return (1, 0, 0)
        case .rotationY: return (0, 1, 0)
        case .rotationZ: return (0, 0, 1)
        default: return nil
        }
    }

    /// The identity's Euler angle of a rotation component.
    @inline(__always)
    static func identityAngle(_ component: TransformComponent) -> Double {
        switch component {
        case .rotationX: return identityEuler.x
        case .rotationY: return identityEuler.y
        default: return identityEuler.z
        }
    }
}
