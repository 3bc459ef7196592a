// The committed description of a CAEmitterLayer (RenderLayerClass.emitter): the configurations that may still have
// live particles (each with the animations it was committed with, EmitterSegment) and the layer's time map. Immutable; the render thread computes each
// frame's particles from it (ParticleSimulator).

/// A committed emitter layer.
package final class RenderEmitter: Sendable {
    /// Oldest first; the last one is the model's current configuration.
    package let segments: [EmitterSegment]
    /// Media time → the layer's local time, in which births, lifetimes and animations are measured.
    package let timeMap: MediaTimeMap
    /// Index of each segment's first drawable in the frame-wide drawable numbering (`drawable(_:)`).
    package let drawableBase: [Int]

    package init(segments: [EmitterSegment], timeMap: MediaTimeMap) {
        self.segments = segments
        self.timeMap = timeMap
        var base: [Int] = []
        var next = 0
        for segment in segments {
            base.append(next)
            next += segment.drawables.count
        }
        drawableBase = base
    }

    // The current configuration is the last segment, read by index: `last` is a generic call that allocates on
    // every frame in a debug build (where the steady-state allocation tests run).
    /// The render mode of the current configuration.
    package var renderMode: CAEmitterLayerRenderMode {
        segments.isEmpty ? .unordered : segments[segments.count - 1].parameters.renderMode
    }
    package var preservesDepth: Bool { segments.isEmpty ? false : segments[segments.count - 1].parameters.preservesDepth }

    /// The drawable a particle's `drawable` number names.
    @inline(__always)
    package func drawable(_ number: Int32) -> EmitterDrawable {
        var segment = segments.count - 1
        while segment > 0, drawableBase[segment] > Int(number) { segment -= 1 }
        return segments[segment].drawables[Int(number) - drawableBase[segment]]
    }

    /// Whether particles may show at media time `time` or later (the display link keeps running while they do, and
    /// may idle once they cannot): some configuration still has a particle alive or a cell that can still emit.
    package func isLive(atMediaTime time: Double) -> Bool {
        let now = timeMap.localTime(time)
        // A stopped layer clock (speed 0) holds its picture; one running backwards moves toward local time 0,
        // before which nothing is born, through whatever its configurations ever showed.
        guard timeMap.scale != 0, now.isFinite else { return false }
        for index in segments.indices {
            let end = index + 1 < segments.count ? segments[index + 1].start : Double.infinity
            guard let showing = segments[index].showingInterval(until: end) else { continue }
            if timeMap.scale > 0 ? now < showing.upperBound : now >= showing.lowerBound { return true }
        }
        return false
    }
}

/// A cell property an animation drives: the cell's index in the current segment and the property.
package struct EmitterCellBinding: Sendable {
    package let cell: Int
    package let property: EmitterCellProperty
}
