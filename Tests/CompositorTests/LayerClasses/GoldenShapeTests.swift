// Golden images of CAShapeLayer (CAShapeLayer.h): a progress ring at strokeEnd 0, ½ and 1 (and ½ reached by an
// animation), strokeStart/strokeEnd over a closed path, caps, joins, the miter limit and dash phase, even-odd
// against non-zero filling, a shape used as a mask, and a path animated point by point. Each family has a
// must-fail twin.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: shape layers", .serialized)
    struct GoldenShapeTests {
        static let blue = CGColor.rgb(0.15, 0.4, 0.95), orange = CGColor.rgb(0.95, 0.5, 0.1)
        static let ink = CGColor.rgb(0.1, 0.1, 0.15)

        /// A 64×64 shape layer at (16, 16) holding `path`, with no fill.
        static func shape(_ path: CGPath, stroke: CGColor? = blue, width: CGFloat = 8) -> CAShapeLayer {
            let layer = CAShapeLayer()
            layer.frame = CGRect(x: 16, y: 16, width: 64, height: 64)
            layer.path = path
            layer.fillColor = nil
            layer.strokeColor = stroke
            layer.lineWidth = width
            return layer
        }

        /// A ring starting at the top and running clockwise, as progress rings are built.
        static func ring(strokeEnd: CGFloat) -> CAShapeLayer {
            let path = CGMutablePath()
            path.addArc(center: CGPoint(x: 32, y: 32), radius: 26, startAngle: -.pi / 2, endAngle: 1.5 * .pi,
                        clockwise: false)
            let layer = shape(path)
            layer.lineCap = .round
            layer.strokeEnd = strokeEnd
            return layer
        }

        @Test("a progress ring at strokeEnd 0, ½ and 1 matches its references", arguments: [0, 50, 100])
        func ringMatches(percent: Int) throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let frame = LayerStage(layers: [Self.ring(strokeEnd: CGFloat(percent) / 100)]).frame(on: target)
            GoldenImage.expectMatch(frame, name: "shape/stroke-end-\(percent)")
        }

        @Test("strokeEnd animated 0 → 1 linearly draws the ½ reference halfway; 0.55 and 0.02 fail their references")
        func ringAnimationAndTwins() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let layer = Self.ring(strokeEnd: 1)
            let stage = LayerStage(layers: [layer])
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 2
            layer.add(animation, forKey: "progress")
            stage.commit()
            GoldenImage.expectMatch(stage.frame(at: 1, on: target), name: "shape/stroke-end-50")
            GoldenImage.expectMismatch(LayerStage(layers: [Self.ring(strokeEnd: 0.55)]).frame(on: target),
                                       name: "shape/stroke-end-50")
            GoldenImage.expectMismatch(LayerStage(layers: [Self.ring(strokeEnd: 0.02)]).frame(on: target),
                                       name: "shape/stroke-end-0")
        }

        /// A closed square stroked from `start` to `end` of its length (the range crosses the closing edge's corner).
        static func closedRange(start: CGFloat = 0.3, end: CGFloat = 0.95) -> CAShapeLayer {
            let layer = shape(CGPath(rect: CGRect(x: 8, y: 8, width: 48, height: 48), transform: nil), stroke: orange)
            layer.strokeStart = start
            layer.strokeEnd = end
            return layer
        }

        @Test("strokeStart 0.3 to strokeEnd 0.95 over a closed square matches; 0.35 does not")
        func closedPathRange() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMatch(LayerStage(layers: [Self.closedRange()]).frame(on: target), name: "shape/closed-range")
            GoldenImage.expectMismatch(LayerStage(layers: [Self.closedRange(start: 0.35)]).frame(on: target),
                                       name: "shape/closed-range")
        }

        /// Three zigzags (miter, round, bevel joins with butt, round, square caps), a sharp corner under a miter limit,
        /// and a dashed line with a phase, on a 128×96 view.
        static func strokeStyles(miterLimit: CGFloat = 2, dashPhase: CGFloat = 3) -> [CALayer] {
            var layers: [CALayer] = []
            let styles: [(CAShapeLayerLineJoin, CAShapeLayerLineCap)] = [(.miter, .butt), (.round, .round), (.bevel, .square)]
            for (index, style) in styles.enumerated() {
                let path = CGMutablePath()
                path.move(to: CGPoint(x: 8, y: 28))
                path.addLine(to: CGPoint(x: 20, y: 6))
                path.addLine(to: CGPoint(x: 32, y: 28))
                let layer = CAShapeLayer()
                layer.frame = CGRect(x: 4 + index * 40, y: 4, width: 40, height: 36)
                layer.path = path
                layer.fillColor = nil
                layer.strokeColor = ink
                layer.lineWidth = 6
                layer.lineJoin = style.0
                layer.lineCap = style.1
                layers.append(layer)
            }
            let sharp = CGMutablePath()
            // A corner of about 37°: its miter is 3.2 half-widths long, cut by a limit of 2, kept under 20.
            sharp.move(to: CGPoint(x: 20, y: 36))
            sharp.addLine(to: CGPoint(x: 30, y: 14))
            sharp.addLine(to: CGPoint(x: 40, y: 36))
            let miter = CAShapeLayer()
            miter.frame = CGRect(x: 4, y: 48, width: 60, height: 40)
            miter.path = sharp
            miter.fillColor = nil
            miter.strokeColor = blue
            miter.lineWidth = 6
            miter.miterLimit = miterLimit
            layers.append(miter)
            let line = CGMutablePath()
            line.move(to: CGPoint(x: 4, y: 20))
            line.addLine(to: CGPoint(x: 56, y: 20))
            let dashed = CAShapeLayer()
            dashed.frame = CGRect(x: 68, y: 48, width: 60, height: 40)
            dashed.path = line
            dashed.fillColor = nil
            dashed.strokeColor = orange
            dashed.lineWidth = 4
            dashed.lineDashPattern = [8, 4]
            dashed.lineDashPhase = dashPhase
            layers.append(dashed)
            return layers
        }

        @Test("caps, joins, a miter limit of 2 and a dash phase of 3 match; limit 1.9 → 20 and phase 5 do not")
        func capsJoinsDashes() throws {
            let target = try OffscreenTarget(width: 128, height: 96)
            GoldenImage.expectMatch(LayerStage(width: 128, layers: Self.strokeStyles()).frame(on: target),
                                    name: "shape/caps-joins-dash")
            GoldenImage.expectMismatch(LayerStage(width: 128, layers: Self.strokeStyles(miterLimit: 20)).frame(on: target),
                                       name: "shape/caps-joins-dash")
            GoldenImage.expectMismatch(LayerStage(width: 128, layers: Self.strokeStyles(dashPhase: 5)).frame(on: target),
                                       name: "shape/caps-joins-dash")
        }

        /// A five-pointed star drawn in one stroke (its middle is wound twice) filled with `rule`.
        static func star(_ rule: CAShapeLayerFillRule, x: CGFloat) -> CAShapeLayer {
            let path = CGMutablePath()
            for i in 0..<5 {
                let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
                let p = CGPoint(x: 28 + 26 * cos(angle), y: 30 + 26 * sin(angle))
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
            let layer = CAShapeLayer()
            layer.frame = CGRect(x: x, y: 16, width: 56, height: 60)
            layer.path = path
            layer.fillColor = blue
            layer.fillRule = rule
            return layer
        }

        @Test("a self-crossing star filled even-odd leaves its middle open, non-zero fills it; swapped rules fail")
        func evenOdd() throws {
            let target = try OffscreenTarget(width: 128, height: 96)
            let frame = LayerStage(width: 128, layers: [Self.star(.evenOdd, x: 4), Self.star(.nonZero, x: 68)])
                .frame(on: target)
            GoldenImage.expectMatch(frame, name: "shape/even-odd")
            // The star's centre: background under even-odd, blue under non-zero.
            #expect(frame.pixel(32, 47, isNear: [235, 237, 242, 255], tolerance: 3), "\(frame.pixel(32, 47))")
            #expect(frame.pixel(96, 47, isNear: [38, 102, 242, 255], tolerance: 3), "\(frame.pixel(96, 47))")
            GoldenImage.expectMismatch(
                LayerStage(width: 128, layers: [Self.star(.nonZero, x: 4), Self.star(.nonZero, x: 68)]).frame(on: target),
                name: "shape/even-odd")
        }

        /// An orange card masked by a filled circle of `radius`.
        static func maskedCard(radius: CGFloat = 28) -> CALayer {
            let card = CALayer()
            card.frame = CGRect(x: 16, y: 16, width: 64, height: 64)
            card.backgroundColor = orange
            let mask = CAShapeLayer()
            mask.frame = card.bounds
            mask.path = CGPath(ellipseIn: CGRect(x: 32 - radius, y: 32 - radius, width: 2 * radius, height: 2 * radius),
                               transform: nil)
            card.mask = mask
            return card
        }

        @Test("a circle shape as a mask cuts its layer by coverage; a circle 2 points smaller fails the reference")
        func shapeMask() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let frame = LayerStage(layers: [Self.maskedCard()]).frame(on: target)
            GoldenImage.expectMatch(frame, name: "shape/mask")
            #expect(frame.pixel(48, 48, isNear: [242, 128, 26, 255]) && frame.pixel(18, 18, isNear: [235, 237, 242, 255]))
            GoldenImage.expectMismatch(LayerStage(layers: [Self.maskedCard(radius: 26)]).frame(on: target),
                                       name: "shape/mask")
        }

        /// A four-point path from a diamond to a square, drawn at `time` of a 1-second linear path animation.
        static func morph(at time: Double, on target: OffscreenTarget) -> RGBAFrame {
            func quad(_ points: [CGPoint]) -> CGPath {
                let path = CGMutablePath()
                path.move(to: points[0])
                for p in points.dropFirst() { path.addLine(to: p) }
                path.closeSubpath()
                return path
            }
            let diamond = quad([CGPoint(x: 32, y: 4), CGPoint(x: 60, y: 32), CGPoint(x: 32, y: 60), CGPoint(x: 4, y: 32)])
            let square = quad([CGPoint(x: 8, y: 8), CGPoint(x: 56, y: 8), CGPoint(x: 56, y: 56), CGPoint(x: 8, y: 56)])
            let layer = CAShapeLayer()
            layer.frame = CGRect(x: 16, y: 16, width: 64, height: 64)
            layer.path = square
            layer.fillColor = blue
            let stage = LayerStage(layers: [layer])
            let animation = CABasicAnimation(keyPath: "path")
            animation.fromValue = diamond
            animation.toValue = square
            animation.duration = 1
            layer.add(animation, forKey: "morph")
            stage.commit()
            return stage.frame(at: time, on: target)
        }

        @Test("a path animated between paths of the same elements is blended point by point (½ matches, ⅓ does not)")
        func pathMorph() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMatch(Self.morph(at: 0.5, on: target), name: "shape/path-morph-half")
            GoldenImage.expectMismatch(Self.morph(at: 0.33, on: target), name: "shape/path-morph-half")
        }
    }
}
