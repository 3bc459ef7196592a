// One particle of a frame, as the compositor draws it (ParticleSimulator's output): a quad of the cell's image
// centred on its position in the emitter layer's coordinates, rotated, scaled and tinted.

/// A live particle at one frame's time.
package struct Particle: Sendable {
    /// Centre in the layer's coordinates (z is 0 unless the layer preservesDepth).
    package var position: SIMD3<Float>
    /// Width and height in points (the cell image's size times the particle's scale).
    package var size: SIMD2<Float>
    /// Rotation about z in radians.
    package var rotation: Float
    /// Straight RGBA the image is multiplied by, each component clamped to 0…1.
    package var color: SIMD4<Float>
    /// What it draws: `RenderEmitter.drawable(_:)`.
    package var drawable: Int32
    /// The drawing-order key: birth time (oldest first / last) or z (back to front).
    package var order: Double
}
