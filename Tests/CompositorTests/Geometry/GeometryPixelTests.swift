// Pixel probes for layer geometry in the compositor (docs/architecture.md "The compositor" geometry): zPosition order among siblings,
// isDoubleSided back-face culling, sublayerTransform perspective and HiDPI scaling.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Compositor geometry pixels", .serialized)
    struct GeometryPixelTests {
        @Test("a sibling with a larger zPosition draws above a later sibling; equal zPosition keeps tree order")
        func zPositionOrdersSiblings() throws {
            let target = try OffscreenTarget(width: 100, height: 100)
            var builder = TreeBuilder(width: 100, height: 100, background: .blue)
            builder.add(frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: .red) { $0.zPosition = 1 }
            builder.add(frame: CGRect(x: 30, y: 30, width: 50, height: 50), color: .green)
            #expect(target.render(builder.tree).pixel(45, 45) == [255, 0, 0, 255])

            var plain = TreeBuilder(width: 100, height: 100, background: .blue)
            plain.add(frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: .red)
            plain.add(frame: CGRect(x: 30, y: 30, width: 50, height: 50), color: .green)
            #expect(target.render(plain.tree).pixel(45, 45) == [0, 255, 0, 255])
        }

        @Test("a layer turned away (rotated π about y) is culled when not double-sided and drawn when double-sided")
        func backFaceCulling() throws {
            let target = try OffscreenTarget(width: 100, height: 100)
            for doubleSided in [false, true] {
                var builder = TreeBuilder(width: 100, height: 100, background: .blue)
                builder.add(frame: CGRect(x: 20, y: 20, width: 60, height: 60), color: .red) { layer in
                    layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
                    layer.isDoubleSided = doubleSided
                }
                let expected: [UInt8] = doubleSided ? [255, 0, 0, 255] : [0, 0, 255, 255]
                #expect(target.render(builder.tree).pixel(50, 50) == expected)
            }
        }

        @Test("sublayerTransform perspective (m34) makes the near edge of a tilted layer wider than the far edge")
        func perspectiveTilt() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            var builder = TreeBuilder(width: 200, height: 200, background: .blue)
            let stage = builder.add(frame: CGRect(x: 0, y: 0, width: 200, height: 200), color: .clear) { layer in
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 300
                layer.sublayerTransform = perspective
            }
            builder.add(frame: CGRect(x: 50, y: 50, width: 100, height: 100), color: .red, parent: stage) { layer in
                layer.transform = CATransform3DMakeRotation(.pi / 4, 1, 0, 0)
            }
            let frame = target.render(builder.tree)
            func width(row: Int) -> Int { (0..<200).filter { frame.pixel($0, row)[0] > 128 }.count }
            let top = (0..<200).first { width(row: $0) > 0 } ?? 0
            let bottom = (0..<200).last { width(row: $0) > 0 } ?? 0
            // Rotating about x tips the top edge away (narrower) and the bottom edge towards the viewer (wider).
            #expect(bottom > top)
            #expect(width(row: bottom - 1) > width(row: top + 1) + 10)
        }

        @Test("HiDPI: at 2 pixels per point a 20-point layer at (10, 10) covers pixels 20..<60")
        func hiDPIScale() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            var builder = TreeBuilder(width: 100, height: 100, background: .blue)
            builder.add(frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: .red)
            let frame = target.render(builder.tree, scale: 2)
            #expect(frame.pixel(21, 21) == [255, 0, 0, 255])
            #expect(frame.pixel(58, 58) == [255, 0, 0, 255])
            #expect(frame.pixel(61, 40) == [0, 0, 255, 255])
            #expect(frame.pixel(18, 40) == [0, 0, 255, 255])
        }
    }
}
