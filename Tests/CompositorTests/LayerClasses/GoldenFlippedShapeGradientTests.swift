// isGeometryFlipped on CAShapeLayer and CAGradientLayer (CALayer.h: "the geometry of the layer and its sublayers is
// flipped vertically"; a flipped layer draws in a y-flipped context, contentsAreFlipped()): a flipped shape layer's
// path and a flipped gradient layer's start and end points are read from the bottom edge up, so both show mirrored
// about the middle of their bounds, as unflipped ones inside a flipped superlayer are (mirrored with its whole
// space). Golden image with a must-fail twin (the same scene unflipped).
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: isGeometryFlipped shapes and gradients", .serialized)
    struct GoldenFlippedShapeGradientTests {
        static let ink: [UInt8] = [20, 30, 40, 255]

        /// A 36×36 shape layer at `origin` filling a triangle wide at path y = 4 with its apex at y = 32.
        static func triangle(at origin: CGPoint, flipped: Bool) -> CAShapeLayer {
            let layer = CAShapeLayer()
            layer.frame = CGRect(origin: origin, size: CGSize(width: 36, height: 36))
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 2, y: 4))
            path.addLine(to: CGPoint(x: 34, y: 4))
            path.addLine(to: CGPoint(x: 18, y: 32))
            path.closeSubpath()
            layer.path = path
            layer.fillColor = CGColor.rgb(20.0 / 255, 30.0 / 255, 40.0 / 255)
            layer.isGeometryFlipped = flipped
            return layer
        }

        /// A 36×36 axial gradient at `origin`, red at startPoint (0.5, 0) to blue at endPoint (0.5, 1).
        static func gradient(at origin: CGPoint, flipped: Bool) -> CAGradientLayer {
            let layer = CAGradientLayer()
            layer.frame = CGRect(origin: origin, size: CGSize(width: 36, height: 36))
            layer.colors = [CGColor.rgb(1, 0, 0), CGColor.rgb(0, 0, 1)]
            layer.isGeometryFlipped = flipped
            return layer
        }

        /// Top row: a flipped triangle and gradient. Bottom row: a flipped 96×44 panel holding an unflipped triangle
        /// and gradient (mirrored with the panel's space).
        static func scene(flipped: Bool) -> [CALayer] {
            let panel = CALayer()
            panel.frame = CGRect(x: 0, y: 48, width: 96, height: 44)
            panel.isGeometryFlipped = flipped
            panel.addSublayer(triangle(at: CGPoint(x: 6, y: 4), flipped: false))
            panel.addSublayer(gradient(at: CGPoint(x: 54, y: 4), flipped: false))
            return [triangle(at: CGPoint(x: 6, y: 6), flipped: flipped), gradient(at: CGPoint(x: 54, y: 6), flipped: flipped),
                    panel]
        }

        @Test("a flipped shape layer's path and a flipped gradient's points read from the bottom edge up")
        func flippedShapesAndGradients() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let frame = LayerStage(layers: Self.scene(flipped: true)).frame(on: target)
            GoldenImage.expectMatch(frame, name: "geometry-flipped/shape-gradient")
            // The triangle's wide edge (path y 4) is at the layer's bottom when flipped: window y = 6 + 36 − 4 = 38, so
            // just above it the triangle is wide and near the top (its apex) narrow.
            #expect(frame.pixel(12, 36, isNear: Self.ink) && !frame.pixel(12, 12, isNear: Self.ink))
            // The gradient starts red at the bottom (startPoint y 0 counts from the bottom edge).
            #expect(frame.pixel(72, 40)[0] > 200 && frame.pixel(72, 40)[2] < 50)
            #expect(frame.pixel(72, 8)[2] > 200 && frame.pixel(72, 8)[0] < 50)
            // In the flipped panel (window y 48…92) the unflipped layers are mirrored with its space: the triangle's
            // layer spans panel y 4…40 from the bottom, window 52…88, its wide edge at window 88 − 4 = 84.
            #expect(frame.pixel(12, 82, isNear: Self.ink) && !frame.pixel(12, 58, isNear: Self.ink))
            #expect(frame.pixel(72, 84)[0] > 200 && frame.pixel(72, 56)[2] > 200)

            let unflipped = LayerStage(layers: Self.scene(flipped: false)).frame(on: target)
            #expect(unflipped.pixel(12, 12, isNear: Self.ink) && unflipped.pixel(72, 8)[0] > 200)
            GoldenImage.expectMismatch(unflipped, name: "geometry-flipped/shape-gradient")
        }
    }
}
