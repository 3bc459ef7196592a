// The compile of a top-level animation of exactly CABasicAnimation (every built-in implicit animation, and most
// explicit ones): no subclass can have overridden its `open` getters, so its stored state
// (CAAnimationState, PropertyAnimationState, BasicAnimationState) is read directly — one read per value, no
// dynamic casts by class, no conversion closure — and gives the same track as the general path in
// AnimationCompiler.swift (BENCHMARKS.md "Move and commit (seventh wave)").
import Foundation

extension AnimationCompiler {
    /// `compile(_:key:groups:layer:into:)` for `basic`, whose class is exactly CABasicAnimation, outside a group.
    static func compileExactBasic(_ basic: CABasicAnimation, key: String?, layer: CALayer?,
                                  into tracks: inout [AnimationTrack]) {
        if let track = exactBasicTrack(basic, key: key, layer: layer) { tracks.append(track) }
    }

    /// The one track of `basic`, whose class is exactly CABasicAnimation, outside a group; nil (reported) when it
    /// compiles to nothing.
    static func exactBasicTrack(_ basic: CABasicAnimation, key: String?, layer: CALayer?) -> AnimationTrack? {
        // The timing fields read one by one: no copy of the whole state (its timing function and delegate).
        guard let timing = timing(beginTime: basic.state.beginTime, duration: basic.state.duration,
                                  speed: basic.state.speed, timeOffset: basic.state.timeOffset,
                                  repeatCount: basic.state.repeatCount, repeatDuration: basic.state.repeatDuration,
                                  autoreverses: basic.state.autoreverses, fillMode: basic.state.fillMode,
                                  isRemovedOnCompletion: basic.state.isRemovedOnCompletion,
                                  type: CABasicAnimation.self, defaultDuration: nil) else { return nil }
        let curve = basic.state.timingFunction?.curve
        if let track = builtInLaneTrack(basic, timing: timing, curve: curve) { return track }
        let pathText = basic.propertyState.keyPath ?? key ?? ""
        guard case let (keyPath, kind)? = animatedProperty(of: basic, typed: basic.typedKeyPath(), pathText: pathText,
                                                           layer: layer)
        else { return nil }
        let op = basic.propertyState.valueFunction?.operation
        let from = basic.typedFromValue(for: keyPath)
            ?? convertValue(basic.fromValue, kind: kind, valueFunction: op, keyPath: pathText)
        let to = convertValue(basic.basicState.toValue, kind: kind, valueFunction: op, keyPath: pathText)
        let by = convertValue(basic.basicState.byValue, kind: kind, valueFunction: op, keyPath: pathText)
        return AnimationTrack(basicKeyPath: keyPath, timing: timing, curve: curve,
                              isAdditive: basic.propertyState.isAdditive,
                              isCumulative: basic.propertyState.isCumulative,
                              valueFunction: op, from: from, to: to, by: by)
    }

    /// The track of a built-in implicit animation of a whole lane property (its fromValue typed as lanes, no `Any`
    /// endpoint, no value function, its key path the property's own key): what the general steps below give for it
    /// — the key path `typedKeyPath()` gives, the typed fromValue, nil to and by — built without converting the
    /// nil endpoints or copying the optional values (AnimationTrack's `init(laneProperty:…)`). nil otherwise.
    @inline(__always)
    private static func builtInLaneTrack(_ basic: CABasicAnimation, timing: AnimationTiming,
                                         curve: CAMediaTimingFunctionCurve?) -> AnimationTrack? {
        guard basic.basicState.hasNoBoxedEndpoints, basic.propertyState.valueFunction == nil,
              let typed = basic.basicState.typedFrom, case let (lanes, kind)? = typed.laneForm,
              LaneTrack.fits(typed.property.valueKind), kind == typed.property.valueKind,
              basic.propertyState.keyPath == typed.property.key else { return nil }
        return AnimationTrack(laneProperty: typed.property, timing: timing, curve: curve,
                              isAdditive: basic.propertyState.isAdditive,
                              isCumulative: basic.propertyState.isCumulative, fromLanes: lanes, kind: kind)
    }
}
