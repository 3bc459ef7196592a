// The lean shader variants for plain quads (QuadProgramKind.plain and .plainBorder: sizes in pixels from the vertex
// shader, one distance for a concentric border) must draw what the general variant draws (derivatives per fragment,
// two distances). The same layer is drawn once on its own and once inside a window-sized masksToBounds layer turned
// a quarter turn (the layer turned back by as much), which cuts nothing away but routes it through the general
// (clipped) variant: an unrotated clip that cuts nothing is dropped (FrameBuilder+ClipFit).
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Compositor plain variants", .serialized)
    struct PlainVariantPixelTests {
        private static let fill = RenderColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 1)
        private static let line = RenderColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 0.9)

        /// Renders a 40-point bordered layer rotated by 0.4 rad, optionally inside a window-sized clipping layer.
        private func render(radius: Double, border: Double, corners: UInt8, clipped: Bool,
                            target: OffscreenTarget) -> RGBAFrame {
            var builder = TreeBuilder(width: 100, height: 100, background: .blue)
            var parent = 0
            if clipped {
                parent = builder.add(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                     color: RenderColor(red: 0, green: 0, blue: 0, alpha: 0)) {
                    $0.masksToBounds = true
                    $0.transform = CATransform3DMakeRotation(Double.pi / 2, 0, 0, 1)
                }
            }
            builder.add(frame: CGRect(x: 30, y: 30, width: 40, height: 40), color: Self.fill, parent: parent) {
                $0.cornerRadius = radius
                $0.borderWidth = border
                $0.borderColor = Self.line
                $0.maskedCorners = corners
                $0.opacity = 0.8
                $0.transform = CATransform3DMakeRotation(clipped ? 0.4 - Double.pi / 2 : 0.4, 0, 0, 1)
            }
            return target.render(builder.tree)
        }

        private func largestDifference(_ a: RGBAFrame, _ b: RGBAFrame) -> Int {
            zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        }

        @Test("a concentric border (radius 8 ≥ width 3, all corners) matches the general variant within 2 levels")
        func concentricBorderMatchesGeneral() throws {
            let target = try OffscreenTarget(width: 100, height: 100)
            let lean = render(radius: 8, border: 3, corners: 15, clipped: false, target: target)
            let general = render(radius: 8, border: 3, corners: 15, clipped: true, target: target)
            #expect(largestDifference(lean, general) <= 2)
            // Both really draw: the middle of the border band on the rotated right edge (local (38.5, 20), at 0.4 rad
            // about the centre: pixel (67, 57)) is border over fill at 0.8 over blue, the centre is fill at 0.8.
            #expect(lean.pixel(67, 57, isNear: [188, 194, 251, 255], tolerance: 3))
            #expect(lean.pixel(50, 50, isNear: [41, 102, 214, 255], tolerance: 3))
        }

        @Test("borders that are not concentric (square, masked, or radius below width) match the general variant within 2")
        func otherBordersMatchGeneral() throws {
            let target = try OffscreenTarget(width: 100, height: 100)
            for (radius, border, corners) in [(0.0, 3.0, UInt8(15)), (10.0, 3.0, UInt8(5)), (2.0, 5.0, UInt8(15))] {
                let lean = render(radius: radius, border: border, corners: corners, clipped: false, target: target)
                let general = render(radius: radius, border: border, corners: corners, clipped: true, target: target)
                #expect(largestDifference(lean, general) <= 2, "radius \(radius), border \(border), corners \(corners)")
            }
        }
    }
}
