// Damage between two frames: the union of the pixel bounds of the old and new quads between the longest common
// prefix and suffix of the two frames' step lists (DamageStep); why that is exact, and the cases that widen it
// (redrawn snapshots, a rewritten shape atlas, blurs), is DECISIONS 17.
import QuartzCore
import Foundation

/// Remembers the last frame drawn into the kept target and tells what the next one damages.
final class DamageTracker {
    private var steps: [DamageStep] = []
    private var previousSteps: [DamageStep] = []
    private var previousStops: [SIMD4<Float>] = []
    private var previousClear = RenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    private var previousWidth = 0
    private var previousHeight = 0
    /// Whether the kept target holds the previous frame (false at the start and after `forget()`).
    private var hasPrevious = false

    /// Above this share of the target a partial frame redraws everything (the scissor saves nothing there).
    static let wholeFrameShare = 0.9

    /// Forgets the previous frame (its target was reallocated or drawn by someone else): the next frame is whole.
    func forget() { hasPrevious = false }

    /// The damage of the frame `builder` holds against the last one, which it then becomes.
    func damage(of builder: FrameBuilder, clear: RenderColor, width: Int, height: Int) -> FrameDamage {
        steps.removeAll(keepingCapacity: true)
        for command in builder.commands { DamageStep.append(command, to: &steps) }
        // The previous frame's records are the builder's other buffer (FrameBuilder.previousInstances): every build
        // is followed by this call or by `forget()`, so they are the records `previousSteps` index.
        let result = builder.instances.withUnsafeBufferPointer { records in
            builder.previousInstances.withUnsafeBufferPointer { old in
                compare(records, old, stops: builder.gradientStops, shapesChanged: builder.shapeAtlas.changed,
                        clear: clear, width: width, height: height)
            }
        }
        swap(&steps, &previousSteps)
        previousStops.removeAll(keepingCapacity: true)
        previousStops.append(contentsOf: builder.gradientStops)
        previousClear = clear
        previousWidth = width
        previousHeight = height
        hasPrevious = true
        return result
    }

    private func compare(_ records: UnsafeBufferPointer<QuadInstance>, _ old: UnsafeBufferPointer<QuadInstance>,
                         stops: [SIMD4<Float>], shapesChanged: Bool, clear: RenderColor, width: Int,
                         height: Int) -> FrameDamage {
        guard hasPrevious, width == previousWidth, height == previousHeight, clear == previousClear,
              stops == previousStops else { return .everything }
        let oldCount = previousSteps.count, newCount = steps.count
        var prefix = 0
        while prefix < oldCount, prefix < newCount,
              same(previousSteps[prefix], old, steps[prefix], records) { prefix += 1 }
        var suffix = 0
        while suffix < oldCount - prefix, suffix < newCount - prefix,
              same(previousSteps[oldCount - 1 - suffix], old, steps[newCount - 1 - suffix], records) { suffix += 1 }
        // A box only grows, so once it reaches the whole-frame share the answer is `.everything`: the walk stops
        // there instead of measuring every other changed quad (every frame of a scene that animates everywhere).
        let enough = DamageTracker.wholeFrameShare * Double(width * height)
        var box = bounds(of: previousSteps, prefix..<oldCount - suffix, old, width: width, height: height,
                         enough: enough)
        guard Double(box.area) < enough else { return .everything }
        box = box.union(bounds(of: steps, prefix..<newCount - suffix, records, width: width, height: height,
                               enough: enough))
        if shapesChanged {
            box = box.union(shapeBounds(of: previousSteps, old, width: width, height: height))
            box = box.union(shapeBounds(of: steps, records, width: width, height: height))
        }
        var snapshotDrawn = false
        // A shadow source pass must run even when nothing on screen changed: its texture is kept for later frames.
        if steps.contains(where: { $0.kind == .beginShadowSource }) { snapshotDrawn = true }
        for step in steps where step.kind == .beginSnapshot {
            snapshotDrawn = true
            for composite in steps where composite.kind == .compositeSnapshot && composite.snapshot == step.snapshot {
                box = box.union(records[Int(composite.instance)].pixelBounds(width: width, height: height))
            }
        }
        if Double(box.area) >= DamageTracker.wholeFrameShare * Double(width * height) { return .everything }
        return box.isEmpty && !snapshotDrawn ? .nothing : .region(box)
    }

    /// Whether two steps draw the same thing: same kind, variant, texture and slots, and byte-equal records.
    private func same(_ a: DamageStep, _ oldRecords: UnsafeBufferPointer<QuadInstance>, _ b: DamageStep,
                      _ newRecords: UnsafeBufferPointer<QuadInstance>) -> Bool {
        guard a.drawsLike(b) else { return false }
        guard a.instance >= 0 else { return true }
        return withUnsafeBytes(of: oldRecords[Int(a.instance)]) { x in
            withUnsafeBytes(of: newRecords[Int(b.instance)]) { y in
                memcmp(x.baseAddress!, y.baseAddress!, QuadInstance.stride) == 0
            }
        }
    }

    /// The union of the pixel bounds of the shape-atlas quads of `list`.
    private func shapeBounds(of list: [DamageStep], _ records: UnsafeBufferPointer<QuadInstance>,
                             width: Int, height: Int) -> PixelBox {
        var box = PixelBox.empty
        for step in list where step.kind == .quad && step.image == 0
            && step.program == Int32(QuadProgramKind.shape.rawValue) {
            box = box.union(records[Int(step.instance)].pixelBounds(width: width, height: height))
        }
        return box
    }

    /// The union of the pixel bounds of the on-screen quads among `range` of `list` (quads inside a snapshot pass
    /// draw into its texture, not the frame), or a box of at least `enough` pixels once the union reaches that.
    private func bounds(of list: [DamageStep], _ range: Range<Int>, _ records: UnsafeBufferPointer<QuadInstance>,
                        width: Int, height: Int, enough: Double) -> PixelBox {
        var box = PixelBox.empty
        // Depth of passes inside a snapshot pass (0: on screen or in a group composited to it). A stretch may start
        // inside a snapshot pass begun before it; those quads then count, which only grows the damage.
        var snapshotDepth = 0
        for index in range {
            let step = list[index]
            switch step.kind {
            case .beginSnapshot, .beginShadowSource: snapshotDepth += 1
            case .beginGroup: if snapshotDepth > 0 { snapshotDepth += 1 }
            case .endGroup, .endShadowSource: if snapshotDepth > 0 { snapshotDepth -= 1 }
            case .quad, .composite, .compositeSnapshot, .compositeShadow:
                if snapshotDepth == 0 {
                    box = box.union(records[Int(step.instance)].pixelBounds(width: width, height: height))
                    if Double(box.area) >= enough { return box }
                }
            }
        }
        return box
    }
}
