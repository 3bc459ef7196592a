// Shadows from the composited alpha (CALayer.shadowPath documentation: without a path "the layer creates its shadow
// using … the layer's composited alpha channel"; FrameBuilder+CompositedShadow): a layer with no background of its
// own casts the shadow of its circular sublayer, a star-shaped shadowPath casts a star, each against a reference
// with a must-fail twin; and where both ways apply (a rounded rectangle of uniform alpha) the offscreen blur gives the
// analytic shadow's pixels.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: shadows from the composited alpha", .serialized)
    struct GoldenCompositedShadowTests {
        static let backdrop = RenderColor(straightRed: 0.85, green: 0.9, blue: 0.95, alpha: 1)

        /// A clear 60×60 layer holding a 40-point red circle at (`circleX`, 10); the layer casts a 70% shadow of
        /// radius `radius`, offset (5, 7).
        static func circleScene(circleX: CGFloat = 10, radius: CGFloat = 4) -> RenderTree {
            var builder = TreeBuilder(width: 96, height: 96, background: backdrop)
            let holder = builder.add(frame: CGRect(x: 12, y: 10, width: 60, height: 60), color: .clear) { layer in
                layer.shadowOpacity = 0.7
                layer.shadowRadius = radius
                layer.shadowOffset = CGSize(width: 5, height: 7)
            }
            builder.add(frame: CGRect(x: circleX, y: 10, width: 40, height: 40), color: .red, parent: holder) { layer in
                layer.cornerRadius = 20
            }
            return builder.tree
        }

        /// A five-pointed star around (`centerX`, 40) of outer radius 30 and inner radius 12.
        static func star(centerX: CGFloat = 40) -> [CGPath.Element] {
            var elements: [CGPath.Element] = []
            for point in 0..<10 {
                let angle = -Double.pi / 2 + Double(point) * Double.pi / 5
                let reach: Double = point % 2 == 0 ? 30 : 12
                let p = CGPoint(x: centerX + reach * cos(angle), y: 40 + reach * sin(angle))
                elements.append(point == 0 ? .moveTo(p) : .addLine(p))
            }
            elements.append(.closeSubpath)
            return elements
        }

        /// A white 40×40 square whose shadow is the star (radius `radius`, 80% blue, offset (4, 4)).
        static func starScene(centerX: CGFloat = 40, radius: CGFloat = 3) -> RenderTree {
            var builder = TreeBuilder(width: 96, height: 96, background: backdrop)
            builder.add(frame: CGRect(x: 8, y: 8, width: 40, height: 40), color: .white) { layer in
                layer.shadowOpacity = 0.8
                layer.shadowColor = .blue
                layer.shadowRadius = radius
                layer.shadowOffset = CGSize(width: 4, height: 4)
                layer.shadowPath = star(centerX: centerX)
            }
            return builder.tree
        }

        @Test("a clear layer casts the blurred shadow of its circular sublayer, matching its reference within 3 levels")
        func circleSublayerMatchesReference() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let frame = target.render(Self.circleScene())
            GoldenImage.expectMatch(frame, name: "composited-shadow/circle-sublayer")
            // The layer's own corner (outside the circle) casts nothing: no background, so no alpha there. The
            // shadow pixel under the layer's top-left corner moved by the offset keeps the backdrop.
            #expect(frame.pixel(12 + 5, 10 + 7, isNear: [217, 230, 242, 255]))
            // The circle is centred at (42, 40), its shadow at (47, 47); (61, 55) is 16 points into the shadow and
            // 24 points from the circle: dark.
            #expect(frame.pixel(61, 55)[0] < 150)
        }

        @Test("the circle shadow comparison fails when the circle moves by 2 points or the blur grows by 1")
        func circleSublayerChangedFails() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMismatch(target.render(Self.circleScene(circleX: 12)),
                                       name: "composited-shadow/circle-sublayer")
            GoldenImage.expectMismatch(target.render(Self.circleScene(radius: 5)),
                                       name: "composited-shadow/circle-sublayer")
        }

        @Test("a star-shaped shadowPath casts a blurred star, not its bounding box, matching its reference")
        func starPathMatchesReference() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let frame = target.render(Self.starScene())
            GoldenImage.expectMatch(frame, name: "composited-shadow/star-path")
            // Between two points of the star (inside its bounding box) there is no shadow: the blur of a box would
            // darken it. The star's centre lands at (52, 52); (52 + 26, 52 − 24) lies between its top and upper
            // right points, more than 14 points (4.8 sigma) from its edges.
            #expect(frame.pixel(52 + 26, 52 - 24, isNear: [217, 230, 242, 255], tolerance: 3))
            // The star's centre (offset) is inside the path: strongly blue.
            let centre = frame.pixel(52, 52)
            #expect(Int(centre[2]) - Int(centre[0]) > 100)
        }

        @Test("the star comparison fails when the star moves by 2 points or the blur grows by 1")
        func starPathChangedFails() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMismatch(target.render(Self.starScene(centerX: 42)), name: "composited-shadow/star-path")
            GoldenImage.expectMismatch(target.render(Self.starScene(radius: 4)), name: "composited-shadow/star-path")
        }

        /// A 48×48 card with corner radius `corner` casting a 100% black shadow of `radius`, offset (4, 6): drawn by
        /// its own background (the analytic shadow) or, with a clear background, by a sublayer filling it (the
        /// offscreen blur of the composited alpha).
        static func cardScene(offscreen: Bool, corner: CGFloat, radius: CGFloat) -> RenderTree {
            var builder = TreeBuilder(width: 96, height: 96, background: .white)
            let card = builder.add(frame: CGRect(x: 20, y: 16, width: 48, height: 48),
                                   color: offscreen ? .clear : .white) { layer in
                layer.cornerRadius = corner
                layer.shadowOpacity = 1
                layer.shadowRadius = radius
                layer.shadowOffset = CGSize(width: 4, height: 6)
            }
            if offscreen {
                builder.add(frame: CGRect(x: 0, y: 0, width: 48, height: 48), color: .white, parent: card) { layer in
                    layer.cornerRadius = corner
                }
            }
            return builder.tree
        }

        @Test("a rounded card's shadow from the offscreen blur equals the analytic one within 3 levels per channel",
              arguments: [(0, 2), (8, 4), (12, 12)] as [(Int, Int)])
        func offscreenBlurEqualsAnalyticShadow(corner: Int, radius: Int) throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let analytic = target.render(Self.cardScene(offscreen: false, corner: CGFloat(corner),
                                                        radius: CGFloat(radius)))
            let offscreen = target.render(Self.cardScene(offscreen: true, corner: CGFloat(corner),
                                                         radius: CGFloat(radius)))
            let result = GoldenImage.compare(offscreen, with: (analytic.pixels, analytic.width, analytic.height),
                                             tolerance: 3)
            #expect(result.mismatchedPixels == 0,
                    "\(result.mismatchedPixels) pixels differ, worst channel by \(result.worstChannelDifference)")
            // The shadow is there at all (the card's right edge, moved by the offset, is half dark).
            #expect(abs(Int(offscreen.pixel(20 + 48 + 4, 40)[0]) - 128) <= 40)
        }

        @Test("the rect comparison can fail: the offscreen shadow differs from an analytic one blurred 1 point more")
        func offscreenBlurDiffersFromWiderAnalytic() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let analytic = target.render(Self.cardScene(offscreen: false, corner: 8, radius: 5))
            let offscreen = target.render(Self.cardScene(offscreen: true, corner: 8, radius: 4))
            let result = GoldenImage.compare(offscreen, with: (analytic.pixels, analytic.width, analytic.height),
                                             tolerance: 3)
            #expect(result.mismatchedPixels > 0)
        }

        @Test("a half-transparent sublayer casts a half-strength shadow (the composited alpha, not the bounds)")
        func translucentSublayerCastsHalfShadow() throws {
            let target = try OffscreenTarget(width: 100, height: 100)
            var builder = TreeBuilder(width: 100, height: 100, background: .white)
            let holder = builder.add(frame: CGRect(x: 10, y: 30, width: 40, height: 40), color: .clear) { layer in
                layer.shadowOpacity = 1
                layer.shadowRadius = 0
                layer.shadowOffset = CGSize(width: 45, height: 0)   // the shadow lands beside the layer
            }
            builder.add(frame: CGRect(x: 0, y: 0, width: 20, height: 40),
                        color: RenderColor(straightRed: 1, green: 1, blue: 1, alpha: 0.5), parent: holder)
            let frame = target.render(builder.tree)
            #expect(abs(Int(frame.pixel(10 + 45 + 10, 50)[0]) - 128) <= 2)   // under the sublayer: half
            #expect(frame.pixel(10 + 45 + 30, 50) == [255, 255, 255, 255])   // under the clear rest: none
        }

        @Test("a shadow is blurred once and kept while its subtree is unchanged, also when the layer moves; a changed sublayer blurs it again")
        func keptShadowFollowsTheLayer() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            func scene(dx: CGFloat, circle: RenderColor = .red) -> RenderTree {
                var builder = TreeBuilder(width: 96, height: 96, background: Self.backdrop)
                let holder = builder.add(frame: CGRect(x: 12 + dx, y: 10, width: 60, height: 60), color: .clear) { l in
                    l.shadowOpacity = 0.7
                    l.shadowRadius = 4
                    l.shadowOffset = CGSize(width: 5, height: 7)
                }
                builder.add(frame: CGRect(x: 10, y: 10, width: 40, height: 40), color: circle, parent: holder) { l in
                    l.cornerRadius = 20
                }
                return builder.tree
            }
            let first = target.render(scene(dx: 0))
            #expect(target.compositor.lastShadowBlurCount == 1)
            let moved = target.render(scene(dx: 8))
            #expect(target.compositor.lastShadowBlurCount == 0)   // the kept texture, drawn at the new place
            // Each pixel of the moved frame equals the first frame's pixel 8 points to its left, inside the area
            // both show.
            var worst = 0
            for y in 0..<96 {
                for x in 8..<96 {
                    for c in 0..<3 { worst = max(worst, abs(Int(moved.pixel(x, y)[c]) - Int(first.pixel(x - 8, y)[c]))) }
                }
            }
            #expect(worst <= 1)
            #expect(first.pixel(20, 50) != moved.pixel(20, 50))
            // A half-transparent circle: new alpha, so a new blur, and a lighter shadow.
            let faded = target.render(scene(dx: 8, circle: RenderColor(straightRed: 1, green: 0, blue: 0, alpha: 0.5)))
            #expect(target.compositor.lastShadowBlurCount == 1)
            #expect(faded.pixel(69, 55)[1] > moved.pixel(69, 55)[1] + 20)
        }

        @Test("a composited shadow inside a shouldRasterize layer's bitmap draws as it does live (the source pass keeps the bitmap's viewport)")
        func compositedShadowInsideRasterizedLayer() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            func scene(rasterized: Bool) -> RenderTree {
                var builder = TreeBuilder(width: 96, height: 96, background: Self.backdrop)
                let card = builder.add(frame: CGRect(x: 8, y: 8, width: 80, height: 80), color: .white) { layer in
                    layer.shouldRasterize = rasterized
                }
                let holder = builder.add(frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: .clear,
                                         parent: card) { layer in
                    layer.shadowOpacity = 0.7
                    layer.shadowRadius = 3
                    layer.shadowOffset = CGSize(width: 4, height: 5)
                }
                builder.add(frame: CGRect(x: 5, y: 5, width: 30, height: 30), color: .red, parent: holder) { layer in
                    layer.cornerRadius = 15
                }
                return builder.tree
            }
            let live = target.render(scene(rasterized: false))
            let bitmap = target.render(scene(rasterized: true))
            let result = GoldenImage.compare(bitmap, with: (live.pixels, live.width, live.height), tolerance: 3)
            #expect(result.mismatchedPixels == 0,
                    "\(result.mismatchedPixels) pixels differ, worst channel by \(result.worstChannelDifference)")
            // The shadow is there: the circle is centred at (38, 38) in the window, its shadow at (42, 43); (50, 50)
            // is 11 points into the shadow and 17 from the circle.
            #expect(live.pixel(50, 50)[1] < 200)
        }
    }
}
