// The properties CALayer subclasses declare outside the property table (CAEmitterLayer's birthRate, …):
// stored typed in the subclass, set through the same change sequence as built-in properties (spec §1.2: action
// looked up before the store, run after), animated implicitly with the built-in basic animation when the header
// calls them "Animatable" (spec §1.4 "Subclasses extend the list"), and read by presentation copies through the
// `classPropertyValue(forKey:)` seam of CALayer.swift.
import Foundation

extension CALayer {
    /// Stores a subclass property through the change sequence: `store` runs between the action lookup (which
    /// sees the old value) and the action (DECISIONS 3: an equal value looks up nothing).
    func updateClassProperty<T: Equatable>(_ key: String, from old: T, to new: T, store: () -> Void) {
        let pending = beginChange(key, changed: old != new)
        store()
        if !explicitlySetClassKeys.contains(key) { explicitlySetClassKeys.insert(key) }
        endChange(key, pending)
    }

    /// Reports a rejected subclass property value once (DECISIONS 12) and leaves the property unchanged.
    func rejectClassValue(_ className: String, _ key: String, _ value: Any?, _ why: String) {
        let shown = value.map { "\($0)" } ?? "nil"
        EngineDiagnostics.report("\(className)\(nameForMessages).\(key): \(shown) \(why); the value was ignored.")
    }

    /// What an implicit animation of the subclass property `key` starts from: its presentation value (the
    /// committed animations of `key` applied now), or the model value; nil when `key` is not an animatable
    /// subclass property.
    func classPropertySourceValue(forKey key: String) -> AnimatableValue? {
        guard classPropertyIsAnimatable(key), let model = classPropertyValue(forKey: key) else { return nil }
        guard let hosting, hosting.hasCommitted, !animationList.isEmpty else { return model }
        var value = model
        let tracks = committedTracks()
        let layerTime = mediaTimeMap.localTime(CACurrentMediaTime())
        for track in tracks where track.keyPath?.rootKey == key {
            if let updated = track.classValue(atLayerTime: layerTime, whole: value) { value = updated }
        }
        return value
    }
}

extension AnimationTrack {
    /// The whole value of a subclass property after this track at `layerTime`, given the value before it
    /// (`whole`); nil when the track shows nothing then. Used per frame by the render side of the layer classes
    /// (bound at commit, so no string is compared per frame) and by presentation values.
    @inline(__always)
    func classValue(atLayerTime layerTime: Double, whole: AnimatableValue) -> AnimatableValue? {
        guard let keyPath, let sample = sample(atLayerTime: layerTime),
              let base = keyPath.component(of: whole),
              let value = value(for: sample, base: base) else { return nil }
        return keyPath.replacingComponent(in: whole, with: value)
    }
}
