// Golden images of CAGradientLayer (CAGradientLayer.h): axial with uneven locations, radial and conic geometry,
// a gradient used as a mask, and colours/startPoint halfway through an animation, each drawn per fragment with
// the layer's rounded corners and border; plus probes of Apple's geometry at exact points. Each family has a
// must-fail twin.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: gradient layers", .serialized)
    struct GoldenGradientTests {
        static let red = CGColor.rgb(1, 0, 0), blue = CGColor.rgb(0, 0, 1), yellow = CGColor.rgb(1, 0.85, 0)
        static let green = CGColor.rgb(0, 0.7, 0.2), white = CGColor.rgb(1, 1, 1), black = CGColor.rgb(0, 0, 0)

        /// A 64×64 gradient card at (16, 16) with radius 12 and a 2-point dark border.
        static func card(_ type: CAGradientLayerType, locations: [NSNumber]? = nil, start: CGPoint, end: CGPoint,
                         colors: [CGColor] = [red, yellow, blue]) -> CAGradientLayer {
            let layer = CAGradientLayer()
            layer.frame = CGRect(x: 16, y: 16, width: 64, height: 64)
            layer.type = type
            layer.colors = colors
            layer.locations = locations
            layer.startPoint = start
            layer.endPoint = end
            layer.cornerRadius = 12
            layer.borderWidth = 2
            layer.borderColor = CGColor.rgb(0.15, 0.15, 0.2)
            return layer
        }

        static func axial(second: Double = 0.25) -> CAGradientLayer {
            card(.axial, locations: [0, NSNumber(value: second), 1], start: CGPoint(x: 0, y: 0), end: CGPoint(x: 1, y: 1))
        }

        static func radial(end: CGPoint = CGPoint(x: 1, y: 0.75)) -> CAGradientLayer {
            card(.radial, start: CGPoint(x: 0.5, y: 0.5), end: end)
        }

        static func conic(end: CGPoint = CGPoint(x: 1, y: 0.5)) -> CAGradientLayer {
            card(.conic, start: CGPoint(x: 0.5, y: 0.5), end: end, colors: [red, green, blue, red])
        }

        @Test("an axial gradient with locations [0, 0.25, 1] corner to corner matches its reference")
        func axialMatches() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMatch(LayerStage(layers: [Self.axial()]).frame(on: target), name: "gradient/axial-locations")
        }

        @Test("radial (ellipse radii = end − start) and conic (angle from start→end, clockwise) match their references")
        func radialAndConicMatch() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMatch(LayerStage(layers: [Self.radial()]).frame(on: target), name: "gradient/radial")
            GoldenImage.expectMatch(LayerStage(layers: [Self.conic()]).frame(on: target), name: "gradient/conic")
        }

        @Test("the gradient comparisons fail when a location moves by 0.05 or an end point by 0.1")
        func changedGradientsFail() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMismatch(LayerStage(layers: [Self.axial(second: 0.3)]).frame(on: target),
                                       name: "gradient/axial-locations")
            GoldenImage.expectMismatch(LayerStage(layers: [Self.radial(end: CGPoint(x: 0.9, y: 0.75))]).frame(on: target),
                                       name: "gradient/radial")
            GoldenImage.expectMismatch(LayerStage(layers: [Self.conic(end: CGPoint(x: 1, y: 0.6))]).frame(on: target),
                                       name: "gradient/conic")
        }

        /// A blue card masked by a gradient from opaque (top) to clear (bottom).
        static func maskedCard(maskEnd: CGFloat = 1) -> CALayer {
            let card = CALayer()
            card.frame = CGRect(x: 16, y: 16, width: 64, height: 64)
            card.backgroundColor = CGColor.rgb(0.2, 0.4, 0.9)
            let mask = CAGradientLayer()
            mask.frame = card.bounds
            mask.colors = [CGColor.rgb(0, 0, 0, 1), CGColor.rgb(0, 0, 0, 0)]
            mask.endPoint = CGPoint(x: 0.5, y: maskEnd)
            card.mask = mask
            return card
        }

        @Test("a gradient mask fades its layer from opaque to clear, and the comparison fails for a shorter fade")
        func gradientMask() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let frame = LayerStage(layers: [Self.maskedCard()]).frame(on: target)
            GoldenImage.expectMatch(frame, name: "gradient/mask")
            // Halfway down the mask's alpha is 0.5: the card's blue over the grey background in equal parts.
            let middle = frame.pixel(48, 48)
            #expect(abs(Int(middle[2]) - Int((0.9 * 255 + 0.95 * 255) / 2)) <= 4, "\(middle)")
            GoldenImage.expectMismatch(LayerStage(layers: [Self.maskedCard(maskEnd: 0.8)]).frame(on: target),
                                       name: "gradient/mask")
        }

        /// Colours animate element by element and startPoint moves; drawn at `time` of a 1-second linear animation.
        static func animatedStage(time: Double) -> (LayerStage, Double) {
            let layer = card(.axial, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 0.5, y: 1), colors: [red, blue])
            let stage = LayerStage(layers: [layer])
            let colors = CABasicAnimation(keyPath: "colors")
            colors.fromValue = [red, blue]
            colors.toValue = [green, yellow]
            colors.duration = 1
            let start = CABasicAnimation(keyPath: "startPoint")
            start.fromValue = CGPoint(x: 0, y: 0)
            start.toValue = CGPoint(x: 0.5, y: 0.5)
            start.duration = 1
            layer.add(colors, forKey: "colors")
            layer.add(start, forKey: "startPoint")
            stage.commit()
            return (stage, time)
        }

        @Test("colors and startPoint halfway through their animations match the reference; a quarter does not")
        func animatedHalfway() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let (stage, _) = Self.animatedStage(time: 0.5)
            GoldenImage.expectMatch(stage.frame(at: 0.5, on: target), name: "gradient/animated-half")
            GoldenImage.expectMismatch(stage.frame(at: 0.25, on: target), name: "gradient/animated-half")
        }

        @Test("axial geometry: black→white left to right is mid grey at the centre, black before the start point")
        func axialProbe() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let layer = CAGradientLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
            layer.colors = [Self.black, Self.white]
            layer.startPoint = CGPoint(x: 0.25, y: 0.5)
            layer.endPoint = CGPoint(x: 0.75, y: 0.5)
            let frame = LayerStage(layers: [layer]).frame(on: target)
            // x = 48 is halfway between 24 and 72; pixel centres sit half a point right of the index.
            #expect(abs(Int(frame.pixel(47, 10)[0]) - 128) <= 3, "\(frame.pixel(47, 10))")
            #expect(frame.pixel(10, 10, isNear: [0, 0, 0, 255]), "the first colour extends before the start point")
            #expect(frame.pixel(90, 80, isNear: [255, 255, 255, 255]), "the last colour extends past the end point")
        }

        @Test("radial geometry: an ellipse of radii (end − start)·bounds reaches the last colour on its rim")
        func radialProbe() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let layer = CAGradientLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
            layer.type = .radial
            layer.colors = [Self.black, Self.white]
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 0.75)   // radii 48 across, 24 down
            let frame = LayerStage(layers: [layer]).frame(on: target)
            #expect(frame.pixel(48, 48, isNear: [0, 0, 0, 255], tolerance: 8), "\(frame.pixel(48, 48))")
            // Half the horizontal radius and half the vertical one are both t = 0.5: the same grey.
            let across = Int(frame.pixel(72, 47)[0]), down = Int(frame.pixel(47, 60)[0])
            #expect(abs(across - 128) <= 8 && abs(down - 128) <= 12, "across \(across), down \(down)")
            #expect(frame.pixel(48, 90, isNear: [255, 255, 255, 255]), "beyond the rim is the last colour")
        }

        @Test("conic geometry: the angle starts towards the end point and grows clockwise (towards +y)")
        func conicProbe() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let layer = CAGradientLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
            layer.type = .conic
            layer.colors = [Self.black, Self.white]
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 0.5)
            let frame = LayerStage(layers: [layer]).frame(on: target)
            // Below the centre (screen down, +y) is a quarter turn: 25 % grey; above it three quarters.
            let below = Int(frame.pixel(48, 85)[0]), above = Int(frame.pixel(48, 10)[0]), left = Int(frame.pixel(8, 48)[0])
            #expect(abs(below - 64) <= 6 && abs(above - 191) <= 6 && abs(left - 128) <= 6,
                    "below \(below), above \(above), left \(left)")
        }
    }
}
