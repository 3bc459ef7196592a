// One cell of a committed emitter configuration (EmitterSegment): its parameters frozen at the commit, where its
// sub-cells are in the segment's flat list, when and how fast it emits (EmitterCellClock), and the bounds the render
// thread needs to find its live particles without scanning all time (the longest life of its particles and their
// descendants, the birth slot length), all in its emitter's time (the layer's, or its parent particle's age).
import Foundation

/// A committed cell. Plain values, read on the render thread.
package struct EmitterCellDescription: Sendable {
    package var parameters: EmitterCellParameters
    /// The name key paths use (resolved at commit, never per frame).
    package let name: String?
    /// Indices of the sub-cells in the segment's `cells`.
    package var subcells: Range<Int>
    /// Whether the cell draws its image with nearest-neighbour sampling when minified / magnified.
    package let nearestMinification: Bool
    package let nearestMagnification: Bool
    /// Its CAMediaTiming in its emitter's time: when it emits and how fast its clock runs.
    package let clock: EmitterCellClock
    /// The longest a particle of this cell lives, in emitter time (layer lifetime multiplier and clock rate applied).
    package var longestLife: Double = 0
    /// longestLife plus the longest chain of its sub-cells' particles: how far back births can still show.
    package var chainLife: Double = 0
    /// The length of the birth slots (ParticleSimulator): 1/60 s, longer for very long lives so a frame visits
    /// at most `EmitterCellDescription.slotsPerLife` slots of this cell.
    package var slot: Double = 1.0 / 60

    package static let slotsPerLife = 1024.0
}
