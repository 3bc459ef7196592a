// The CGContext golden scenes (docs/architecture.md "Text"): each takes the parameter its must-fail twin nudges, so the reference and
// the changed scene differ only there.
import QuartzCore
import Foundation

enum DrawingScenes {
    /// Lines, a cubic, a quadratic, an arc and a tangent arc, stroked 3 points wide over a filled wedge.
    static func paths(lineWidth: CGFloat = 3) -> RGBAFrame {
        DrawingCanvas.render { c in
            c.setFillColor(DrawingCanvas.green)
            c.move(to: CGPoint(x: 32, y: 32))
            c.addArc(center: CGPoint(x: 32, y: 32), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            c.closePath()
            c.fillPath()
            c.setStrokeColor(DrawingCanvas.blue)
            c.setLineWidth(lineWidth)
            c.move(to: CGPoint(x: 4, y: 4))
            c.addLine(to: CGPoint(x: 20, y: 20))
            c.addCurve(to: CGPoint(x: 60, y: 8), control1: CGPoint(x: 30, y: 40), control2: CGPoint(x: 50, y: -10))
            c.strokePath()
            c.move(to: CGPoint(x: 4, y: 60))
            c.addQuadCurve(to: CGPoint(x: 28, y: 60), control: CGPoint(x: 16, y: 40))
            c.addArc(tangent1End: CGPoint(x: 60, y: 60), tangent2End: CGPoint(x: 60, y: 30), radius: 10)
            c.addLine(to: CGPoint(x: 60, y: 30))
            c.setStrokeColor(DrawingCanvas.red)
            c.strokePath()
        }
    }

    /// Butt, round and square caps on miter, round and bevel joined zigzags, and a dashed line.
    static func dashesCapsJoins(dashPhase: CGFloat = 0) -> RGBAFrame {
        DrawingCanvas.render { c in
            c.setStrokeColor(DrawingCanvas.blue)
            c.setLineWidth(6)
            let styles: [(CGLineCap, CGLineJoin)] = [(.butt, .miter), (.round, .round), (.square, .bevel)]
            for (i, style) in styles.enumerated() {
                let x = CGFloat(8 + i * 18)
                c.setLineCap(style.0)
                c.setLineJoin(style.1)
                c.addLines(between: [CGPoint(x: x, y: 30), CGPoint(x: x + 6, y: 50), CGPoint(x: x + 12, y: 30)])
                c.strokePath()
            }
            c.setLineCap(.butt)
            c.setLineWidth(4)
            c.setStrokeColor(DrawingCanvas.red)
            c.setLineDash(phase: dashPhase, lengths: [8, 4, 2, 4])
            c.strokeLineSegments(between: [CGPoint(x: 4, y: 12), CGPoint(x: 60, y: 12)])
        }
    }

    /// A five-point star filled with the given rule (the centre is a hole only with even-odd) and two overlapping
    /// squares as one path.
    static func fillRules(_ rule: CGPathFillRule = .evenOdd) -> RGBAFrame {
        DrawingCanvas.render { c in
            c.setFillColor(DrawingCanvas.blue)
            let star = (0..<5).map { k -> CGPoint in
                let angle = CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
                return CGPoint(x: 20 + 16 * cos(angle), y: 40 + 16 * sin(angle))
            }
            c.addLines(between: star)
            c.closePath()
            c.fillPath(using: rule)
            c.setFillColor(DrawingCanvas.green)
            c.addRect(CGRect(x: 36, y: 8, width: 20, height: 20))
            c.addRect(CGRect(x: 44, y: 16, width: 16, height: 16))
            c.fillPath(using: rule)
        }
    }

    /// A linear gradient with both extensions in the top half and a radial one extended after its end below.
    static func gradients(middleLocation: CGFloat = 0.5) -> RGBAFrame {
        DrawingCanvas.render { c in
            let colors = [DrawingCanvas.red, DrawingCanvas.green, DrawingCanvas.blue] as CFArray
            let locations: [CGFloat] = [0, middleLocation, 1]
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations)!
            c.saveGState()
            c.clip(to: CGRect(x: 0, y: 34, width: 64, height: 30))
            c.drawLinearGradient(gradient, start: CGPoint(x: 12, y: 0), end: CGPoint(x: 52, y: 0),
                                 options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            c.restoreGState()
            c.saveGState()
            c.clip(to: CGRect(x: 0, y: 0, width: 64, height: 32))
            c.drawRadialGradient(gradient, startCenter: CGPoint(x: 24, y: 16), startRadius: 2,
                                 endCenter: CGPoint(x: 32, y: 16), endRadius: 14, options: [.drawsAfterEndLocation])
            c.restoreGState()
        }
    }

    /// Stripes through an elliptical clip intersected with a rectangle.
    static func clipping(ellipseX: CGFloat = 6) -> RGBAFrame {
        DrawingCanvas.render { c in
            c.addEllipse(in: CGRect(x: ellipseX, y: 10, width: 52, height: 44))
            c.clip()
            c.clip(to: CGRect(x: 0, y: 0, width: 50, height: 64))
            c.setFillColor(DrawingCanvas.red)
            for k in 0..<8 { c.fill(CGRect(x: 0, y: CGFloat(k * 8), width: 64, height: 4)) }
        }
    }

    /// A 4×4 image (top row red, bottom row blue) drawn upright into a rectangle, and once scaled and rotated.
    static func images(offset: CGFloat = 0) -> RGBAFrame {
        var bytes: [UInt8] = []
        for row in 0..<4 {
            for column in 0..<4 {
                let colors: [[UInt8]] = [[230, 25, 25, 255], [25, 180, 50, 255], [240, 200, 0, 255], [25, 75, 230, 255]]
                bytes += column == 3 && row == 0 ? [0, 0, 0, 255] : colors[row]
            }
        }
        let image = CGImage(width: 4, height: 4, rgba: bytes, premultiplied: true)!
        return DrawingCanvas.render { c in
            c.setInterpolationQuality(.none)
            c.draw(image, in: CGRect(x: 4 + offset, y: 4, width: 24, height: 24))
            c.translateBy(x: 46, y: 46)
            c.rotate(by: .pi / 6)
            c.draw(image, in: CGRect(x: -10, y: -10, width: 20, height: 20))
        }
    }

    /// Each of the blend modes paints a blue disc over a red-and-transparent base tile.
    static let blendModes: [CGBlendMode] = [.normal, .multiply, .screen, .overlay, .clear, .copy, .sourceIn, .sourceOut,
                                            .destinationOut]

    static func blending(modes: [CGBlendMode] = blendModes) -> RGBAFrame {
        DrawingCanvas.render { c in
            for (i, mode) in modes.enumerated() {
                let origin = CGPoint(x: CGFloat(i % 3) * 21 + 1, y: CGFloat(i / 3) * 21 + 1)
                c.saveGState()
                c.setBlendMode(.normal)
                c.clear(CGRect(x: origin.x, y: origin.y, width: 20, height: 20))
                c.setFillColor(DrawingCanvas.red)
                c.fill(CGRect(x: origin.x, y: origin.y, width: 12, height: 20))
                c.setBlendMode(mode)
                c.setFillColor(CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 0.8))
                c.fillEllipse(in: CGRect(x: origin.x + 4, y: origin.y + 4, width: 14, height: 14))
                c.restoreGState()
            }
        }
    }

