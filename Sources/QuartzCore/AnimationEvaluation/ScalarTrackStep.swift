// The compact form of a typed step whose value is one number (TypedTrackPlan, docs/architecture.md "The flow of one
// change"): a Float, CGFloat or Double lane (opacity, cornerRadius, zPosition…) or a rotation angle, with the timing,
// endpoints and switches the frame reads and nothing else. A TypedTrackStep is 352 bytes of four-lane endpoints,
// an axis and a curve that the frame loads and keeps in registers per step; this one is the lane x of the same
// arithmetic (LaneTrack.value lane by lane, AnimationTiming.sample, the same store), so the record is bit for bit
// the one TypedTrackStep writes (TypedTrackPlanTests).
import Foundation
internal import CCairo

/// One animated number of one layer, evaluated in place.
struct ScalarTrackStep: Sendable {
    enum Store: UInt8, Sendable {
        case float, cgFloat, double
        /// The rotation about `axis` by the angle, stored as the matrix.
        case rotation
        /// The same about the z axis (0, 0, 1), the matrix written without its products by 0 and 1.
        case rotationZ
    }

    let store: Store
    let isAdditive: Bool
    let isCumulative: Bool
    /// The curve's index in the plan's curves (TypedTrackPlan), or -1 for linear pacing.
    let curve: Int32
    let layer: Int
    let offset: Int
    let timeMap: MediaTimeMap
    let timing: AnimationTiming
    let activeDuration: Double
    let cycleDuration: Double
    /// Lane x of the step's endpoints and committed value.
    let from: Double
    let to: Double
    let base: Double
    /// The rotation's unit axis.
    let axisX: Double
    let axisY: Double
    let axisZ: Double
    /// How the committed value is copied back where the track shows nothing.
    let format: PropertyFormat

    /// The compact form of `step`, or nil when it has more than one lane, samples through groups or shows only
    /// the committed value (TypedTrackStep keeps those). `curve` is the index its curve was given.
    init?(_ step: TypedTrackStep, curve: Int32) {
        guard !step.grouped, step.kind != .committed else { return nil }
        // The other lanes of the endpoints and the committed value are 0 (the formats' lanes(at:) and the
        // endpoints' lanes): lane x alone then decides whether the value is finite, as the four lanes did.
        let zero = SIMD3<Double>(0, 0, 0)
        guard SIMD3(step.from.y, step.from.z, step.from.w) == zero, SIMD3(step.to.y, step.to.z, step.to.w) == zero,
              SIMD3(step.base.y, step.base.z, step.base.w) == zero else { return nil }
        switch (step.kind, step.format) {
        case (.rotation, _):
            let z = step.axis.x.bitPattern == 0 && step.axis.y.bitPattern == 0 && step.axis.z == 1
            store = z ? .rotationZ : .rotation
        case (.lanes, .float): store = .float
        case (.lanes, .cgFloat): store = .cgFloat
        case (.lanes, .double): store = .double
        default: return nil
        }
        isAdditive = step.isAdditive
        isCumulative = step.isCumulative
        self.curve = curve
        layer = step.layer
        offset = step.offset
        timeMap = step.timeMap
        timing = step.timing
        activeDuration = step.activeDuration
        cycleDuration = step.cycleDuration
        from = step.from.x
        to = step.to.x
        base = step.base.x
        axisX = step.axis.x
        axisY = step.axis.y
        axisZ = step.axis.z
        format = step.format
    }

    /// Writes the field's value at media time `time` into `record` (TypedTrackStep.apply, lane x): the committed
    /// value where the track shows nothing or the value overflowed. `curves` are the plan's.
    @inline(__always)
    func apply(atMediaTime time: Double, to record: UnsafeMutableRawPointer, committed: UnsafeRawPointer,
               curves: UnsafeBufferPointer<CAMediaTimingFunctionCurve>) {
        let field = record + offset
        guard let sample = timing.sample(atParentTime: timeMap.localTime(time), activeDuration: activeDuration,
                                         cycleDuration: cycleDuration) else {
            format.copyField(from: committed + offset, to: field)
            return
        }
        let eased = curve >= 0 ? curves[Int(curve)].solve(sample.progress, epsilon: 1e-5) : sample.progress
        // LaneTrack.value, lane x.
        var v = eased <= 0 ? from : (eased >= 1 ? to : from + (to - from) * eased)
        if isCumulative, sample.iteration >= 1 {
            v += (timing.autoreverses ? from : to) * Double(sample.iteration)
        }
        if isAdditive { v = base + v }
        guard v.isFinite else {
            format.copyField(from: committed + offset, to: field)
            return
        }
        switch store {
        case .float: field.storeBytes(of: Float(clampingFinite: v), as: Float.self)
        case .cgFloat: field.storeBytes(of: CGFloat(v), as: CGFloat.self)
        case .double: field.storeBytes(of: v, as: Double.self)
        case .rotation:
            field.storeBytes(of: CATransform3D.rotation(CGFloat(v), unitAxis: CGFloat(axisX), CGFloat(axisY),
                                                        CGFloat(axisZ)), as: CATransform3D.self)
        case .rotationZ:
            ScalarTrackStep.storeRotationZ(CGFloat(v), into: field)
        }
    }

    /// CATransform3D.rotation(angle, unitAxis: +0, +0, 1), bit for bit: with a finite angle, t = 1 − cos ∈ [0, 2],
    /// so each product by the +0 axis lanes is a zero and each sum with one keeps the other term (+0 where both are
    /// zeros, as `+0 + s` and `+0 − s` give for s = ±0); only the sums that can differ are kept. The sine and cosine
    /// come from one `sincos` call (one range reduction), the bits of `sin` and `cos` (SinCosTests).
    @inline(__always)
    static func rotationZ(_ angle: CGFloat) -> CATransform3D {
        let (sine, cosine) = sineAndCosine(Double(angle))
        let c = CGFloat(cosine), s = CGFloat(sine), t = 1 - c
        return CATransform3D(
            m11: c + 0, m12: 0 + s, m13: 0, m14: 0,
            m21: 0 - s, m22: c + 0, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: c + t, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// Writes `rotationZ(angle)` into the transform at `field` where that holds the identity's bits in every entry
    /// but m11, m12, m21, m22 and m33: only those five are stored. A rotation about z writes the identity's bits
    /// in the other eleven (the zeros as +0 and m44 as 1, bit for bit), and the field's only other value is the
    /// committed one, which `TypedTrackStep` takes only when it is the identity bit for bit
    /// (TransformComponentTrack.isIdentity): so in the reused evaluation's buffer, where the record was copied from
    /// the committed one and no other step writes the field, the eleven stay as they are (TypedTrackPlanTests).
    @inline(__always)
    static func storeRotationZ(_ angle: CGFloat, into field: UnsafeMutableRawPointer) {
        let (sine, cosine) = sineAndCosine(Double(angle))
        let c = CGFloat(cosine), s = CGFloat(sine), t = 1 - c
        let matrix = field.assumingMemoryBound(to: CATransform3D.self)
        matrix.pointee.m11 = c + 0
        matrix.pointee.m12 = 0 + s
        matrix.pointee.m21 = 0 - s
        matrix.pointee.m22 = c + 0
        matrix.pointee.m33 = c + t
    }

    /// `(sin(angle), cos(angle))` from one glibc `sincos` call, the same bits (SinCosTests).
    @inline(__always)
    static func sineAndCosine(_ angle: Double) -> (Double, Double) {
        var sine = 0.0, cosine = 0.0
        sincos(angle, &sine, &cosine)
        return (sine, cosine)
    }
}
