// One animated field of one layer that the reused evaluation writes straight into the record (TypedTrackPlan,
// RenderTree+ReusedEvaluation.swift): a basic lane track of a CALayer numeric or colour property (LaneTrack), or a
// rotation component set on a committed identity transform (TransformComponentTrack), with the field's byte offset
// and format, the committed value's lanes and the layer's time map resolved once per committed tree. Per frame it is
// the timing sample, the lane arithmetic and one store: no property-table lookup, no AnimatableStore dispatch, no
// restore pass, no retain of the layer's track list. The arithmetic is the general path's own
// (AnimationTrack.sample, LaneTrack.value, PropertyFormat.setLanes, CATransform3DMakeRotation), so the record is
// the one RenderLayer.reapplyAnimations writes, bit for bit (ReusedEvaluationTests).
import Foundation

/// A typed, in-place evaluation of one track of one layer.
struct TypedTrackStep: Sendable {
    enum Kind: UInt8, Sendable {
        /// `lanes` written through `format.setLanes` at `offset`; `base` is the committed value's lanes.
        case lanes
        /// The rotation about axis (`base.y`, `base.z`, `base.w`) by the angle `lanes` gives from `base.x` (the
        /// identity's Euler angle), stored as the matrix at `offset`.
        case rotation
    }

    let kind: Kind
    let format: PropertyFormat
    /// The record's index in the evaluated buffer and the field's byte offset in it.
    let layer: Int
    let offset: Int
    let base: SIMD4<Double>
    /// Media time → the layer's time (its committed RenderAnimations.timeMap).
    let timeMap: MediaTimeMap
    let lanes: LaneTrack
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
        if let lanes = track.lanes {
            // The formats whose lanes are plain numbers in the record (a model-side CGColor would be a new object).
            switch layout.renderFormat {
            case .float, .cgFloat, .double, .int, .point, .size, .rect, .renderColor: break
            default: return nil
            }
            guard lanes.property == property, let base = layout.renderFormat.lanes(at: field) else { return nil }
            self.init(kind: .lanes, format: layout.renderFormat, layer: layer, offset: layout.renderOffset,
                      base: base, timeMap: record.pointee.animations.timeMap, lanes: lanes, track: track)
            return
        }
        guard let component = track.transformComponent, component.property == property,
              layout.renderFormat == .transform,
              let axis = TransformComponentTrack.rotationAxis(of: component.component),
              TransformComponentTrack.isIdentity(field.load(as: CATransform3D.self)) else { return nil }
        self.init(kind: .rotation, format: .transform, layer: layer, offset: layout.renderOffset,
                  base: SIMD4(TransformComponentTrack.identityAngle(component.component), Double(axis.x),
                              Double(axis.y), Double(axis.z)),
                  timeMap: record.pointee.animations.timeMap, lanes: component.lanes, track: track)
    }

    private init(kind: Kind, format: PropertyFormat, layer: Int, offset: Int, base: SIMD4<Double>,
                 timeMap: MediaTimeMap, lanes: LaneTrack, track: AnimationTrack) {
        self.kind = kind
        self.format = format
        self.layer = layer
        self.offset = offset
        self.base = base
        self.timeMap = timeMap
        self.lanes = lanes
        self.track = track
    }

    /// Writes the field's value at media time `time` into `record`, whose committed form is `committed`: the
    /// committed value where the track shows nothing (inactive, no endpoint, an overflowed value), as the general
    /// path's restore leaves it.
    @inline(__always)
    func apply(atMediaTime time: Double, to record: UnsafeMutableRawPointer, committed: UnsafeRawPointer) {
        let field = record + offset
        guard let sample = track.sample(atLayerTime: timeMap.localTime(time)) else {
            format.copyField(from: committed + offset, to: field)
            return
        }
        let eased = track.curve?.solve(sample.progress, epsilon: 1e-5) ?? sample.progress
        switch kind {
        case .lanes:
            guard let v = lanes.value(base: base, eased: eased, iteration: sample.iteration,
                                      autoreverses: track.timing.autoreverses),
                  v.x.isFinite, v.y.isFinite, v.z.isFinite, v.w.isFinite else {
                format.copyField(from: committed + offset, to: field)
                return
            }
            format.setLanes(v, at: field)
        case .rotation:
            guard let v = lanes.value(base: SIMD4(base.x, 0, 0, 0), eased: eased, iteration: sample.iteration,
                                      autoreverses: track.timing.autoreverses), v.x.isFinite else {
                format.copyField(from: committed + offset, to: field)
                return
            }
            field.storeBytes(of: CATransform3DMakeRotation(CGFloat(v.x), CGFloat(base.y), CGFloat(base.z),
                                                           CGFloat(base.w)), as: CATransform3D.self)
        }
    }
}
