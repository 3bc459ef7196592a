// One flat layer of a 3-D set (a CATransformLayer's sublayers, those of the transform layers nested in it, or a
// preservesDepth replicator's instances; FrameBuilder+DepthContext.swift): where the compositor visits it from and
// its bounds' corners in the set's depth space after the perspective divide, where the viewer looks down −z from
// +z (CALayer.h: a larger zPosition is nearer), so DepthOrder can sort the set back to front.
import QuartzCore
import Foundation

/// A sublayer of a 3-D set, ready to be ordered and drawn.
struct DepthPlane {
    /// The layer's index in the frame's layers.
    var index: Int32
    /// The opacities of the depth-preserving layers above it, multiplied (each sublayer gets them individually:
    /// CATransformLayer.h, "the transform layer does not form a compositing group").
    var opacity: Float
    /// Its superlayer's sublayer space to the window, unflattened: what `visit` takes as `parentSpace`.
    var parentSpace: CATransform3D
    /// Its bounds' corners (top-left, top-right, bottom-right, bottom-left) after the perspective divide.
    var corners: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
    /// The depth of its bounds' centre (larger is nearer the viewer); the first sort key.
    var depth: Double
    /// Its place in tree order: equal depths keep it, as equal zPositions do among siblings.
    var sequence: Int32
    /// False when a corner lies behind the viewer (w ≤ 0): the plane tests do not apply, only `depth` orders it.
    var isBounded: Bool
    /// Set once DepthOrder has moved the plane, so a cycle of overlapping planes cannot loop.
    var wasMoved = false

    /// The plane from its bounds size and the matrix `toDepth` from its bounds space into the set's depth space.
    init(index: Int32, opacity: Float, parentSpace: CATransform3D, size: CGSize, toDepth m: CATransform3D,
         sequence: Int32) {
        self.index = index
        self.opacity = opacity
        self.parentSpace = parentSpace
        self.sequence = sequence
        let w = Double(size.width), h = Double(size.height)
        let a = DepthPlane.project(0, 0, m), b = DepthPlane.project(w, 0, m)
        let c = DepthPlane.project(w, h, m), d = DepthPlane.project(0, h, m)
        corners = (a.point, b.point, c.point, d.point)
        isBounded = a.inFront && b.inFront && c.inFront && d.inFront
        let centre = DepthPlane.project(w / 2, h / 2, m)
        // A centre behind the viewer (or a non-finite matrix) sorts first, drawn under everything else.
        depth = centre.inFront && centre.point.z.isFinite ? centre.point.z : -Double.greatestFiniteMagnitude
    }

    /// (x, y, 0, 1) · m after the divide by w, and whether w is positive (the point is in front of the viewer).
    private static func project(_ x: Double, _ y: Double, _ m: CATransform3D) -> (point: SIMD3<Double>, inFront: Bool) {
        let px = x * Double(m.m11) + y * Double(m.m21) + Double(m.m41)
        let py = x * Double(m.m12) + y * Double(m.m22) + Double(m.m42)
        let pz = x * Double(m.m13) + y * Double(m.m23) + Double(m.m43)
        let pw = x * Double(m.m14) + y * Double(m.m24) + Double(m.m44)
        guard pw > 1e-9, pw.isFinite else { return (SIMD3(px, py, pz), false) }
        return (SIMD3(px / pw, py / pw, pz / pw), true)
    }
}
