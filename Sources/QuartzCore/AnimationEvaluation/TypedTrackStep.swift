// One animated field of one layer that the reused evaluation writes straight into the record (TypedTrackPlan,
// RenderTree+ReusedEvaluation.swift): a basic lane track of a CALayer numeric or colour property (LaneTrack), or a
// rotation component set on a committed identity transform (TransformComponentTrack), with the field's byte offset
// and format, the layer's time map and the track's endpoints resolved once per committed tree (the base value they
// depend on is the committed one, as no other track of the layer writes the field). Per frame it is the timing
// sample, the lane arithmetic and one store: no property-table lookup, no AnimatableStore dispatch, no restore pass,
// no retain of the layer's track list. The arithmetic is the general path's own, in the same order
// (AnimationTrack.sample, LaneTrack.endpoints and value, PropertyFormat.setLanes, CATransform3DMakeRotation's
// products on the axis it normalises), so the record is the one RenderLayer.reapplyAnimations writes, bit for bit
// (TypedTrackPlanTests).
import Foundation

/// A typed, in-place evaluation of one track of one layer.
struct TypedTrackStep: Sendable {
    enum Kind: UInt8, Sendable {
        /// The lanes between `from` and `to` written through `format.setLanes` at `offset`.
        case lanes
        /// The rotation about the unit axis `axis` by the angle between `from.x` and `to.x`, stored as the matrix at
        /// `offset`.
        case rotation
        /// No endpoint is set: the committed value stays.
        case committed
    }

    let kind: Kind
    let format: PropertyFormat
    /// The record's index in the evaluated buffer and the field's byte offset in it.
    let layer: Int
    let offset: Int
    /// The committed value's lanes (the rotation's: the identity's Euler angle in x), and the endpoints resolved
    /// against it (LaneTrack.endpoints).
    let base: SIMD4<Double>
    let from: SIMD4<Double>
    let to: SIMD4<Double>
    /// The rotation's axis as CATransform3DMakeRotation normalises it.
    let axis: SIMD3<Double>
    /// Media time → the layer's time (its committed RenderAnimations.timeMap).
    let timeMap: MediaTimeMap
    /// The lane track's additive and cumulative switches (its endpoints are resolved into `from` and `to`): the
    /// whole LaneTrack, three optional endpoints, made every step ~100 bytes larger to walk past each frame.
    let isAdditive: Bool
    let isCumulative: Bool
    /// The track's timing, its curve and whether enclosing groups map its time, copied out of the track with the
    /// timing's active and cycle durations: read through `track` every frame they cost a retain and a release of
    /// the group list per step, and the two durations were computed again per sample (the same values).
    let timing: AnimationTiming
    let curve: CAMediaTimingFunctionCurve?
    let grouped: Bool
    let activeDuration: Double
    let cycleDuration: Double
    /// The committed tree (EvaluationSource.layers) holds the track for as long as the plan exists.
    unowned(unsafe) let track: AnimationTrack

