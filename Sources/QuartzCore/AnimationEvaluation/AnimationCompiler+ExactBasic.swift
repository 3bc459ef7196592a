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
        guard let timing = timing(of: basic.state, type: CABasicAnimation.self) else { return }
        let curve = basic.state.timingFunction?.curve
        let pathText = basic.propertyState.keyPath ?? key ?? ""
        guard case let (keyPath, kind)? = animatedProperty(of: basic, typed: basic.typedKeyPath(), pathText: pathText,
                                                           layer: layer)
        else { return }
        let op = basic.propertyState.valueFunction?.operation
        let from = basic.typedFromValue(for: keyPath)
            ?? convertValue(basic.fromValue, kind: kind, valueFunction: op, keyPath: pathText)
        let to = convertValue(basic.basicState.toValue, kind: kind, valueFunction: op, keyPath: pathText)
        let by = convertValue(basic.basicState.byValue, kind: kind, valueFunction: op, keyPath: pathText)
        tracks.append(AnimationTrack(basicKeyPath: keyPath, timing: timing, curve: curve,
                                     isAdditive: basic.propertyState.isAdditive,
                                     isCumulative: basic.propertyState.isCumulative,
                                     valueFunction: op, from: from, to: to, by: by))
    }
}
