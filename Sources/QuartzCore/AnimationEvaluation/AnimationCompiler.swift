// Compiles a layer's frozen CAAnimation copies into AnimationTracks (at commit, main thread): key paths parsed
// once, values converted to AnimatableValue, key times resolved per calculation mode, curves copied. Bad input
// (unknown key path, values of the wrong type, keyTimes/values mismatch, empty values, NaN durations, unknown
// calculation mode) is reported once and the animation is left out, so the model value shows (DECISIONS 12).
// A group child with duration 0 takes the group's duration (spec §7.2 leaves it open; see `compile`).
import Foundation

enum AnimationCompiler {
    /// The tracks of one animation (a group gives one track per property child), appended to `tracks`.
    /// `layer` resolves the value kind of custom (undefined or `@Managed`) keys from their stored value.
    ///
    /// Group children whose duration is 0 (unset) run for the enclosing group's duration: spec §7.2 says
    /// Apple is silent and the decompile suggests the default is propagated; taking the group's duration (not
    /// the transaction's 0.25 s) is what makes seed 004's pop and byebye groups play every child for the
    /// group's whole 0.2 s instead of being clipped part-way through.
    static func compile(_ animation: CAAnimation, key: String?, groups: [GroupTiming] = [],
                        layer: CALayer? = nil, into tracks: inout [AnimationTrack]) {
        if groups.isEmpty, ObjectIdentifier(type(of: animation)) == ObjectIdentifier(CABasicAnimation.self) {
            // No subclass: the stored state read directly (AnimationCompiler+ExactBasic.swift).
            compileExactBasic(unsafeDowncast(animation, to: CABasicAnimation.self), key: key, layer: layer,
                              into: &tracks)
            return
        }
        let inherited = groups.last?.timing.duration
        guard let timing = timing(of: animation, defaultDuration: inherited) else { return }
        let curve = animation.timingFunction?.curve
        if let group = animation as? CAAnimationGroup {
            let outer = groups + [GroupTiming(timing: timing, curve: curve)]
            for child in group.animations ?? [] {
                compile(child, key: nil, groups: outer, layer: layer, into: &tracks)
            }
            return
        }
        if let transition = animation as? CATransition {
            var track = transitionTrack(transition)
            // The old appearance: snapshotted from the previous committed tree once, then carried (spec §7.3).
            if let layer { track.oldLayers = TransitionSnapshot.oldAppearance(of: layer, beginTime: timing.beginTime) }
            tracks.append(AnimationTrack(keyPath: nil, timing: timing, curve: curve, groups: groups,
                                         content: .transition(track)))
            return
        }
        guard let property = animation as? CAPropertyAnimation else { return }
        let pathText = property.keyPath ?? key ?? ""
        // The built-in implicit animation's key path is known without parsing its text (CABasicAnimation.swift).
        guard case let (keyPath, kind)? = animatedProperty(
            of: property, typed: (property as? CABasicAnimation)?.typedKeyPath(), pathText: pathText, layer: layer)
        else { return }
        let op = property.valueFunction?.operation
        let convert: (Any?) -> AnimatableValue? = { value in
            convertValue(value, kind: kind, valueFunction: op, keyPath: pathText)
        }
        let content: AnimationTrack.Content
        if let spring = property as? CASpringAnimation {
            content = .spring(from: convert(spring.fromValue), to: convert(spring.toValue),
                              by: convert(spring.byValue), solver: spring.solver)
        } else if let basic = property as? CABasicAnimation {
            content = .basic(from: basic.typedFromValue(for: keyPath) ?? convert(basic.fromValue),
                             to: convert(basic.toValue), by: convert(basic.byValue))
        } else if let keyframe = property as? CAKeyframeAnimation {
            guard let track = keyframeTrack(keyframe, convert: convert, keyPath: pathText) else { return }
            content = .keyframes(track)
        } else {
            return
        }
        tracks.append(AnimationTrack(keyPath: keyPath, timing: timing, curve: curve, groups: groups,
                                     isAdditive: property.isAdditive, isCumulative: property.isCumulative,
                                     valueFunction: op, content: consume content))
    }

