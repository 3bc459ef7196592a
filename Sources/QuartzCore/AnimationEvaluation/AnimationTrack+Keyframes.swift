// Keyframe evaluation (spec §6.3–6.5): segment lookup, per-segment timing, the exact-keyframe snap within
// 0.001, linear / discrete / paced / cubic (Kochanek–Bartels) interpolation, and path following.
import Foundation

extension AnimationTrack {
    @inline(__always)
    func keyframeValue(_ track: KeyframeTrack, progress: Double) -> AnimatableValue? {
        let values = track.values
        // By index, not `first`: a generic call that allocates in a debug build every frame.
        guard !values.isEmpty else { return nil }
        let first = values[0]
        if values.count == 1 { return first }
        if track.mode == .discrete {
            return values[KeyframeSchedule.discreteIndex(at: progress, valueCount: values.count,
                                                          keyTimes: track.discreteKeyTimes)]
        }
        if let path = track.flattenedPath, track.mode == .paced || track.mode == .cubicPaced {
            guard let position = path.position(atFraction: CGFloat(min(max(progress, 0), 1))) else { return first }
            return .point(position.point)
        }
        var (i, f) = KeyframeSchedule.segment(at: progress, keyTimes: track.keyTimes)
        if let curves = track.segmentCurves, i < curves.count {
            f = curves[i].solve(f, epsilon: 1e-5)
        }
        if let segments = track.pathSegments, i < segments.count {
            return .point(segments[i].point(at: CGFloat(f)))
        }
        if abs(f) < 0.001 { return values[i] }
        if abs(f - 1) < 0.001 { return values[i + 1] }
        if (track.mode == .cubic || track.mode == .cubicPaced) && values.count > 2,
           let v = cubicValue(track, segment: i, fraction: f) {
            return v
        }
        return values[i].interpolated(to: values[i + 1], fraction: f)
    }

    /// Kochanek–Bartels as a weighted sum of four keyframes; nil for kinds without scaling (images, booleans).
    @inline(__always)
    func cubicValue(_ track: KeyframeTrack, segment i: Int, fraction f: Double) -> AnimatableValue? {
        let values = track.values
        if case .transform = values[i] { return nil }
        let kb = KochanekBartels.weights(segment: i, fraction: f, count: values.count, keyTimes: track.keyTimes,
                                         tension: track.tension, continuity: track.continuity, bias: track.bias)
        // Unrolled (no array of terms) so the per-frame path allocates nothing.
        guard let a = values[kb.indices.0].scaled(by: kb.weights.0),
              let b = values[kb.indices.1].scaled(by: kb.weights.1),
              let c = values[kb.indices.2].scaled(by: kb.weights.2),
              let d = values[kb.indices.3].scaled(by: kb.weights.3),
              let ab = a.adding(b), let abc = ab.adding(c) else { return nil }
        return abc.adding(d)
    }

    /// The path tangent's angle at the sample (rotationMode), or nil without a path.
    func tangentAngle(_ track: KeyframeTrack, sample: TimingSample) -> Double? {
        let progress = curve?.solve(sample.progress, epsilon: 1e-5) ?? sample.progress
        if let path = track.flattenedPath, track.mode == .paced || track.mode == .cubicPaced {
            return path.position(atFraction: CGFloat(min(max(progress, 0), 1))).map { Double($0.tangentAngle) }
        }
        guard let segments = track.pathSegments, !segments.isEmpty else { return nil }
        var (i, f) = KeyframeSchedule.segment(at: progress, keyTimes: track.keyTimes)
        if let curves = track.segmentCurves, i < curves.count { f = curves[i].solve(f, epsilon: 1e-5) }
        return Double(segments[min(i, segments.count - 1)].tangentAngle(at: CGFloat(f)))
    }
}