    /// The step of track `track` of the committed layer `record` (index `layer`), or nil when the general path
    /// must evaluate it (another kind of track, a subclass's property, a field the lanes do not fit, a rotation on
    /// a transform that is not the identity).
    init?(_ track: AnimationTrack, layer: Int, record: UnsafePointer<RenderLayer>) {
        guard let property = track.writtenProperty, !track.writesTransform else { return nil }
        let layout = property.layout
        guard layout.isRendered, layout.family == .layer else { return nil }
        let field = UnsafeRawPointer(record) + layout.renderOffset
        let kind: Kind, base: SIMD4<Double>, lanes: LaneTrack
        var axis = SIMD3<Double>(0, 0, 1)
        if let laneTrack = track.lanes {
            // The formats whose lanes are plain numbers in the record (a model-side CGColor would be a new object).
            switch layout.renderFormat {
            case .float, .cgFloat, .double, .int, .point, .size, .rect, .renderColor: break
            default: return nil
            }
            guard laneTrack.property == property, let committed = layout.renderFormat.lanes(at: field) else { return nil }
            kind = .lanes
            base = committed
            lanes = laneTrack
        } else {
            guard let component = track.transformComponent, component.property == property,
                  layout.renderFormat == .transform,
                  let turn = TransformComponentTrack.rotationAxis(of: component.component),
                  TransformComponentTrack.isIdentity(field.load(as: CATransform3D.self)) else { return nil }
            kind = .rotation
            base = SIMD4(TransformComponentTrack.identityAngle(component.component), 0, 0, 0)
            lanes = component.lanes
            // CATransform3DMakeRotation's normalisation, done once (its axes are fixed unit vectors here).
            let length = (turn.x * turn.x + turn.y * turn.y + turn.z * turn.z).squareRoot()
            axis = SIMD3(Double(turn.x / length), Double(turn.y / length), Double(turn.z / length))
        }
        let ends = lanes.endpoints(base: base)
        self.kind = ends == nil ? .committed : kind
        format = layout.renderFormat
        self.layer = layer
        offset = layout.renderOffset
        self.base = base
        from = ends?.0 ?? base
        to = ends?.1 ?? base
        self.axis = axis
        timeMap = record.pointee.animations.timeMap
        isAdditive = lanes.isAdditive
        isCumulative = lanes.isCumulative
        timing = track.timing
        curve = track.curve
        grouped = !track.groups.isEmpty
        activeDuration = track.timing.activeDuration
        cycleDuration = track.timing.cycleDuration
        self.track = track
    }

    /// The track's timing sample at layer time `layerTime` (AnimationTrack.sample(atLayerTime:)): through the groups
    /// when it has any, else the timing's own with the kept durations.
    @inline(__always)
    func sample(atLayerTime layerTime: Double) -> TimingSample? {
        guard !grouped else { return track.sample(atLayerTime: layerTime) }
        return timing.sample(atParentTime: layerTime, activeDuration: activeDuration, cycleDuration: cycleDuration)
    }

    /// Writes the field's value at media time `time` into `record`, whose committed form is `committed`: the
    /// committed value where the track shows nothing (inactive, no endpoint, an overflowed value), as the general
    /// path's restore leaves it.
    @inline(__always)
    func apply(atMediaTime time: Double, to record: UnsafeMutableRawPointer, committed: UnsafeRawPointer) {
        let field = record + offset
        guard kind != .committed, let sample = sample(atLayerTime: timeMap.localTime(time)) else {
            format.copyField(from: committed + offset, to: field)
            return
        }
        let eased = curve?.solve(sample.progress, epsilon: 1e-5) ?? sample.progress
        let v = LaneTrack.value(from: from, to: to, base: base, eased: eased, iteration: sample.iteration,
                                isAdditive: isAdditive, isCumulative: isCumulative,
                                autoreverses: timing.autoreverses)
        if kind == .lanes {
            guard v.x.isFinite, v.y.isFinite, v.z.isFinite, v.w.isFinite else {
                format.copyField(from: committed + offset, to: field)
                return
            }
            format.setLanes(v, at: field)
            return
        }
        // An overflowed angle leaves the model value (DECISIONS 12), as on the general path.
        guard v.x.isFinite else {
            format.copyField(from: committed + offset, to: field)
            return
        }
        field.storeBytes(of: TypedTrackStep.rotation(CGFloat(v.x), axis: axis), as: CATransform3D.self)
    }

    /// CATransform3DMakeRotation(angle, x, y, z) for the unit axis it computes from (x, y, z): the same products
    /// and sums in the same order, without the normalisation.
    @inline(__always)
    static func rotation(_ angle: CGFloat, axis: SIMD3<Double>) -> CATransform3D {
        CATransform3D.rotation(angle, unitAxis: CGFloat(axis.x), CGFloat(axis.y), CGFloat(axis.z))
    }
}
