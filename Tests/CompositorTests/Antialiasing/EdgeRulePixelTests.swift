// allowsEdgeAntialiasing's default, pixel by pixel (CALayer.h: with it false, the default when Info.plist has no
// UIViewEdgeAntialiasing, the layer's edges are not anti-aliased; FrameBuilder.aliasedEdges): a rotated layer's
// straight edges are drawn hard, every pixel fully in or out, its rounded corners stay smooth, and a layer whose
// edges fall on whole pixels draws the same pixels either way. Plain quads (the lean variants) and quads under a clip
// (the `full` variant) both follow the rule, and a masksToBounds layer's clip follows the clipping layer's.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Edge rule: hard straight edges by default", .serialized)
    struct EdgeRulePixelTests {
        static let side = 40.0, angle = 0.5, centre = 48.0

        /// A white `side`-point square rotated by `angle` about (48, 48) on black; `allows` nil keeps the default.
        static func square(allows: Bool?, radius: CGFloat = 0, border: CGFloat = 0, clipped: Bool = false,
                           curve: CALayerCornerCurve = .circular) -> LayerStage {
            let square = CALayer()
            square.frame = CGRect(x: centre - side / 2, y: centre - side / 2, width: side, height: side)
            square.backgroundColor = CGColor.rgb(1, 1, 1)
            square.cornerRadius = radius
            square.cornerCurve = curve
            square.borderWidth = border
            square.borderColor = CGColor.rgb(0, 0, 0)
            square.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
            if let allows { square.allowsEdgeAntialiasing = allows }
            guard clipped else { return LayerStage(background: CGColor.rgb(0, 0, 0), layers: [square]) }
            // A clip on whole pixels that cuts the square's lower part: the cut quad keeps its clip, so the `full`
            // variant draws it instead of the lean ones.
            let clip = CALayer()
            clip.frame = CGRect(x: 0, y: 0, width: 96, height: 60)
            clip.masksToBounds = true
            clip.addSublayer(square)
            return LayerStage(background: CGColor.rgb(0, 0, 0), layers: [clip])
        }

        /// Pixel centres whose red is neither black nor white, with their position in the square's own axes
        /// (from its centre, unrotated).
        static func partialPixels(_ frame: RGBAFrame) -> [(x: Int, y: Int, u: Double, v: Double)] {
            var found: [(Int, Int, Double, Double)] = []
            for y in 0..<frame.height {
                for x in 0..<frame.width where frame.pixel(x, y)[0] > 8 && frame.pixel(x, y)[0] < 247 {
                    let dx = Double(x) + 0.5 - centre, dy = Double(y) + 0.5 - centre
                    found.append((x, y, dx * cos(angle) + dy * sin(angle), -dx * sin(angle) + dy * cos(angle)))
                }
            }
            return found
        }

        @Test("a rotated layer with the default allowsEdgeAntialiasing (false) has no partial pixels; set true, its edges ramp",
              arguments: [false, true])
        func defaultEdgesAreHard(clipped: Bool) throws {
            #expect(CALayer().allowsEdgeAntialiasing == false)
            let target = try OffscreenTarget(width: 96, height: 96)
            let hard = Self.partialPixels(Self.square(allows: nil, clipped: clipped).frame(on: target))
            let smooth = Self.partialPixels(Self.square(allows: true, clipped: clipped).frame(on: target))
            #expect(hard.isEmpty, "\(hard.count) partial pixels, first \(hard.first.map { "\($0)" } ?? "")")
            // Four 40-point edges at 0.5 rad cross well over a hundred pixels of ramp (the clip leaves most of them).
            #expect(smooth.count > (clipped ? 60 : 100), "\(smooth.count)")
        }

        @Test("rounded corners stay smooth under the default: every partial pixel lies where a corner arc runs",
              arguments: [0.0, 3.0], [false, true])
        func roundedCornersStaySmooth(border: CGFloat, clipped: Bool) throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let radius = 10.0
            let partial = Self.partialPixels(Self.square(allows: nil, radius: radius, border: border, clipped: clipped).frame(on: target))
            // The arcs' squares reach `radius` (and the inner arcs', radius − border) in from each corner; a pixel
            // whose centre is half a pixel beyond an arc's square still touches it.
            let reach = Self.side / 2 - radius - 0.75
            let strays = partial.filter { abs($0.u) < reach || abs($0.v) < reach }
            #expect(strays.isEmpty, "\(strays.count) partial pixels along straight edges, first \(strays.first.map { "\($0)" } ?? "")")
            // Four smooth arcs of radius 10 (and four inner ones with a border) have dozens of ramp pixels.
            #expect(partial.count > (border > 0 ? 40 : 20), "\(partial.count)")
        }

        @Test("under the default a corner arc never reaches past the hard straight edges beside it (no lip where they meet)",
              arguments: [0.0, 3.0], [false, true])
        func arcsStopAtTheHardEdges(border: CGFloat, clipped: Bool) throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let frame = Self.square(allows: nil, radius: 10, border: border, clipped: clipped).frame(on: target)
            // A pixel is in or out of a hard edge by its centre, so no lit pixel's centre lies beyond the square's
            // sides; the arc's outer half pixel of ramp used to light a few there, where arc and side meet.
            var beyond: [(Int, Int)] = []
            for y in 0..<frame.height {
                for x in 0..<frame.width where frame.pixel(x, y)[0] > 8 {
                    let dx = Double(x) + 0.5 - Self.centre, dy = Double(y) + 0.5 - Self.centre
                    let u = dx * cos(Self.angle) + dy * sin(Self.angle), v = -dx * sin(Self.angle) + dy * cos(Self.angle)
                    if max(abs(u), abs(v)) > Self.side / 2 + 1e-3 { beyond.append((x, y)) }
                }
            }
            #expect(beyond.isEmpty, "\(beyond.count) lit pixels beyond the straight edges, first \(beyond.first.map { "\($0)" } ?? "")")
        }

        @Test("continuous corners stay smooth under the default too: partial pixels only where the longer corner runs",
              arguments: [0.0, 3.0])
        func continuousCornersStaySmooth(border: CGFloat) throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let radius = 8.0
            let partial = Self.partialPixels(Self.square(allows: nil, radius: radius, border: border,
                                                         curve: .continuous).frame(on: target))
            // A continuous corner runs cornerCurveExpansionFactor(.continuous) radii along each side.
            let run = radius * Double(CALayer.cornerCurveExpansionFactor(.continuous))
            let reach = Self.side / 2 - run - 0.75
            let strays = partial.filter { abs($0.u) < reach || abs($0.v) < reach }
            #expect(strays.isEmpty, "\(strays.count) partial pixels along straight edges, first \(strays.first.map { "\($0)" } ?? "")")
            #expect(partial.count > (border > 0 ? 40 : 20), "\(partial.count)")
        }

        @Test("a rotated masksToBounds layer clips its sublayers with hard straight edges by default, smooth when allowed",
              arguments: [0.0, 10.0])
        func clipFollowsTheClippingLayersRule(radius: CGFloat) throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            func stage(_ allows: Bool?) -> LayerStage {
                let clip = CALayer()
                clip.frame = CGRect(x: Self.centre - Self.side / 2, y: Self.centre - Self.side / 2, width: Self.side,
                                    height: Self.side)
                clip.transform = CATransform3DMakeRotation(Self.angle, 0, 0, 1)
                clip.masksToBounds = true
                clip.cornerRadius = radius
                if let allows { clip.allowsEdgeAntialiasing = allows }
                // White, larger than the clip on every side, smooth itself: only the clip cuts it.
                let fill = CALayer()
                fill.frame = CGRect(x: -10, y: -10, width: Self.side + 20, height: Self.side + 20)
                fill.backgroundColor = CGColor.rgb(1, 1, 1)
                fill.allowsEdgeAntialiasing = true
                clip.addSublayer(fill)
                return LayerStage(background: CGColor.rgb(0, 0, 0), layers: [clip])
            }
            let hard = Self.partialPixels(stage(nil).frame(on: target))
            let reach = Self.side / 2 - radius - 0.75
            let strays = hard.filter { abs($0.u) < reach || abs($0.v) < reach }
            #expect(strays.isEmpty, "\(strays.count) partial pixels along the clip's straight edges")
            if radius > 0 { #expect(hard.count > 20, "the clip's corner arcs stay smooth: \(hard.count)") }
            #expect(Self.partialPixels(stage(true).frame(on: target)).count > 100)
        }

        @Test("an axis-aligned layer on whole pixels draws the same pixels with allowsEdgeAntialiasing false or true",
              arguments: [false, true])
        func wholePixelLayerIsTheSameEitherWay(clipped: Bool) throws {
            let target = try OffscreenTarget(width: 64, height: 64)
            func stage(_ allows: Bool, shift: CGFloat = 0) -> LayerStage {
                let layer = CALayer()
                layer.frame = CGRect(x: 10 + shift, y: 12, width: 40, height: 30)
                layer.backgroundColor = CGColor.rgb(0.9, 0.6, 0.2)
                layer.borderWidth = 3
                layer.borderColor = CGColor.rgb(0.1, 0.2, 0.7)
                layer.cornerRadius = 8
                layer.allowsEdgeAntialiasing = allows
                guard clipped else { return LayerStage(width: 64, height: 64, layers: [layer]) }
                let clip = CALayer()
                clip.frame = CGRect(x: 0, y: 0, width: 64, height: 30)
                clip.masksToBounds = true
                clip.addSublayer(layer)
                return LayerStage(width: 64, height: 64, layers: [clip])
            }
            let off = stage(false).frame(on: target), on = stage(true).frame(on: target)
            #expect(off.pixels == on.pixels)
            // The same layer half a pixel over is not the same: its vertical edges are hard in one, a ramp in the other.
            #expect(stage(false, shift: 0.5).frame(on: target).pixels != stage(true, shift: 0.5).frame(on: target).pixels)
        }
    }
}
