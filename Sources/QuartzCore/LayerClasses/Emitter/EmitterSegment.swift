// One committed configuration of an emitter layer: its parameters and flattened cells from the moment (in the
// layer's local time) a commit changed them until the next change. Particles born while it was current keep
// its parameters for their whole life, so changing `birthRate` to 0 stops births without removing the particles
// already flying (as on Apple's platforms). The first configuration starts at local time 0: an emitter whose
// beginTime is 0 shows the steady state at once, and code that sets `beginTime = CACurrentMediaTime()` sees
// emission start then, as Apple's does. A segment also holds the animations of the layer's and its cells' properties
// committed with it, bound to their fields (so the render thread compares no key strings): a commit that adds or
// removes one starts a new segment, and births made while an animation ran are recomputed with it after it is gone.
import Foundation

/// A committed emitter configuration.
package struct EmitterSegment: Sendable {
    /// Local time from which it is current.
    package var start: Double
    package let parameters: EmitterParameters
    /// Cells, top-level ones first (`0..<topLevelCount`), each cell's sub-cells contiguous.
    package let cells: [EmitterCellDescription]
    package let topLevelCount: Int
    /// Per cell, what its particles look like (image, part of it, size in points).
    package let drawables: [EmitterDrawable]
    /// The longest chain life of its top-level cells: after `end + longestLife` none of its particles shows.
    package let longestLife: Double
    /// Animations of the layer's properties ("birthRate", "emitterPosition", …).
    package let layerBindings: [ClassTrackBinding<EmitterProperty>]
    /// Animations of cell properties ("emitterCells.<name>.birthRate"), by index into `cells`.
    package let cellBindings: [ClassTrackBinding<EmitterCellBinding>]

    package init(start: Double, parameters: EmitterParameters, cells: [EmitterCellDescription], topLevelCount: Int,
                 drawables: [EmitterDrawable], layerBindings: [ClassTrackBinding<EmitterProperty>] = [],
                 cellBindings: [ClassTrackBinding<EmitterCellBinding>] = []) {
        self.start = start
        self.layerBindings = layerBindings
        self.cellBindings = cellBindings
        self.parameters = parameters
        self.cells = cells
        self.topLevelCount = topLevelCount
        self.drawables = drawables
        longestLife = cells.prefix(topLevelCount).map(\.chainLife).max() ?? 0
    }

    /// The local times in which particles born under this configuration, current until `end`, can show: from the
    /// first birth (or its cell's start, when a timeOffset pre-warms) until the last birth's chain life ends
    /// (particles die when their age reaches their life, so the upper bound is open); nil when it makes none.
    /// Exact without animations; an animated birthRate counts as possibly non-zero (ParticleSimulator takes
    /// it at each birth).
    func showingInterval(until end: Double) -> Range<Double>? {
        guard parameters.lifetime > 0, parameters.birthRate > 0 || animates(layer: .birthRate) else { return nil }
        var first = Double.infinity
        var last = -Double.infinity
        for index in 0..<topLevelCount {
            let cell = cells[index]
            let clock = cell.clock
            guard cell.parameters.isEnabled, clock.emits, cell.chainLife > 0,
                  cell.parameters.birthRate > 0 || animates(cell: index, .birthRate) else { continue }
            // ParticleSimulator.emitTopLevel's birth window, shown from the cell's start on.
            let from = max(start, clock.firstBirth, 0)
            let stop = min(end, clock.end)
            let shown = max(from, clock.start)
            guard from <= stop, shown < stop + cell.chainLife else { continue }
            first = min(first, shown)
            last = max(last, stop + cell.chainLife)
        }
        return first < last ? first..<last : nil
    }

    private func animates(layer property: EmitterProperty) -> Bool {
        layerBindings.contains { $0.field == property }
    }

    private func animates(cell index: Int, _ property: EmitterCellProperty) -> Bool {
        cellBindings.contains { $0.field.cell == index && $0.field.property == property }
    }

    /// Whether `other` describes the same emission (a commit that changed nothing of it keeps this segment).
    func sameConfiguration(as other: EmitterSegment) -> Bool {
        guard parameters == other.parameters, cells.count == other.cells.count,
              topLevelCount == other.topLevelCount, layerBindings.count == other.layerBindings.count,
              cellBindings.count == other.cellBindings.count else { return false }
        for (a, b) in zip(layerBindings, other.layerBindings) where a.track !== b.track || a.field != b.field {
            return false
        }
        for (a, b) in zip(cellBindings, other.cellBindings)
        where a.track !== b.track || a.field.cell != b.field.cell || a.field.property != b.field.property {
            return false
        }
        for (a, b) in zip(cells, other.cells) {
            guard a.subcells == b.subcells, a.clock == b.clock, a.nearestMinification == b.nearestMinification,
                  a.nearestMagnification == b.nearestMagnification,
                  EmitterCellProperty.allCases.allSatisfy({ a.parameters.value(of: $0) == b.parameters.value(of: $0) })
            else { return false }
        }
        return true
    }

    /// Whether animations of the layer's or of cell `index`'s properties were committed with this configuration.
    @inline(__always)
    package func isAnimated(cell index: Int) -> Bool {
        if !layerBindings.isEmpty { return true }
        for binding in cellBindings where binding.field.cell == index { return true }
        return false
    }

    /// The layer parameters with this segment's animations applied at local time `time`.
    @inline(__always)
    package func parameters(atLayerTime time: Double) -> EmitterParameters {
        guard !layerBindings.isEmpty else { return parameters }
        var result = parameters
        for binding in layerBindings {
            if let value = binding.track.classValue(atLayerTime: time, whole: result.value(of: binding.field)),
               value.isFinite {
                result.set(value, for: binding.field)
            }
        }
        return result
    }

    /// Cell `index`'s parameters with this segment's animations of it applied at `time`.
    @inline(__always)
    package func cellParameters(_ base: EmitterCellParameters, cell index: Int,
                                atLayerTime time: Double) -> EmitterCellParameters {
        guard !cellBindings.isEmpty else { return base }
        var result = base
        for binding in cellBindings where binding.field.cell == index {
            if let value = binding.track.classValue(atLayerTime: time, whole: result.value(of: binding.field.property)),
               value.isFinite {
                result.set(value, for: binding.field.property)
            }
        }
        return result
    }
}
