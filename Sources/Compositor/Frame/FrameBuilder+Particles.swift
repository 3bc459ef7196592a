// A CAEmitterLayer's particles (CAEmitterLayer.h; docs/architecture.md "Layer classes"): simulated for the frame's time (ParticleSimulator, in
// QuartzCore) and drawn as the layer's content, above its background and below its sublayers and border. Each
// particle is one quad of its cell's image; consecutive particles of one cell share a texture and a shader variant,
// so `append` folds them into one run: one draw call per cell and texture, never one per particle (the simulator
// groups unordered and additive particles by cell). Additive particles use their own variant, drawn with additive
// blending (QuadBatchRenderer). The per-particle work is a 2-D rotation and translation folded into the layer's
// clip-space matrix, computed once per layer.
import QuartzCore
import Foundation

extension FrameBuilder {
    /// The emitter description of a layer, if it is an emitter (read through the pointer, so the walk keeps no copy).
    @inline(never)
    static func emitter(of layer: UnsafePointer<RenderLayer>) -> RenderEmitter? {
        // The kind first, the part bound only on an emitter: matching the part copies it out of the record.
        guard case .emitter = layer.pointee.layerClassKind else { return nil }
        if case .emitter(let emitter) = layer.pointee.layerClass { return emitter }
        return nil
    }

    /// The clip particles are drawn under: the emitter's own bounds when it masksToBounds (particles fly beyond
    /// the bounds otherwise, as on Apple's platforms), within the active clip.
    @inline(never)
    static func particleClip(of layer: UnsafePointer<RenderLayer>, plane: Homography,
                             within clip: ClipRegion?) -> ClipRegion? {
        guard layer.pointee.masksToBounds else { return clip }
        return sublayerClip(of: layer, plane: plane, within: clip) ?? clip
    }

    @inline(never)
    func appendParticles(of layer: UnsafePointer<RenderLayer>, _ emitter: RenderEmitter, window: CATransform3D,
                         plane: Homography, opacity: Float, clip: ClipRegion?) {
        particleSimulator.simulate(emitter, atMediaTime: layer.pointee.emitterMediaTime)
        guard !particleSimulator.particles.isEmpty else { return }
        let program: QuadProgramKind = emitter.renderMode == .additive ? .particleAdditive : .particle
        let toClip = CATransform3DConcat(window, projection.matrix)
        let rows = ParticleRows(toClip)
        let pixel = Float(affinePixelSize(window))
        let padding = Float(FrameBuilder.padding(pixelSize: pixel))
        let origin = layer.pointee.bounds.origin
        let tint = layer.pointee.colorMultiplier
        var template = makeInstance(window: window, plane: plane, shape: .zero, clip: clip, kind: .layer, corners: 0,
                                    clipsContents: false, hasContents: true)
        let flags = template.packed.2
        var lastDrawable: Int32 = -1
        var drawable: EmitterDrawable?
        var usable = false
        particleSimulator.particles.withUnsafeBufferPointer { particles in
            for particle in particles {
                if particle.drawable != lastDrawable {
                    lastDrawable = particle.drawable
                    drawable = emitter.drawable(particle.drawable)
                    usable = drawable?.image.map { textureLimitAllows($0) } ?? false
                }
                guard usable, let drawable, let image = drawable.image else { continue }
                let x = Double(particle.position.x) - Double(origin.x)
                let y = Double(particle.position.y) - Double(origin.y)
                let c = Float(cos(Double(particle.rotation))), s = Float(sin(Double(particle.rotation)))
                template.clipFromLocal = rows.rotated(c, s, translation: (Float(x), Float(y), particle.position.z))
                let w = particle.size.x, h = particle.size.y
                let rect = (-w / 2, -h / 2, w, h)
                template.shape = rect
                template.content = rect
                template.quad = (rect.0 - padding, rect.1 - padding, w + 2 * padding, h + 2 * padding)
                let r = drawable.contentsRect
                template.uv = (Float(r.minX), Float(r.minY), Float(r.maxX), Float(r.maxY))
                template.metrics = (pixel, particle.color.x * tint.x, particle.color.y * tint.y,
                                    particle.color.z * tint.z)
                template.style = (0, 0, opacity * particle.color.w * tint.w, 1)
                let minified = Double(w) * Double(pixelsPerPoint.width) < Double(image.width) * Double(r.width)
                let nearest = minified ? drawable.nearestMinification : drawable.nearestMagnification
                template.packed.2 = nearest ? flags | QuadFlags.nearestContents : flags
                if let clip {
                    let local = CATransform3DConcat(ParticleRows.placement(c, s, x, y, Double(particle.position.z)),
                                                    window)
                    template.clipFromLayer = Homography(local).concatenating(clip.clipFromWindow).glColumns
                }
                append(template, image: image, program: program)
            }
        }
    }
}

/// The rows of a layer's clip-space matrix that a particle's placement combines (row-vector convention: a point
/// (x, y, z, 1) times the matrix), so each particle costs a few multiply-adds instead of a 4×4 product.
struct ParticleRows {
    let x, y, z, w: SIMD4<Float>

    init(_ m: CATransform3D) {
        x = SIMD4(Float(m.m11), Float(m.m12), Float(m.m13), Float(m.m14))
        y = SIMD4(Float(m.m21), Float(m.m22), Float(m.m23), Float(m.m24))
        z = SIMD4(Float(m.m31), Float(m.m32), Float(m.m33), Float(m.m34))
        w = SIMD4(Float(m.m41), Float(m.m42), Float(m.m43), Float(m.m44))
    }

    /// The columns QuadInstance.clipFromLocal holds for the layer matrix preceded by a rotation (cos c, sin s) about
    /// z and a translation: rows x' = c·x + s·y, y' = −s·x + c·y, w' = tx·x + ty·y + tz·z + w.
    func rotated(_ c: Float, _ s: Float, translation t: (Float, Float, Float))
        -> (QuadInstance.Vec4, QuadInstance.Vec4, QuadInstance.Vec4) {
        let a = x * c + y * s, b = y * c - x * s
        let o = x * t.0 + y * t.1 + z * t.2 + w
        return ((a.x, a.y, a.z, a.w), (b.x, b.y, b.z, b.w), (o.x, o.y, o.z, o.w))
    }

    /// The same placement as a transform (for the clip homography, which needs the full product).
    static func placement(_ c: Float, _ s: Float, _ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
        var m = CATransform3DIdentity
        m.m11 = CGFloat(c)
        m.m12 = CGFloat(s)
        m.m21 = CGFloat(-s)
        m.m22 = CGFloat(c)
        m.m41 = CGFloat(x)
        m.m42 = CGFloat(y)
        m.m43 = CGFloat(z)
        return m
    }
}
