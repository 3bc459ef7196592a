// The committed description of a CAEmitterLayer (RenderSubclass.emitter): the configurations that may still have
// live particles, the layer's animations of its own and its cells' properties bound to their fields at commit (so
// the render thread compares no key strings), and the layer's time map. Immutable; the render thread computes each
// frame's particles from it (ParticleSimulator).

/// A committed emitter layer.
public final class RenderEmitter: Sendable {
    /// Oldest first; the last one is the model's current configuration.
    public let segments: [EmitterSegment]
    /// Animations of the layer's properties ("birthRate", "emitterPosition", …), applied to the current segment.
    package let layerBindings: [ClassTrackBinding<EmitterProperty>]
    /// Animations of cell properties ("emitterCells.<name>.birthRate"), applied to the current segment's cells.
    package let cellBindings: [ClassTrackBinding<EmitterCellBinding>]
    /// Media time → the layer's local time, in which births, lifetimes and animations are measured.
    public let timeMap: MediaTimeMap
    /// Index of each segment's first drawable in the frame-wide drawable numbering (`drawable(_:)`).
    public let drawableBase: [Int]

    package init(segments: [EmitterSegment], layerBindings: [ClassTrackBinding<EmitterProperty>],
                 cellBindings: [ClassTrackBinding<EmitterCellBinding>], timeMap: MediaTimeMap) {
        self.segments = segments
        self.layerBindings = layerBindings
        self.cellBindings = cellBindings
        self.timeMap = timeMap
        var base: [Int] = []
        var next = 0
        for segment in segments {
            base.append(next)
            next += segment.drawables.count
        }
        drawableBase = base
    }

    /// The render mode of the current configuration.
    public var renderMode: CAEmitterLayerRenderMode { segments.last?.parameters.renderMode ?? .unordered }
    public var preservesDepth: Bool { segments.last?.parameters.preservesDepth ?? false }

    /// The drawable a particle's `drawable` number names.
    @inline(__always)
    public func drawable(_ number: Int32) -> EmitterDrawable {
        var segment = segments.count - 1
        while segment > 0, drawableBase[segment] > Int(number) { segment -= 1 }
        return segments[segment].drawables[Int(number) - drawableBase[segment]]
    }

    /// Whether particles may show at media time `time` or later (the display link keeps running while they do).
    public func isLive(atMediaTime time: Double) -> Bool {
        guard let last = segments.last else { return false }
        if last.emits { return true }
        let now = timeMap.localTime(time)
        for (index, segment) in segments.enumerated() {
            let end = index + 1 < segments.count ? segments[index + 1].start : now
            if end + segment.longestLife >= now { return true }
        }
        return false
    }

    /// The current configuration's layer parameters with the layer's animations applied at local time `time`.
    @inline(__always)
    package func parameters(_ base: EmitterParameters, atLayerTime time: Double) -> EmitterParameters {
        guard !layerBindings.isEmpty else { return base }
        var result = base
        for binding in layerBindings {
            if let value = binding.track.classValue(atLayerTime: time, whole: result.value(of: binding.field)),
               value.isFinite {
                result.set(value, for: binding.field)
            }
        }
        return result
    }

    /// Cell `index`'s parameters (of the current configuration) with its animations applied at `time`.
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

/// A cell property an animation drives: the cell's index in the current segment and the property.
package struct EmitterCellBinding: Sendable {
    package let cell: Int
    package let property: EmitterCellProperty
}
