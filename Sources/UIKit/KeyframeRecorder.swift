// What UIView.animateKeyframes turns its block into (UIKit: "creates an animation block object that can be used
// to set up keyframe-based animations for the current view"): every animatable property a keyframe changes gets
// one CAKeyframeAnimation over the whole duration, whose keyTimes are the keyframes' relative start and end times.
// Per calculation mode (spec §6.2):
//   linear / cubic: values [v0, v0, v1, …] at keyTimes [0, s1, s1+d1, …, 1]: the property holds until its
//     keyframe starts, reaches the keyframe's value at its end, and holds after the last one;
//   discrete: values [v0, v1, …] and keyTimes [0, s1, …, sn, 1] (one more key time than values): each value
//     appears when its keyframe starts (inferred: UIKit does not say whether at the start or the end);
//   paced / cubicPaced: values [v0, v1, …] without keyTimes (Core Animation paces them itself).
// Changes made directly in the animateKeyframes block span the whole duration (start 0, duration 1).
import QuartzCore
import Foundation

final class KeyframeRecorder {
    /// One keyframe's change of one property.
    struct Change {
        var start: Double
        var duration: Double
        var value: Any?
    }

    /// The changes of one property of one layer, with its value before the first.
    final class Track {
        let layer: CALayer
        let key: String
        let initial: Any?
        var changes: [Change] = []

        init(layer: CALayer, key: String, initial: Any?) {
            self.layer = layer
            self.key = key
            self.initial = initial
        }
    }

    let beginsFromCurrentState: Bool
    /// The relative start and duration of the keyframe whose block is running.
    var window: (start: Double, duration: Double) = (0, 1)
    private(set) var tracks: [Track] = []

    init(beginsFromCurrentState: Bool) {
        self.beginsFromCurrentState = beginsFromCurrentState
    }

    /// The action for a change of `key` on a view's `layer`: records it (animatable keys only).
    func recordingAction(for layer: CALayer, key: String) -> any CAAction {
        guard let property = LayerProperty.named(key), property.builtInAction != .none else { return NSNull() }
        let track: Track
        if let existing = tracks.first(where: { $0.layer === layer && $0.key == key }) {
            track = existing
        } else {
            let source = beginsFromCurrentState ? (layer.presentation() ?? layer) : layer
            track = Track(layer: layer, key: key, initial: source.value(forKeyPath: key))
            tracks.append(track)
        }
        let window = self.window
        return RecordingAction { layer, key in
            track.changes.append(Change(start: window.start, duration: window.duration,
                                        value: layer.value(forKeyPath: key)))
        }
    }

    /// The keyframe animation of `track` in `mode` (duration, timing and repetition are the caller's).
    static func animation(for track: Track, mode: CAAnimationCalculationMode) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: track.key)
        animation.calculationMode = mode
        let changes = track.changes.enumerated()
            .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        var values: [Any] = [track.initial as Any]
        var times: [Double] = [0]
        switch mode {
        case .discrete:
            for change in changes {
                values.append(change.value as Any)
                times.append(change.start)
            }
            times.append(1)
        case .paced, .cubicPaced:
            values += changes.map { $0.value as Any }
        default:
            var current: Any = track.initial as Any
            for change in changes {
                let last = times[times.count - 1]
                if change.start > last {
                    values.append(current)
                    times.append(change.start)
                }
                current = change.value as Any
                values.append(current)
                times.append(max(change.start + change.duration, times[times.count - 1]))
            }
            if times[times.count - 1] < 1 {
                values.append(current)
                times.append(1)
            }
        }
        animation.values = values
        if mode != .paced && mode != .cubicPaced { animation.keyTimes = times.map { NSNumber(value: $0) } }
        return animation
    }
}
