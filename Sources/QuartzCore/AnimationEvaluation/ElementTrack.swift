// The per-frame fast path of an animation of a whole colour or number array (CAGradientLayer's `colors` and
// `locations`) or path (CAShapeLayer's `path`, `shadowPath`: point by point when the structures match; spec §5.1,
// §6.3): which tracks take it, decided once when the track is compiled. The evaluation
// (AnimationTrack+Elements.swift) blends the endpoints element by element straight into the record's own array,
// so a frame allocates nothing where the general path built a new array every frame. Tracks it does not fit
// (additive, cumulative, value functions, cubic keyframes of three or more values, paths, rotation) take the
// general path.

/// An array track that evaluates element by element in place.
package struct ElementTrack: Sendable {
    /// The element type of the animated array.
    package enum Element: UInt8, Sendable { case colors, numbers, path }

    package let property: LayerProperty
    package let element: Element

    /// The element-wise form of a track, or nil when the general path must evaluate it.
    init?(keyPath: LayerKeyPath?, valueFunction: ValueFunctionOperation?, content: __shared AnimationTrack.Content,
          isAdditive: Bool, isCumulative: Bool) {
        switch content {
        case .basic, .spring: break
        case .keyframes(let track):
            // Two neighbouring keyframes blended: the linear and paced modes (paced arrays have no distance, so
            // their key times are even), and the cubic ones where there is no third keyframe to weigh in.
            let blendsNeighbours = track.mode == .linear || track.mode == .paced || track.values.count <= 2
            guard track.mode != .discrete, blendsNeighbours, track.values.count >= 2, track.pathSegments == nil,
                  track.flattenedPath == nil, track.rotation == .none else { return nil }
        case .transition: return nil
        }
        self.init(interpolating: keyPath, valueFunction: valueFunction, isAdditive: isAdditive,
                  isCumulative: isCumulative)
    }

    /// The element-wise form of a basic or spring track (whose endpoints do not decide it), or nil.
    init?(interpolating keyPath: LayerKeyPath?, valueFunction: ValueFunctionOperation?, isAdditive: Bool,
          isCumulative: Bool) {
        guard valueFunction == nil, !isAdditive, !isCumulative, let keyPath, keyPath.component == nil,
              let property = keyPath.property else { return nil }
        switch property.valueKind {
        case .colors: element = .colors
        case .numbers: element = .numbers
        case .path: element = .path
        default: return nil
        }
        self.property = property
    }
}
