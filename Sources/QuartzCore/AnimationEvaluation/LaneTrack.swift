// The per-frame fast path of a basic animation of a whole numeric property (spec §5.1–5.3): numbers, points,
// sizes, rects and colours all fit four Double lanes, so the endpoint cases, interpolation, cumulative repeats
// and additive blending are a few SIMD operations on values held inline, with no AnimatableValue enum copied
// per frame. Built once from a track's content when the track is made; tracks it does not fit (transforms,
// components, value functions, springs, keyframes) take the general path in AnimationTrack+Evaluation.swift.
import Foundation

/// A basic track's endpoints as lanes, with the modifiers that change how they combine.
package struct LaneTrack: Sendable {
    /// Four lanes stored with a Double's 8-byte alignment: a stored SIMD4<Double> needs 16, which made every
    /// AnimationTrack holding one an over-aligned object that Swift's runtime allocates through posix_memalign
    /// (BENCHMARKS.md "The animation track's footprint (twelfth wave)"). Read back as one SIMD4 (unaligned loads).
    private typealias StoredLanes = (Double, Double, Double, Double)

    package let property: LayerProperty
    /// Which endpoints are set: bit 0 `from`, bit 1 `to`, bit 2 `by`; an unset one's lanes are 0.
    private let setEndpoints: UInt8
    let isAdditive: Bool
    let isCumulative: Bool
    private let fromLanes: StoredLanes
    private let toLanes: StoredLanes
    private let byLanes: StoredLanes

    var from: SIMD4<Double>? { setEndpoints & 1 != 0 ? fromValue : nil }
    var to: SIMD4<Double>? { setEndpoints & 2 != 0 ? toValue : nil }
    var by: SIMD4<Double>? { setEndpoints & 4 != 0 ? byValue : nil }

    /// The stored form of the endpoints `from`, `to`, `by` (nil: unset).
    private init(property: LayerProperty, from: SIMD4<Double>?, to: SIMD4<Double>?, by: SIMD4<Double>?,
                 isAdditive: Bool, isCumulative: Bool) {
        self.property = property
        setEndpoints = (from == nil ? 0 : 1) | (to == nil ? 0 : 2) | (by == nil ? 0 : 4)
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        fromLanes = unsafeBitCast(from ?? SIMD4(), to: StoredLanes.self)
        toLanes = unsafeBitCast(to ?? SIMD4(), to: StoredLanes.self)
        byLanes = unsafeBitCast(by ?? SIMD4(), to: StoredLanes.self)
    }

    /// The lane form of a track, or nil when the general path must evaluate it.
    init?(keyPath: LayerKeyPath?, valueFunction: ValueFunctionOperation?, content: __shared AnimationTrack.Content,
          isAdditive: Bool, isCumulative: Bool) {
        guard valueFunction == nil, let keyPath, keyPath.component == nil, let property = keyPath.property,
              LaneTrack.fits(property.valueKind),
              case .basic(let from, let to, let by) = content else { return nil }
        self.init(property: property, from: from, to: to, by: by, isAdditive: isAdditive, isCumulative: isCumulative)
    }

    /// The lane form of a basic track with these endpoints, read borrowed (AnimationTrack's basic init).
    init?(keyPath: LayerKeyPath?, valueFunction: ValueFunctionOperation?, from: __shared AnimatableValue?,
          to: __shared AnimatableValue?, by: __shared AnimatableValue?, isAdditive: Bool, isCumulative: Bool) {
        guard valueFunction == nil, let keyPath, keyPath.component == nil, let property = keyPath.property,
              LaneTrack.fits(property.valueKind) else { return nil }
        self.init(property: property, from: from, to: to, by: by, isAdditive: isAdditive, isCumulative: isCumulative)
    }

    /// The lanes of a basic track's endpoints for `property` (the track's whole property, or the one a transform
    /// component track writes: TransformComponentTrack), or nil when an endpoint does not fit.
    init?(property: LayerProperty, from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?,
          isAdditive: Bool, isCumulative: Bool) {
        // An endpoint of another kind, or a nil colour (written back as nil, not as transparent black), stays
        // with the general path.
        guard let from = LaneTrack.endpoint(from), let to = LaneTrack.endpoint(to), let by = LaneTrack.endpoint(by)
        else { return nil }
        self.init(property: property, from: from, to: to, by: by, isAdditive: isAdditive, isCumulative: isCumulative)
    }

    /// The lane form of a basic track with a fromValue only, given as `lanes` of `kind`, which fits them: the lanes
    /// `AnimatableValue(lanes:kind:)` keeps (those the kind does not use are 0), as the other inits give for that
    /// value (AnimationTrack's `init(laneProperty:…)`).
    init(property: LayerProperty, fromLanes lanes: SIMD4<Double>, kind: ValueKind, isAdditive: Bool,
         isCumulative: Bool) {
        self.property = property
        setEndpoints = 1
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        switch kind {
        case .scalar: fromLanes = (lanes.x, 0, 0, 0)
        case .point, .size: fromLanes = (lanes.x, lanes.y, 0, 0)
        default: fromLanes = unsafeBitCast(lanes, to: StoredLanes.self)
        }
        toLanes = (0, 0, 0, 0)
        byLanes = (0, 0, 0, 0)
    }

    /// The endpoints as basic content, each set one a value of `property`'s kind: the content the track was made
    /// from when `givesBack` said so, which AnimationTrack then does not keep (AnimationTrackDetail).
    var basicContent: AnimationTrack.Content {
        let kind = property.valueKind
        return .basic(from: from.map { AnimatableValue(lanes: $0, kind: kind) ?? .scalar($0.x) },
                      to: to.map { AnimatableValue(lanes: $0, kind: kind) ?? .scalar($0.x) },
                      by: by.map { AnimatableValue(lanes: $0, kind: kind) ?? .scalar($0.x) })
    }

    /// Whether `basicContent` gives back the endpoints `from`, `to`, `by` exactly: each set one is of `property`'s
    /// kind (a number given for a point property, say, would come back as a point).
    func givesBack(from: __shared AnimatableValue?, to: __shared AnimatableValue?,
                   by: __shared AnimatableValue?) -> Bool {
        let kind = property.valueKind
        return (from?.kind ?? kind) == kind && (to?.kind ?? kind) == kind && (by?.kind ?? kind) == kind
    }

    /// `.some(nil)` for a missing endpoint, `.some(lanes)` for one that fits, nil for one that does not.
    private static func endpoint(_ value: AnimatableValue?) -> SIMD4<Double>?? {
        guard let value else { return .some(nil) }
        if case .color(nil) = value { return nil }
        return value.lanes.map { .some($0) }
    }

    /// The kinds whose values are at most four numbers combined lane by lane.
    static func fits(_ kind: ValueKind) -> Bool {
        switch kind {
        case .scalar, .point, .size, .rect, .color: return true
        default: return false
        }
    }

    /// The value for eased progress `eased` in repeat `iteration`, given the base (presentation) value; nil when
    /// no endpoint is set (no effect). Same arithmetic, in the same order, as AnimationTrack.value(for:base:).
    @inline(__always)
    func value(base: SIMD4<Double>, eased: Double, iteration: Int, autoreverses: Bool) -> SIMD4<Double>? {
        guard let (a, b) = endpoints(base: base) else { return nil }
        return value(from: a, to: b, base: base, eased: eased, iteration: iteration, autoreverses: autoreverses)
    }

    /// The from → to pair of spec §5.1's cases for the base value `base`; nil when no endpoint is set. A typed step
    /// whose base is the committed value resolves it once per tree (TypedTrackStep).
    @inline(__always)
    func endpoints(base: SIMD4<Double>) -> (SIMD4<Double>, SIMD4<Double>)? {
        let p = isAdditive ? base * 0 : base
        // The cases of (from, to, by) by the set endpoints' bits, each endpoint read only where it is used.
        switch setEndpoints {
        case 0b011, 0b111: return (fromValue, toValue)
        case 0b101: return (fromValue, fromValue + byValue)
        case 0b110: return (toValue + byValue * -1, toValue)
        case 0b001: return (fromValue, p)
        case 0b010: return (p, toValue)
        case 0b100: return (p, p + byValue)
        default: return nil
        }
    }

    /// The stored endpoints as SIMD4 (0 where unset).
    private var fromValue: SIMD4<Double> { unsafeBitCast(fromLanes, to: SIMD4<Double>.self) }
    private var toValue: SIMD4<Double> { unsafeBitCast(toLanes, to: SIMD4<Double>.self) }
    private var byValue: SIMD4<Double> { unsafeBitCast(byLanes, to: SIMD4<Double>.self) }

    /// The value between the endpoints `a` → `b` (from `endpoints(base:)`) for eased progress `eased` in repeat
    /// `iteration`: interpolated, then the cumulative repeats, then the additive base.
    @inline(__always)
    func value(from a: SIMD4<Double>, to b: SIMD4<Double>, base: SIMD4<Double>, eased: Double, iteration: Int,
               autoreverses: Bool) -> SIMD4<Double> {
        LaneTrack.value(from: a, to: b, base: base, eased: eased, iteration: iteration, isAdditive: isAdditive,
                        isCumulative: isCumulative, autoreverses: autoreverses)
    }

    /// `value(from:to:base:eased:iteration:autoreverses:)` with the track's switches given (TypedTrackStep keeps
    /// them without the endpoints).
    @inline(__always)
    static func value(from a: SIMD4<Double>, to b: SIMD4<Double>, base: SIMD4<Double>, eased: Double, iteration: Int,
                      isAdditive: Bool, isCumulative: Bool, autoreverses: Bool) -> SIMD4<Double> {
        var result = eased <= 0 ? a : (eased >= 1 ? b : a + (b - a) * eased)
        if isCumulative, iteration >= 1 {
            result += (autoreverses ? a : b) * Double(iteration)
        }
        if isAdditive { result = base + result }
        return result
    }
}

extension AnimatableValue {
    /// The value as four lanes (unused lanes 0; a nil colour is transparent black, as interpolation treats it),
    /// or nil for kinds that do not fit.
    var lanes: SIMD4<Double>? {
        switch self {
        case .scalar(let v): return SIMD4(v, 0, 0, 0)
        case .point(let p): return SIMD4(Double(p.x), Double(p.y), 0, 0)
        case .size(let s): return SIMD4(Double(s.width), Double(s.height), 0, 0)
        case .rect(let r):
            return SIMD4(Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height))
        case .color(let c): return c ?? SIMD4(repeating: 0)
        default: return nil
        }
    }

    /// The value of `kind` whose lanes are `lanes` (the inverse of `lanes`), or nil for kinds that do not fit.
    init?(lanes v: SIMD4<Double>, kind: ValueKind) {
        switch kind {
        case .scalar: self = .scalar(v.x)
        case .point: self = .point(CGPoint(x: v.x, y: v.y))
        case .size: self = .size(CGSize(width: v.x, height: v.y))
        case .rect: self = .rect(CGRect(x: v.x, y: v.y, width: v.z, height: v.w))
        case .color: self = .color(v)
        default: return nil
        }
    }
}
