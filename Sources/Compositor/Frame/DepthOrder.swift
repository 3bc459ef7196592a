// The drawing order of a 3-D set of flat layers (CATransformLayer.h: sublayers "keep their 3-D positions"), back to
// front, as the painter's algorithm needs with no depth buffer: first by the depth of each plane's centre (stable by
// tree order, without allocating: insertion sort for small sets, heap sort with the tree order as tie-break for
// large ones), then corrected pair by pair with Newell's plane tests, so that non-intersecting planes whose centres
// mislead (a long floor under a small card) still draw correctly: a plane may stay before a later one when their
// screen boxes do not overlap, when it lies entirely farther, entirely behind the later plane's plane, or when the
// later plane lies entirely in front of its plane; when instead the later one is provably behind, it moves in
// front of it (each plane moves at most once, so cycles of mutually overlapping planes end). Intersecting planes
// are not split; they keep the centre order. The pair tests run on sets of up to `maximumCorrectedPlanes` planes
// (cubic at worst); larger sets (a preservesDepth replicator of many instances) keep the centre order.

/// Back-to-front ordering of the planes of one 3-D set.
enum DepthOrder {
    /// The most planes whose order the pair tests correct.
    static let maximumCorrectedPlanes = 64
    /// Below this many planes insertion sort (stable) is used; above it, heap sort.
    private static let insertionSortLimit = 24
    /// Distances this small (points after the perspective divide) count as on the plane.
    private static let tolerance = 1e-4

    /// Orders `planes[range]` back to front.
    static func sort(_ planes: inout [DepthPlane], in range: Range<Int>) {
        guard range.count > 1 else { return }
        if range.count <= insertionSortLimit {
            insertionSort(&planes, range)
        } else {
            heapSort(&planes, range)
        }
        if range.count <= maximumCorrectedPlanes { correct(&planes, range) }
    }

    /// Whether `a` is drawn before `b` by the first key: farther centre first, then tree order.
    @inline(__always)
    static func precedes(_ a: DepthPlane, _ b: DepthPlane) -> Bool {
        a.depth != b.depth ? a.depth < b.depth : a.sequence < b.sequence
    }

    private static func insertionSort(_ planes: inout [DepthPlane], _ range: Range<Int>) {
        for i in (range.lowerBound + 1)..<range.upperBound {
            let plane = planes[i]
            var j = i
            while j > range.lowerBound, precedes(plane, planes[j - 1]) {
                planes[j] = planes[j - 1]
                j -= 1
            }
            planes[j] = plane
        }
    }

    private static func heapSort(_ planes: inout [DepthPlane], _ range: Range<Int>) {
        let n = range.count, base = range.lowerBound
        for start in stride(from: n / 2 - 1, through: 0, by: -1) { siftDown(&planes, base, start, n) }
        for end in stride(from: n - 1, to: 0, by: -1) {
            planes.swapAt(base, base + end)
            siftDown(&planes, base, 0, end)
        }
    }

    private static func siftDown(_ planes: inout [DepthPlane], _ base: Int, _ start: Int, _ end: Int) {
        var root = start
        while 2 * root + 1 < end {
            var child = 2 * root + 1
            if child + 1 < end, precedes(planes[base + child], planes[base + child + 1]) { child += 1 }
            guard precedes(planes[base + root], planes[base + child]) else { return }
            planes.swapAt(base + root, base + child)
            root = child
        }
    }

    /// Newell's correction: the plane at each position must be safe to draw under every later one; a later plane
    /// that is provably behind it moves in front of it.
    private static func correct(_ planes: inout [DepthPlane], _ range: Range<Int>) {
        var i = range.lowerBound
        while i < range.upperBound {
            var moved = false
            if planes[i].isBounded {
                for j in (i + 1)..<range.upperBound where planes[j].isBounded && !planes[j].wasMoved {
                    if mayDraw(planes[i], under: planes[j]) { continue }
                    guard mayDraw(planes[j], under: planes[i]) else { continue }
                    var behind = planes[j]
                    behind.wasMoved = true
                    var k = j
                    while k > i {
                        planes[k] = planes[k - 1]
                        k -= 1
                    }
                    planes[i] = behind
                    moved = true
                    break
                }
            }
            if !moved { i += 1 }
        }
    }

    /// Whether drawing `a` and then `b` over it is right (or cannot be wrong).
    static func mayDraw(_ a: DepthPlane, under b: DepthPlane) -> Bool {
        let ba = bounds(a), bb = bounds(b)
        if ba.max.x <= bb.min.x || bb.max.x <= ba.min.x || ba.max.y <= bb.min.y || bb.max.y <= ba.min.y { return true }
        if ba.max.z <= bb.min.z { return true }
        if side(of: a, relativeTo: b) == .behind { return true }
        return side(of: b, relativeTo: a) == .inFront
    }

    private enum Side { case behind, inFront, across }

    /// Where every corner of `a` lies relative to `b`'s plane, seen from the viewer at +z: all behind, all in
    /// front, or across (also when `b` is seen edge-on and its plane says nothing).
    private static func side(of a: DepthPlane, relativeTo b: DepthPlane) -> Side {
        let (b0, b1, b2, b3) = b.corners
        var normal = simdCross(b2 - b0, b3 - b1)
        let length = (normal * normal).sum().squareRoot()
        guard length > 0, length.isFinite, abs(normal.z) > 1e-9 * length else { return .across }
        if normal.z < 0 { normal = -normal }
        normal /= length
        let (a0, a1, a2, a3) = a.corners
        let d0 = (normal * (a0 - b0)).sum(), d1 = (normal * (a1 - b0)).sum()
        let d2 = (normal * (a2 - b0)).sum(), d3 = (normal * (a3 - b0)).sum()
        if max(max(d0, d1), max(d2, d3)) <= tolerance { return .behind }
        if min(min(d0, d1), min(d2, d3)) >= -tolerance { return .inFront }
        return .across
    }

    private static func bounds(_ p: DepthPlane) -> (min: SIMD3<Double>, max: SIMD3<Double>) {
        let (c0, c1, c2, c3) = p.corners
        return (pointwiseMin(pointwiseMin(c0, c1), pointwiseMin(c2, c3)),
                pointwiseMax(pointwiseMax(c0, c1), pointwiseMax(c2, c3)))
    }

    private static func simdCross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }
}