    /// The tracks of one top-level animation as a list of their own (the commit's cache of an entry,
    /// CALayer+CommitAnimations.swift): an exact CABasicAnimation's one track held inline (no array allocated);
    /// others as `compile(_:key:groups:layer:into:)` gives them.
    static func compiledTracks(of animation: CAAnimation, key: String?, layer: CALayer?) -> AnimationTrackList {
        if ObjectIdentifier(type(of: animation)) == ObjectIdentifier(CABasicAnimation.self) {
            guard let track = exactBasicTrack(unsafeDowncast(animation, to: CABasicAnimation.self), key: key,
                                              layer: layer) else { return [] }
            return AnimationTrackList(track)
        }
        var tracks: [AnimationTrack] = []
        tracks.reserveCapacity(1)   // one track but for groups: allocated once, not grown
        compile(animation, key: key, layer: layer, into: &tracks)
        return AnimationTrackList(tracks)
    }

    /// The timing record, or nil (reported) for NaN or negative durations.
    /// `defaultDuration` replaces a duration of exactly 0 or less (a group child without its own duration).
    static func timing(of a: CAAnimation, defaultDuration: CFTimeInterval? = nil) -> AnimationTiming? {
        timing(of: CAAnimationState(beginTime: a.beginTime, duration: a.duration, speed: a.speed,
                                    timeOffset: a.timeOffset, repeatCount: a.repeatCount,
                                    repeatDuration: a.repeatDuration, autoreverses: a.autoreverses,
                                    fillMode: a.fillMode, isRemovedOnCompletion: a.isRemovedOnCompletion),
               type: type(of: a), defaultDuration: defaultDuration)
    }

    /// `timing(of:defaultDuration:)` from the timing values themselves (read through the `open` getters, or the
    /// stored state of an animation whose class overrides none: AnimationCompiler+ExactBasic.swift).
    static func timing(of a: borrowing CAAnimationState, type animationType: CAAnimation.Type,
                       defaultDuration: CFTimeInterval? = nil) -> AnimationTiming? {
        timing(beginTime: a.beginTime, duration: a.duration, speed: a.speed, timeOffset: a.timeOffset,
               repeatCount: a.repeatCount, repeatDuration: a.repeatDuration, autoreverses: a.autoreverses,
               fillMode: a.fillMode, isRemovedOnCompletion: a.isRemovedOnCompletion, type: animationType,
               defaultDuration: defaultDuration)
    }

    /// `timing(of:type:defaultDuration:)` from the values one by one (AnimationCompiler+ExactBasic.swift reads them
    /// from an animation's stored state without copying the whole state).
    @inline(__always)
    static func timing(beginTime: CFTimeInterval, duration: CFTimeInterval, speed: Float, timeOffset: CFTimeInterval,
                       repeatCount: Float, repeatDuration: CFTimeInterval, autoreverses: Bool,
                       fillMode: borrowing CAMediaTimingFillMode, isRemovedOnCompletion: Bool,
                       type animationType: CAAnimation.Type, defaultDuration: CFTimeInterval?) -> AnimationTiming? {
        var duration = duration
        if duration <= 0, let defaultDuration { duration = defaultDuration }
        let anyNaN = beginTime.isNaN || speed.isNaN || timeOffset.isNaN || repeatCount.isNaN || repeatDuration.isNaN
        guard !anyNaN, duration > 0, repeatDuration >= 0 else {
            EngineDiagnostics.report(
                "\(animationType) has a NaN or non-positive duration, or a NaN/negative timing value (duration "
                    + "\(duration), speed \(speed), repeatDuration \(repeatDuration)); it is ignored. "
                    + "Use finite, non-negative timing values.")
            return nil
        }
        // Speed 0 with a timeOffset, or kept after completion, is Apple's idiom for holding an animation at one point
        // (scrubbing: UIViewPropertyAnimator's fractionComplete); only an animation that would sit at its start
        // waiting to be removed is said.
        if speed == 0, timeOffset == 0, isRemovedOnCompletion {
            EngineDiagnostics.report(
                "\(animationType).speed is 0: the animation stays at its start and never finishes. Use a non-zero "
                    + "speed, or pause the layer (layer.speed = 0) instead.")
        }
        return AnimationTiming(beginTime: beginTime, duration: duration, speed: Double(speed),
                               timeOffset: timeOffset, repeatCount: Double(repeatCount),
                               repeatDuration: repeatDuration, autoreverses: autoreverses, fillMode: copy fillMode)
    }

