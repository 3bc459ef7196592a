// Per-frame evaluation of one track (spec §3.4, §5, §6): layer time → (groups) → progress → eased progress →
// value from the endpoints or keyframes → cumulative → value function → additive, then written into the store.
// No allocation and no string lookup: everything was resolved when the track was compiled.
import Foundation

extension AnimationTrack {
    /// The timing sample at `layerTime`, through the enclosing groups; nil when the animation shows nothing.
    @inline(__always)
    package func sample(atLayerTime layerTime: Double) -> TimingSample? {
        var parentTime = layerTime
        for group in groups {
            guard let t = group.childParentTime(parentTime) else { return nil }
            parentTime = t
        }
        return timing.sample(atParentTime: parentTime)
    }

    /// Applies the animation's value at `layerTime` to `store` (nothing when it is inactive or unusable).
    @inline(__always)
    package func apply<Store: AnimatableStore>(atLayerTime layerTime: Double, to store: inout Store) {
        if let lanes, let base = store.lanes(of: lanes.property) {
            // The fast path (LaneTrack): a basic animation of a whole numeric property, on inline lanes.
            guard let sample = sample(atLayerTime: layerTime) else { return }
            let eased = curve?.solve(sample.progress, epsilon: 1e-5) ?? sample.progress
            guard let value = lanes.value(base: base, eased: eased, iteration: sample.iteration,
                                          autoreverses: timing.autoreverses) else { return }
            store.setLanes(value, for: lanes.property)
            return
        }
        // The transform component fast path (TransformComponentTrack): one decomposition, lanes, no AnimatableValue.
        if let transformComponent = detail?.transformComponent,
           applyTransformComponent(transformComponent, atLayerTime: layerTime, to: &store) {
            return
        }
        // The array fast path (ElementTrack): colours and locations blended into the record's own array.
        if let elements = detail?.elements, applyElements(elements, atLayerTime: layerTime, to: &store) { return }
        guard let keyPath, let property = keyPath.property,
              let sample = sample(atLayerTime: layerTime),
              let whole = store.animatableValue(of: property),
              let base = keyPath.component(of: whole) else { return }
        guard let value = value(for: sample, base: base),
              let updated = keyPath.replacingComponent(in: whole, with: value) else { return }
        store.setAnimatableValue(updated, for: property)
        if let detail, case .keyframes(let track) = detail.content, track.rotation != .none,
           let angle = tangentAngle(track, sample: sample),
           case .transform(let t)? = store.animatableValue(of: .transform) {
            // rotationMode: the path tangent's rotation about z concatenated onto the transform (spec §6.5).
            let turn = track.rotation == .autoReverse ? angle + Double.pi : angle
            store.setAnimatableValue(.transform(CATransform3DConcat(CATransform3DMakeRotation(CGFloat(turn), 0, 0, 1), t)),
                                     for: .transform)
        }
    }

    /// The value the animation contributes for `sample`, given the base (presentation) value P.
    @inline(__always)
    package func value(for sample: TimingSample, base: AnimatableValue) -> AnimatableValue? {
        // The detail's content read in place (no copy of the enum); a track without one has its lanes' content.
        if let detail { return value(for: sample, base: base, content: detail.content) }
        return value(for: sample, base: base, content: content)
    }

    /// `value(for:base:)` for the track's content `content`.
    @inline(__always)
    private func value(for sample: TimingSample, base: AnimatableValue, content: __shared Content) -> AnimatableValue? {
        var result: AnimatableValue
        var cumulativeStep: AnimatableValue?
        switch content {
        case .basic(let from, let to, let by):
            let eased = curve?.solve(sample.progress, epsilon: 1e-5) ?? sample.progress
            guard let ends = endpoints(from: from, to: to, by: by, base: base),
                  let v = Self.interpolate(ends.0, ends.1, eased) else { return nil }
            result = v
            cumulativeStep = timing.autoreverses ? ends.0 : ends.1
        case .spring(let from, let to, let by, let solver):
            guard let ends = endpoints(from: from, to: to, by: by, base: base),
                  let v = ends.0.interpolated(to: ends.1, fraction: solver.progress(at: sample.localTime))
            else { return nil }
            result = v
            cumulativeStep = timing.autoreverses ? ends.0 : ends.1
        case .keyframes(let track):
            let eased = curve?.solve(sample.progress, epsilon: 1e-5) ?? sample.progress
            guard let v = keyframeValue(track, progress: eased) else { return nil }
            result = v
            // By index, not `first`/`last`: those are generic calls that allocate in a debug build every frame.
            let values = track.values
            if isCumulative, !values.isEmpty { cumulativeStep = values[timing.autoreverses ? 0 : values.count - 1] }
        case .transition:
            return nil
        }
        if isCumulative, sample.iteration >= 1, let step = cumulativeStep,
           let scaled = step.scaled(by: Double(sample.iteration)), let sum = result.adding(scaled) {
            result = sum
        }
        if let valueFunction {
            result = .transform(Self.apply(valueFunction, to: result))
        }
        if isAdditive, let sum = base.adding(result) {
            result = sum
        }
        return result
    }

    /// The from → to pair of spec §5.1's eight cases; nil when all three are nil (no effect).
    @inline(__always)
    func endpoints(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?,
                   base: AnimatableValue) -> (AnimatableValue, AnimatableValue)? {
        // With a value function the base is a transform, so missing endpoints start from the neutral input.
        let p = valueFunction.map(Self.neutralInput) ?? (isAdditive ? base.scaled(by: 0) ?? base : base)
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return f.adding(b).map { (f, $0) }
        case (nil, let t?, let b?): return t.subtracting(b).map { ($0, t) }
        case (let f?, nil, nil): return (f, p)
        case (nil, let t?, nil): return (p, t)
        case (nil, nil, let b?): return p.adding(b).map { (p, $0) }
        case (nil, nil, nil): return nil
        }
    }

    /// Spec §5.1 evaluation: p′ ≤ 0 → from, p′ ≥ 1 → to, else interpolated.
    @inline(__always)
    static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ p: Double) -> AnimatableValue? {
        if p <= 0 { return a }
        if p >= 1 { return b }
        return a.interpolated(to: b, fraction: p)
    }

    /// The input a value function starts from when an endpoint is missing: 1 for scales, 0 otherwise.
    static func neutralInput(_ op: ValueFunctionOperation) -> AnimatableValue {
        switch op {
        case .scale: return .color(SIMD4(1, 1, 1, 0))
        case .scaleX, .scaleY, .scaleZ: return .scalar(1)
        case .translate: return .color(SIMD4(0, 0, 0, 0))
        default: return .scalar(0)
        }
    }

    /// The transform of a value function for an interpolated input (a number, or x/y/z carried in a 4-lane value).
    static func apply(_ op: ValueFunctionOperation, to input: AnimatableValue) -> CATransform3D {
        switch input {
        case .scalar(let v):
            return op.takesThreeInputs ? op.transform(x: v, y: v, z: op == .scale ? v : 0) : op.transform(x: v, y: 0, z: 0)
        case .color(let c?): return op.transform(x: c.x, y: c.y, z: c.z)
        case .point(let p): return op.transform(x: Double(p.x), y: Double(p.y), z: op == .scale ? 1 : 0)
        case .transform(let t): return t
        default: return CATransform3DIdentity
        }
    }
}
