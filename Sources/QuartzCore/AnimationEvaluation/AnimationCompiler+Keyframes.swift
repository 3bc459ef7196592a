// Keyframe compilation (spec §6.1–6.2, §6.5): values or path keyframes, key-time rules per calculation mode,
// per-segment curves, Kochanek–Bartels parameters, rotation mode.
import Foundation

extension AnimationCompiler {
    static func keyframeTrack(_ a: CAKeyframeAnimation, convert: (Any?) -> AnimatableValue?,
                              keyPath: String) -> KeyframeTrack? {
        guard let mode = mode(of: a.calculationMode) else {
            EngineDiagnostics.report(
                "CAKeyframeAnimation.calculationMode \"\(a.calculationMode.rawValue)\" is unknown; the animation is "
                    + "ignored. Use .linear, .discrete, .paced, .cubic or .cubicPaced.")
            return nil
        }
        var values: [AnimatableValue] = []
        var segments: [CGPathSegment]?
        var flattened: FlattenedPath?
        if let path = a.path {
            let pathSegments = path.segments
            guard let first = pathSegments.first else {
                EngineDiagnostics.report("CAKeyframeAnimation.path for \"\(keyPath)\" has no segments; ignored.")
                return nil
            }
            values = [.point(first.start)] + pathSegments.map { .point($0.end) }
            segments = pathSegments
            if mode == .paced || mode == .cubicPaced { flattened = path.flattened() }
        } else {
            let raw = a.values ?? []
            guard !raw.isEmpty else {
                EngineDiagnostics.report(
                    "CAKeyframeAnimation for \"\(keyPath)\" has no values and no path; the animation is ignored.")
                return nil
            }
            for item in raw {
                guard let v = convert(item) else { return nil }
                values.append(v)
            }
        }
        let given = a.keyTimes?.map { $0.doubleValue }
        let keyTimes = resolvedKeyTimes(mode: mode, values: values, given: given, keyPath: keyPath)
        let ignoresTiming = mode == .paced || mode == .cubicPaced
        let curves = ignoresTiming ? nil : a.timingFunctions.map { $0.map(\.curve) }
        if let curves, curves.count != values.count - 1, mode != .discrete {
            EngineDiagnostics.report(
                "CAKeyframeAnimation for \"\(keyPath)\" has \(curves.count) timingFunctions for \(values.count) "
                    + "values (expected \(values.count - 1)); segments without one are linear.")
        }
        let rotation: KeyframeTrack.Rotation
        switch a.rotationMode {
        case .rotateAuto?: rotation = segments == nil ? .none : .auto
        case .rotateAutoReverse?: rotation = segments == nil ? .none : .autoReverse
        default: rotation = .none
        }
        return KeyframeTrack(
            mode: mode, values: values, keyTimes: keyTimes,
            discreteKeyTimes: mode == .discrete ? given : nil, segmentCurves: curves,
            tension: a.tensionValues?.map { $0.doubleValue }, continuity: a.continuityValues?.map { $0.doubleValue },
            bias: a.biasValues?.map { $0.doubleValue }, pathSegments: segments, flattenedPath: flattened,
            rotation: rotation)
    }

    static func mode(of name: CAAnimationCalculationMode) -> KeyframeTrack.Mode? {
        switch name {
        case .linear: return .linear
        case .discrete: return .discrete
        case .paced: return .paced
        case .cubic: return .cubic
        case .cubicPaced: return .cubicPaced
        default: return nil
        }
    }

    /// Key times for the segment lookup: paced modes from distances; otherwise the given ones when they fit
    /// (count == values, first 0, last 1, non-decreasing), else even (a misfit is reported).
    static func resolvedKeyTimes(mode: KeyframeTrack.Mode, values: [AnimatableValue], given: [Double]?,
                                 keyPath: String) -> [Double] {
        if mode == .paced || mode == .cubicPaced {
            let distances = zip(values, values.dropFirst()).map { $0.distance(to: $1) }
            return KeyframeSchedule.pacedKeyTimes(distances: distances)
        }
        let even = KeyframeSchedule.evenKeyTimes(count: values.count)
        guard let given, mode != .discrete else { return even }
        let fits = given.count == values.count && given.first == 0 && given.last == 1
            && zip(given, given.dropFirst()).allSatisfy { $0 <= $1 } && given.allSatisfy { $0.isFinite }
        guard fits else {
            EngineDiagnostics.report(
                "CAKeyframeAnimation for \"\(keyPath)\": keyTimes \(given) do not fit \(values.count) values "
                    + "(need as many, non-decreasing, from 0 to 1); evenly spaced key times are used.")
            return even
        }
        return given
    }
}