    /// Converts an endpoint or keyframe value; nil input stays nil, a wrong type is reported.
    static func convertValue(_ value: Any?, kind: ValueKind, valueFunction: ValueFunctionOperation?,
                             keyPath: String) -> AnimatableValue? {
        guard let value else { return nil }
        if let op = valueFunction {
            if let array = value as? [Any], array.count == 3,
               let x = AnimatableValue.number(array[0]), let y = AnimatableValue.number(array[1]),
               let z = AnimatableValue.number(array[2]), op.takesThreeInputs {
                // x, y, z of a scale/translate value function, carried in the four-lane case.
                return .color(SIMD4(x, y, z, 0))
            }
            if let number = AnimatableValue.number(value) { return .scalar(number) }
        }
        if let converted = AnimatableValue(any: value, kind: kind), converted.isFinite { return converted }
        EngineDiagnostics.report(
            "animation value \(value) (\(type(of: value))) cannot be used for key path \"\(keyPath)\", which "
                + "takes a \(kind) value; that endpoint is ignored. Pass a value of the property's type.")
        return nil
    }

    static func transitionTrack(_ t: CATransition) -> TransitionTrack {
        let kind: TransitionTrack.Kind
        switch t.type {
        case .moveIn: kind = .moveIn
        case .push: kind = .push
        case .reveal: kind = .reveal
        case .fade: kind = .fade
        default:
            EngineDiagnostics.report("CATransition type \"\(t.type.rawValue)\" is unknown; using fade.")
            kind = .fade
        }
        let direction: TransitionTrack.Direction
        switch t.subtype {
        case .fromRight?: direction = .fromRight
        case .fromLeft?: direction = .fromLeft
        case .fromTop?: direction = .fromTop
        case .fromBottom?: direction = .fromBottom
        default: direction = .none
        }
        var start = Double(t.startProgress), end = Double(t.endProgress)
        if !(end >= start) {
            EngineDiagnostics.report(
                "CATransition endProgress (\(end)) is less than startProgress (\(start)); using startProgress for both.")
            end = start
        }
        start = min(max(start, 0), 1)
        end = min(max(end, 0), 1)
        return TransitionTrack(kind: kind, direction: direction, startProgress: start, endProgress: end)
    }

    /// The key path an animation animates and its value kind, or nil after saying why the animation is ignored:
    /// the one check of both compile paths (this one and `compileExactBasic`). `typed` is the built-in implicit
    /// animation's key path, known without parsing its text (CABasicAnimation.swift).
    @inline(__always)
    static func animatedProperty(of animation: CAPropertyAnimation, typed: LayerKeyPath?, pathText: String,
                                 layer: CALayer?) -> (LayerKeyPath, ValueKind)? {
        guard let keyPath = typed ?? LayerKeyPath(parsing: pathText),
              let kind = keyPath.valueKind ?? customKind(of: animation, keyPath: keyPath, layer: layer),
              kind.isAnimatable else {
            EngineDiagnostics.report(
                "animation key path \"\(pathText)\" does not name an animatable layer property; the animation "
                    + "is ignored. Use a key such as \"position\", \"opacity\" or \"transform.rotation.z\".")
            return nil
        }
        return (keyPath, kind)
    }
}
