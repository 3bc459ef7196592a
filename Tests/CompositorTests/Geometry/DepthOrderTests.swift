// The back-to-front order of a 3-D set (Compositor DepthOrder): centre depth first, tree order on ties, and Newell's
// plane tests where the centres mislead. Planes are built from matrices mapping the unit square onto a
// parallelogram (row 1 the x edge, row 2 the y edge, row 4 the origin) in the depth space, viewer at +z.
import QuartzCore
import Foundation
import Testing
@testable import Compositor

@Suite("Depth order of a 3-D set")
struct DepthOrderTests {
    static func plane(_ index: Int32, origin: SIMD3<Double>, x: SIMD3<Double>, y: SIMD3<Double>) -> DepthPlane {
        let m = CATransform3D(m11: x.x, m12: x.y, m13: x.z, m14: 0, m21: y.x, m22: y.y, m23: y.z, m24: 0,
                              m31: 0, m32: 0, m33: 1, m34: 0, m41: origin.x, m42: origin.y, m43: origin.z, m44: 1)
        return DepthPlane(index: index, opacity: 1, parentSpace: CATransform3DIdentity,
                          size: CGSize(width: 1, height: 1), toDepth: m, sequence: index)
    }

    @Test("farther centres draw first; equal depths keep tree order")
    func centreDepthThenTreeOrder() {
        var planes = [Self.plane(0, origin: [0, 0, 10], x: [10, 0, 0], y: [0, 10, 0]),
                      Self.plane(1, origin: [0, 0, -10], x: [10, 0, 0], y: [0, 10, 0]),
                      Self.plane(2, origin: [20, 0, 10], x: [10, 0, 0], y: [0, 10, 0]),
                      Self.plane(3, origin: [40, 0, 10], x: [10, 0, 0], y: [0, 10, 0])]
        DepthOrder.sort(&planes, in: 0..<4)
        #expect(planes.map(\.index) == [1, 0, 2, 3])
    }

    @Test("a small card in front of a long tilted floor draws after it, though the floor's centre is nearer")
    func newellTestsFixWhatCentresGetWrong() {
        // The floor runs from z = −1000 (top edge) to z = +100 (bottom edge): centre at −450. The card hangs at
        // z = −500 over the floor's far part, where the floor lies between z = −890 and −560: in front of it.
        let floor = Self.plane(0, origin: [0, 0, -1000], x: [200, 0, 0], y: [0, 200, 1100])
        let card = Self.plane(1, origin: [50, 20, -500], x: [100, 0, 0], y: [0, 60, 0])
        #expect(card.depth < floor.depth)
        #expect(!DepthOrder.mayDraw(card, under: floor))
        #expect(DepthOrder.mayDraw(floor, under: card))
        var planes = [floor, card]
        DepthOrder.sort(&planes, in: 0..<2)
        #expect(planes.map(\.index) == [0, 1])
    }

    @Test("a large set is ordered by centre depth without the pair tests, every plane kept")
    func largeSetsKeepEveryPlane() {
        var planes = (0..<500).map { i in
            Self.plane(Int32(i), origin: [0, 0, Double((i * 7919) % 500)], x: [10, 0, 0], y: [0, 10, 0])
        }
        DepthOrder.sort(&planes, in: 0..<planes.count)
        #expect(Set(planes.map(\.index)).count == 500)
        #expect(zip(planes, planes.dropFirst()).allSatisfy { DepthOrder.precedes($0, $1) })
    }

    @Test("a plane partly behind the viewer (w ≤ 0) is ordered by its centre only and does not trap")
    func planesBehindTheViewerAreSafe() {
        var m = CATransform3DIdentity
        m.m34 = -1.0 / 500
        m.m43 = 400   // the plane at z = 400 under perspective 500: w = 0.2 at its origin
        let tilted = DepthPlane(index: 0, opacity: 1, parentSpace: CATransform3DIdentity,
                                size: CGSize(width: 1000, height: 10),
                                toDepth: CATransform3DConcat(CATransform3DMakeRotation(-1.2, 0, 1, 0), m), sequence: 0)
        #expect(!tilted.isBounded)
        var planes = [tilted, Self.plane(1, origin: [0, 0, 0], x: [10, 0, 0], y: [0, 10, 0])]
        DepthOrder.sort(&planes, in: 0..<2)
        #expect(planes.count == 2)
    }
}
