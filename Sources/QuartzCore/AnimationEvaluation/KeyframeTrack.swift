// The render-side form of a CAKeyframeAnimation (spec §6): converted values, key times resolved for the
// calculation mode, per-segment timing curves, Kochanek–Bartels parameters, and the path segments with the
// rotation mode when the animation follows a path.

/// Keyframes ready for per-frame evaluation.
package struct KeyframeTrack: Sendable {
    package enum Mode: UInt8, Sendable { case linear, discrete, paced, cubic, cubicPaced }
    package enum Rotation: UInt8, Sendable { case none, auto, autoReverse }

    package var mode: Mode
    /// One value per keyframe (path keyframes: the segment end points, first the start).
    package var values: [AnimatableValue]
    /// Key times for the segment lookup (one per value), already even or paced where the mode says so.
    package var keyTimes: [Double]
    /// The keyTimes the caller gave, for the discrete rules (nil when absent).
    package var discreteKeyTimes: [Double]?
    /// Per-segment timing curves (ignored by the paced modes).
    package var segmentCurves: [CAMediaTimingFunctionCurve]?
    package var tension: [Double]?
    package var continuity: [Double]?
    package var bias: [Double]?
    /// The path's curve segments when the animation follows a path (segment i joins keyframes i and i+1).
    package var pathSegments: [CGPathSegment]?
    /// The arc-length table of the path, for the paced modes.
    package var flattenedPath: FlattenedPath?
    package var rotation: Rotation
}
