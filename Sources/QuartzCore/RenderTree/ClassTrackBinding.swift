// An animation of a layer class's property that the property table does not hold (CAEmitterLayer's and its cells'),
// bound at commit to the field it drives (EmitterSegment), so the render thread applies it without comparing key
// strings.

/// An animation bound to the field it drives.
package struct ClassTrackBinding<Field: Sendable>: Sendable {
    package let track: AnimationTrack
    package let field: Field

    package init(track: AnimationTrack, field: Field) {
        self.track = track
        self.field = field
    }
}
