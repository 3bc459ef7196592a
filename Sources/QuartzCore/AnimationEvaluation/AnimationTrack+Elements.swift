// The element-wise evaluation of a colour or number array track (ElementTrack): the endpoint cases of spec §5.1,
// the spring's progress or two neighbouring keyframes (spec §6.3, with the exact-keyframe snap within 0.001),
// blended element by element into the store's own array in place. Same arithmetic, in the same order, as the
// general path (AnimationTrack+Evaluation.swift, AnimatableValue+Interpolation.swift), so the values are equal;
// whenever the arrays' lengths differ (Apple's and the general path's half-way switch), the store cannot be written
// in place, or the result is not finite, it returns false or writes nothing exactly as the general path would.
import Foundation

extension AnimationTrack {
    /// Applies the track element by element; false when the general path must evaluate it instead.
    @inline(__always)
    func applyElements<Store: AnimatableStore>(_ elements: ElementTrack, atLayerTime layerTime: Double,
                                               to store: inout Store) -> Bool {
        switch elements.element {
        case .colors: return applyElements(SIMD4<Double>.self, elements.property, layerTime, &store)
        case .numbers: return applyElements(Double.self, elements.property, layerTime, &store)
        case .path: return applyElements(CGPath.Element.self, elements.property, layerTime, &store)
        }
    }

    @inline(__always)
    private func applyElements<E: InterpolatedElement, Store: AnimatableStore>(
        _: E.Type, _ property: LayerProperty, _ layerTime: Double, _ store: inout Store) -> Bool {
        // Outside the active time nothing is written, as on the general path.
        guard let sample = sample(atLayerTime: layerTime) else { return true }
        // A track with an element fast path has its content in its detail (AnimationTrack's inits).
        guard let detail else { return false }
        let blend: ElementBlend<E>
        switch detail.content {
        case .basic(let from, let to, let by):
            let eased = curve?.solve(sample.progress, epsilon: 1e-5) ?? sample.progress
            guard let ends = ElementBlend<E>.Ends(from: from, to: to, by: by) else { return false }
            blend = ElementBlend(ends: ends, fraction: eased, clamped: true)
        case .spring(let from, let to, let by, let solver):
            guard let ends = ElementBlend<E>.Ends(from: from, to: to, by: by) else { return false }
            blend = ElementBlend(ends: ends, fraction: solver.progress(at: sample.localTime), clamped: false)
        case .keyframes(let track):
            let eased = curve?.solve(sample.progress, epsilon: 1e-5) ?? sample.progress
            var (i, f) = KeyframeSchedule.segment(at: eased, keyTimes: track.keyTimes)
            if let curves = track.segmentCurves, i < curves.count { f = curves[i].solve(f, epsilon: 1e-5) }
            guard i + 1 < track.values.count, let a = E.endpoint(track.values[i]) ?? nil,
                  let b = E.endpoint(track.values[i + 1]) ?? nil else { return false }
            // The exact-keyframe snap: within 0.001 of a keyframe, that keyframe itself.
            if abs(f) < 0.001 {
                blend = ElementBlend(ends: .values(a, b), fraction: 0, clamped: true)
            } else if abs(f - 1) < 0.001 {
                blend = ElementBlend(ends: .values(a, b), fraction: 1, clamped: true)
            } else {
                blend = ElementBlend(ends: .values(a, b), fraction: f, clamped: false)
            }
        case .transition:
            return false
        }
        if case .none = blend.ends { return true }   // no endpoint at all: no effect
        return store.withElements(of: property, E.self) { field in blend.write(into: &field) }
    }
}
