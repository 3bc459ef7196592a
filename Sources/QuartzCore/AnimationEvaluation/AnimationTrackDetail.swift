// AnimationTrackDetail: the parts of an AnimationTrack (AnimationTrack.swift) that only some tracks need, out of
// line so that the common track stays small (BENCHMARKS.md "The animation track's footprint (twelfth wave)"): the
// general content (endpoints as AnimatableValue, a spring's solver, keyframes, a transition; a few hundred bytes,
// with a colour case that needs 16-byte alignment) and the element and transform-component fast paths. A lane track
// whose lanes give its content back (LaneTrack.givesBack) has none: the track is then one allocation of about 300
// bytes instead of one of about 1,000 bytes, and a property set, the commit and the reclaimer touch fewer lines.
// Immutable and Sendable like the track that holds it.

/// The content and the rarer fast paths of one AnimationTrack.
package final class AnimationTrackDetail: Sendable {
    /// The per-frame fast path of an array track (ElementTrack); nil when another path runs.
    let elements: ElementTrack?
    /// The per-frame fast path of a transform component track (TransformComponentTrack); nil when another runs.
    let transformComponent: TransformComponentTrack?
    /// What the animation computes.
    let content: AnimationTrack.Content

    init(elements: ElementTrack?, transformComponent: TransformComponentTrack?,
         content: consuming AnimationTrack.Content) {
        self.elements = elements
        self.transformComponent = transformComponent
        self.content = content
    }
}
