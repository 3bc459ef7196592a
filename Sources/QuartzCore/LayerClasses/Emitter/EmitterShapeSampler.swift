// Where a particle starts and which way it flies (CAEmitterLayer.h "Emitter Shape" and "Emitter Modes";
// CAEmitterCell.h emission angles). Shapes are centred on (emitterPosition, emitterZPosition): a line emitterSize
// .width long along x, a rectangle emitterSize, a cuboid emitterSize × emitterDepth, a circle or sphere of radius
// emitterSize.width (Apple's constants' documentation). Modes pick the shape's vertices (points; the centre for a
// circle or sphere), its outline (a sphere's is its circle in the xy plane), its surface or its volume (a flat
// shape's volume is its surface). The direction is the emission longitude in the xy plane tilted out of it by the
// latitude, spread uniformly over the cone whose apex angle is emissionRange. A sub-cell's angles are relative to
// its parent particle's current direction of travel (CAEmitterCell.emitterCells: "the emission angle is relative to
// the current direction of the particle"): its direction is turned so that longitude 0, latitude 0 is that heading.
import Foundation

enum EmitterShapeSampler {
    /// A birth position for a particle of a layer with parameters `p`, in the layer's coordinates.
    static func origin(_ p: EmitterParameters, _ r: inout ParticleRandom) -> SIMD3<Double> {
        let centre = SIMD3(Double(p.emitterPosition.x), Double(p.emitterPosition.y), p.emitterZPosition)
        let w = Double(p.emitterSize.width), h = Double(p.emitterSize.height), d = p.emitterDepth
        let mode = p.emitterMode
        switch p.emitterShape {
        case .line:
            let x = mode == .points ? (r.unit() < 0.5 ? -0.5 : 0.5) * w : (r.unit() - 0.5) * w
            return centre + SIMD3(x, 0, 0)
        case .rectangle:
            return centre + rectangle(w, h, mode, &r)
        case .cuboid:
            return centre + cuboid(SIMD3(w, h, d), mode, &r)
        case .circle:
            guard mode != .points else { return centre }
            let angle = r.unit() * 2 * Double.pi
            let radius = mode == .outline ? w : w * r.unit().squareRoot()
            return centre + SIMD3(cos(angle) * radius, sin(angle) * radius, 0)
        case .sphere:
            guard mode != .points else { return centre }
            if mode == .outline {
                let angle = r.unit() * 2 * Double.pi
                return centre + SIMD3(cos(angle) * w, sin(angle) * w, 0)
            }
            let radius = mode == .surface ? w : w * cbrt(r.unit())
            return centre + unitSphere(&r) * radius
        default:
            return centre
        }
    }

    /// A unit direction within the cone of apex angle `range` around (latitude, longitude).
    static func direction(latitude: Double, longitude: Double, range: Double, _ r: inout ParticleRandom)
        -> SIMD3<Double> {
        let axis = SIMD3(cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
        let half = min(abs(range), 2 * Double.pi) / 2
        guard half > 0 else { return axis }
        // Uniform over the spherical cap: cos θ uniform in [cos half, 1].
        let cosTheta = 1 - r.unit() * (1 - cos(half))
        let sinTheta = (max(0, 1 - cosTheta * cosTheta)).squareRoot()
        let phi = r.unit() * 2 * Double.pi
        let helper = abs(axis.z) < 0.9 ? SIMD3<Double>(0, 0, 1) : SIMD3<Double>(1, 0, 0)
        let u = normalized(cross(helper, axis))
        let v = cross(axis, u)
        return axis * cosTheta + (u * cos(phi) + v * sin(phi)) * sinTheta
    }

    /// `direction`, given in a frame whose +x is the heading `forward`, in the layer's frame: turned by the heading's
    /// azimuth about z and tilted by its elevation, so in the xy plane a longitude adds to the heading's angle. A
    /// zero or non-finite heading has no direction: `direction` is returned as it is.
    static func turned(_ direction: SIMD3<Double>, toward forward: SIMD3<Double>) -> SIMD3<Double> {
        let length = (forward * forward).sum().squareRoot()
        guard length > 0, length.isFinite else { return direction }
        let f = forward / length
        let flat = (f.x * f.x + f.y * f.y).squareRoot()
        let cosYaw = flat > 0 ? f.x / flat : 1
        let sinYaw = flat > 0 ? f.y / flat : 0
        // Images of the frame's axes: x → f, y → the heading's left in the xy plane, z → x × y.
        let left = SIMD3(-sinYaw, cosYaw, 0)
        let up = SIMD3(-f.z * cosYaw, -f.z * sinYaw, flat)
        return f * direction.x + left * direction.y + up * direction.z
    }

    private static func rectangle(_ w: Double, _ h: Double, _ mode: CAEmitterLayerEmitterMode,
                                  _ r: inout ParticleRandom) -> SIMD3<Double> {
        switch mode {
        case .points:
            return SIMD3((r.unit() < 0.5 ? -0.5 : 0.5) * w, (r.unit() < 0.5 ? -0.5 : 0.5) * h, 0)
        case .outline:
            // A point on the perimeter, uniform by length.
            var s = r.unit() * 2 * (w + h)
            if s < w { return SIMD3(s - w / 2, -h / 2, 0) }
            s -= w
            if s < h { return SIMD3(w / 2, s - h / 2, 0) }
            s -= h
            if s < w { return SIMD3(w / 2 - s, h / 2, 0) }
            return SIMD3(-w / 2, h / 2 - (s - w), 0)
        default:
            return SIMD3((r.unit() - 0.5) * w, (r.unit() - 0.5) * h, 0)
        }
    }

    private static func cuboid(_ size: SIMD3<Double>, _ mode: CAEmitterLayerEmitterMode,
                               _ r: inout ParticleRandom) -> SIMD3<Double> {
        func corner() -> Double { r.unit() < 0.5 ? -0.5 : 0.5 }
        switch mode {
        case .points:
            return SIMD3(corner(), corner(), corner()) * size
        case .outline:
            // One of the twelve edges (chosen by length), a uniform point on it.
            var p = SIMD3(corner(), corner(), corner())
            let total = 4 * (size.x + size.y + size.z)
            let pick = r.unit() * max(total, 1e-12)
            let along = r.unit() - 0.5
            if pick < 4 * size.x { p.x = along } else if pick < 4 * (size.x + size.y) { p.y = along } else { p.z = along }
            return p * size
        case .surface:
            // One of the six faces (chosen by area), a uniform point on it.
            var p = SIMD3(r.unit() - 0.5, r.unit() - 0.5, r.unit() - 0.5)
            let xy = size.x * size.y, yz = size.y * size.z, xz = size.x * size.z
            let pick = r.unit() * max(xy + yz + xz, 1e-12)
            if pick < xy { p.z = corner() } else if pick < xy + yz { p.x = corner() } else { p.y = corner() }
            return p * size
        default:
            return SIMD3(r.unit() - 0.5, r.unit() - 0.5, r.unit() - 0.5) * size
        }
    }

    private static func unitSphere(_ r: inout ParticleRandom) -> SIMD3<Double> {
        let z = r.unit() * 2 - 1
        let phi = r.unit() * 2 * Double.pi
        let s = (1 - z * z).squareRoot()
        return SIMD3(s * cos(phi), s * sin(phi), z)
    }

    private static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    private static func normalized(_ v: SIMD3<Double>) -> SIMD3<Double> {
        let length = (v * v).sum().squareRoot()
        return length > 0 ? v / length : SIMD3(1, 0, 0)
    }
}