    /// Shapes with a sharp and a blurred shadow (offset in base space, y up).
    static func shadows(blur: CGFloat = 6) -> RGBAFrame {
        DrawingCanvas.render { c in
            c.setFillColor(DrawingCanvas.blue)
            c.setShadow(offset: CGSize(width: 3, height: -3), blur: 0, color: CGColor(gray: 0, alpha: 0.6))
            c.fill(CGRect(x: 6, y: 36, width: 20, height: 20))
            c.setShadow(offset: CGSize(width: 4, height: -4), blur: blur)
            c.fillEllipse(in: CGRect(x: 32, y: 8, width: 24, height: 24))
            c.setShadow(offset: .zero, blur: 0, color: nil)
            c.fill(CGRect(x: 36, y: 44, width: 12, height: 12))
        }
    }

    /// Squares under nested transforms, saved and restored, with half alpha.
    static func transforms(angle: CGFloat = .pi / 8) -> RGBAFrame {
        DrawingCanvas.render { c in
            c.setAlpha(0.5)
            for k in 0..<4 {
                c.saveGState()
                c.translateBy(x: 32, y: 32)
                c.rotate(by: CGFloat(k) * angle)
                c.scaleBy(x: 1 + CGFloat(k) * 0.2, y: 1)
                c.setFillColor(k % 2 == 0 ? DrawingCanvas.red : DrawingCanvas.blue)
                c.fill(CGRect(x: -8, y: -8, width: 16, height: 16))
                c.restoreGState()
            }
        }
    }
}
