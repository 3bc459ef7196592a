// Replicator instances on the render thread (CAReplicatorLayer.h; docs/architecture.md "Layer classes"): after a frame's layers are evaluated,
// each replicator's sublayer subtrees are appended `instanceCount − 1` more times, copied from the committed tree
// and evaluated at the frame time minus k × instanceDelay, with k × instanceTransform about the replicator's centre
// folded into each top-level copy's transform and the instance colour (instanceColor + k × offsets, clamped) in
// `colorMultiplier`. The copies point at the replicator as their parent, so the compositor draws them as its
// sublayers, instance after instance. Nested replicators multiply. Nothing is allocated once the output buffer has
// grown to the frame's size; the number of copies per frame is bounded.
import Foundation

extension RenderTree {
    /// The most entries all replicators together add to one frame; instances beyond it are not drawn (said once).
    package static let maximumReplicatedEntries = 100_000

    /// Appends the replicator instances to `output`, which holds this tree's layers evaluated at `time`.
    func replicate(at time: Double, into output: inout [RenderLayer]) {
        var budget = RenderTree.maximumReplicatedEntries
        var position = 0
        while position < replicatorIndices.count {
            let source = Int(replicatorIndices[position])
            let end = expand(position: position, target: source, shift: 0, tint: SIMD4(1, 1, 1, 1), time: time,
                             into: &output, budget: &budget)
            position = end
        }
    }

    /// Expands the replicator `replicatorIndices[position]` whose evaluated entry is `output[target]`, evaluated
    /// `shift` seconds behind the frame, inside enclosing instances whose colours multiply to `tint`. Returns the
    /// position in `replicatorIndices` after the replicators nested in this one.
    private func expand(position: Int, target: Int, shift: Double, tint: SIMD4<Float>, time: Double,
                        into output: inout [RenderLayer], budget: inout Int) -> Int {
        let source = Int(replicatorIndices[position])
        guard case .replicator(let replicator) = layers[source].layerClass else { return position + 1 }
        let first = source + 1, count = Int(replicator.sublayerEntryCount)
        let nestedEnd = nestedReplicatorsEnd(after: position, before: first + count)
        // The entry was evaluated `shift` behind the frame, its own animations (instanceCount, instanceTransform,
        // …) applied through the property table.
        let timeMap = layers[source].animations.timeMap
        let p = output[target].replicator ?? RenderReplicator()
        let instances = min(max(p.instanceCount, 0), CAReplicatorLayer.maximumDrawnInstances)
        guard instances > 0 else {
            // No instance at all: the sublayers themselves are not drawn either.
            for index in (target + 1)..<(target + 1 + count) where Int(output[index].parentIndex) == target {
                output[index].isHidden = true
            }
            return nestedEnd
        }
        // Instance 0 is the sublayers in place (already evaluated `shift` behind): only its colour changes.
        let color0 = SIMD4<Float>(p.color(ofInstance: 0))
        if color0 != SIMD4(1, 1, 1, 1) {
            for index in (target + 1)..<(target + 1 + count) { output[index].colorMultiplier *= color0 }
        }
        expandNested(from: position + 1, to: nestedEnd, offset: target - source, shift: shift, tint: tint * color0,
                     time: time, into: &output, budget: &budget)
        // instanceDelay is in the replicator's time; its copies are shifted in media time.
        let scale = timeMap.scale
        let delay = scale != 0 && scale.isFinite ? p.instanceDelay / scale : p.instanceDelay
        let bounds = output[target].bounds
        let center = CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0)
        let back = CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0)
        var power = CATransform3DIdentity
        for k in 1..<max(instances, 1) {
            guard count <= budget else {
                EngineDiagnostics.report("CAReplicatorLayer: more than \(RenderTree.maximumReplicatedEntries) "
                    + "replicated layers in one frame; further instances are not drawn. Lower instanceCount or the "
                    + "number of sublayers replicated.")
                break
            }
            budget -= count
            power = CATransform3DConcat(power, p.instanceTransform)
            let about = CATransform3DConcat(CATransform3DConcat(center, power), back)
            let instanceShift = shift + Double(k) * delay
            let color = tint * SIMD4<Float>(p.color(ofInstance: k))
            let offset = output.count - first
            for index in first..<(first + count) {
                var copy = layers[index]
                copy.applyAnimations(atMediaTime: time - instanceShift)
                copy.colorMultiplier = color
                if Int(copy.parentIndex) == source {
                    copy.parentIndex = Int32(target)
                    copy.transform = RenderTree.instanceTransform(of: copy, about: about)
                } else {
                    copy.parentIndex += Int32(offset)
                }
                if copy.maskIndex >= 0 { copy.maskIndex += Int32(offset) }
                output.append(copy)
            }
            expandNested(from: position + 1, to: nestedEnd, offset: offset, shift: instanceShift, tint: color,
                         time: time, into: &output, budget: &budget)
        }
        return nestedEnd
    }

    /// Expands the replicators directly nested in a copied range (`replicatorIndices[from..<to]`), whose entries
    /// sit `offset` after their committed ones.
    private func expandNested(from: Int, to: Int, offset: Int, shift: Double, tint: SIMD4<Float>, time: Double,
                              into output: inout [RenderLayer], budget: inout Int) {
        var position = from
        while position < to {
            position = expand(position: position, target: Int(replicatorIndices[position]) + offset, shift: shift,
                              tint: tint, time: time, into: &output, budget: &budget)
        }
    }

    /// The position in `replicatorIndices` of the first replicator at or after index `end`, searching from after
    /// `position` (the replicators in between are nested in the one at `position`).
    private func nestedReplicatorsEnd(after position: Int, before end: Int) -> Int {
        var next = position + 1
        while next < replicatorIndices.count, Int(replicatorIndices[next]) < end { next += 1 }
        return next
    }

    /// A top-level copy's transform with the instance matrix `about` (in the replicator's sublayer space) applied
    /// after its own placement: transform · place · about · place⁻¹, so the compositor's
    /// anchor · transform · place yields anchor · transform · place · about.
    static func instanceTransform(of layer: RenderLayer, about: CATransform3D) -> CATransform3D {
        let z = layer.zPosition   // where the anchor lands (LayerGeometry.parentFromLocal)
        let place = CATransform3DMakeTranslation(layer.position.x, layer.position.y, z)
        let unplace = CATransform3DMakeTranslation(-layer.position.x, -layer.position.y, -z)
        let moved = CATransform3DConcat(CATransform3DConcat(place, about), unplace)
        return CATransform3DConcat(layer.transform, moved)
    }
}
