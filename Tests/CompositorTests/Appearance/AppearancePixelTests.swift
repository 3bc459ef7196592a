// Pixel probes for layer appearance (docs/architecture.md "The compositor"): shadows, contents placement, masksToBounds with
// rounded corners, mask layers, group opacity and the border above sublayers.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Compositor appearance pixels", .serialized)
    struct AppearancePixelTests {
        @Test("a blurred shadow is darker next to the layer than farther out, and absent beyond three sigmas")
        func shadowFallsOff() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            var builder = TreeBuilder(width: 200, height: 200, background: .white)
            builder.add(frame: CGRect(x: 50, y: 50, width: 100, height: 100), color: .white) { layer in
                layer.shadowOpacity = 1
                layer.shadowRadius = 8   // sigma = shadowRadius = 8 (FrameBuilder.appendShadow)
                layer.shadowOffset = .zero
            }
            let frame = target.render(builder.tree)
            let near = Int(frame.pixel(152, 100)[0]), far = Int(frame.pixel(162, 100)[0]), gone = Int(frame.pixel(180, 100)[0])
            #expect(near < far)
            #expect(far < 255)
            #expect(gone >= 254)
            // At the straight edge the Gaussian covers half: about 50% black.
            #expect(abs(Int(frame.pixel(150, 100)[0]) - 128) <= 12)
            #expect(frame.pixel(100, 100) == [255, 255, 255, 255])
        }

        @Test("a layer with a 50%-alpha background casts a 50%-strength shadow (Apple: the shadow comes from the layer's composited alpha)")
        func translucentBackgroundCastsAWeakerShadow() throws {
            let target = try OffscreenTarget(width: 100, height: 100)
            func shadowPixel(alpha: Double) -> Int {
                var builder = TreeBuilder(width: 100, height: 100, background: .white)
                builder.add(frame: CGRect(x: 10, y: 30, width: 40, height: 40),
                            color: RenderColor(straightRed: 1, green: 1, blue: 1, alpha: alpha)) { layer in
                    layer.shadowOpacity = 1
                    layer.shadowRadius = 0
                    layer.shadowOffset = CGSize(width: 45, height: 0)   // the shadow lands beside the layer
                }
                return Int(target.render(builder.tree).pixel(75, 50)[0])
            }
            #expect(shadowPixel(alpha: 1) <= 1)                       // opaque: a full black shadow
            #expect(abs(shadowPixel(alpha: 0.5) - 128) <= 2)          // half the alpha: half the shadow
        }

        @Test("shadowOffset moves the shadow and a rect shadowPath shapes it where the path is, not the bounds")
        func shadowPathAndOffset() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            var builder = TreeBuilder(width: 200, height: 200, background: .white)
            builder.add(frame: CGRect(x: 20, y: 20, width: 40, height: 40), color: .clear) { layer in
                layer.shadowOpacity = 1
                layer.shadowRadius = 0
                layer.shadowOffset = CGSize(width: 10, height: 5)
                layer.shadowPath = [.moveTo(CGPoint(x: 100, y: 100)), .addLine(CGPoint(x: 140, y: 100)),
                                    .addLine(CGPoint(x: 140, y: 140)), .addLine(CGPoint(x: 100, y: 140)), .closeSubpath]
            }
            let frame = target.render(builder.tree)
            #expect(frame.pixel(30 + 115, 20 + 110) == [0, 0, 0, 255])   // inside path + offset
            #expect(frame.pixel(30 + 105, 20 + 100) == [255, 255, 255, 255])  // above the offset path
            #expect(frame.pixel(40, 40) == [255, 255, 255, 255])        // the bounds cast nothing
        }

        // The gravity names are for a y-up axis (Apple's contentsGravity: "based on the direction of the vertical
        // axis"; contentsAreFlipped() is false): on these y-down layers bottomLeft is the visual top left.
        @Test("contents gravity: bottomLeft keeps the natural size at the visual top left, center centres it, resize fills")
        func contentsGravity() throws {
            let target = try OffscreenTarget(width: 100, height: 100)
            let image = try #require(CGImage.solid(CGColor(red: 1, green: 0, blue: 0, alpha: 1), width: 20, height: 10))
            func render(_ gravity: CALayerContentsGravity, scale: CGFloat = 1) -> RGBAFrame {
                var builder = TreeBuilder(width: 100, height: 100, background: .blue)
                builder.add(frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: .clear) { layer in
                    layer.contents = image
                    layer.contentsGravity = gravity
                    layer.contentsScale = scale
                }
                return target.render(builder.tree)
            }
            let topLeft = render(.bottomLeft)
            #expect(topLeft.pixel(2, 2) == [255, 0, 0, 255])
            #expect(topLeft.pixel(18, 8) == [255, 0, 0, 255])
            #expect(topLeft.pixel(22, 5) == [0, 0, 255, 255])
            #expect(topLeft.pixel(5, 12) == [0, 0, 255, 255])
            let center = render(.center)
            #expect(center.pixel(50, 50) == [255, 0, 0, 255])
            #expect(center.pixel(50, 44) == [0, 0, 255, 255])
            #expect(center.pixel(38, 50) == [0, 0, 255, 255])
            #expect(render(.resize).pixel(95, 95) == [255, 0, 0, 255])
            // contentsScale 2: the 20×10-pixel image is 10×5 points.
            let retina = render(.topRight, scale: 2)   // y-up "top": the visual bottom right
            #expect(retina.pixel(92, 97) == [255, 0, 0, 255])
            #expect(retina.pixel(88, 97) == [0, 0, 255, 255])
        }

        @Test("a zero or negative contentsScale (stored as Apple stores it) draws the image at scale 1, never NaN")
        func nonPositiveContentsScaleDrawsAtScaleOne() throws {
            let target = try OffscreenTarget(width: 100, height: 100)
            let image = try #require(CGImage.solid(CGColor(red: 1, green: 0, blue: 0, alpha: 1), width: 20, height: 10))
            func render(scale: CGFloat) -> RGBAFrame {
                var builder = TreeBuilder(width: 100, height: 100, background: .blue)
                builder.add(frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: .clear) { layer in
                    layer.contents = image
                    layer.contentsGravity = .center
                    layer.contentsScale = scale
                }
                return target.render(builder.tree)
            }
            let reference = render(scale: 1)
            #expect(reference.pixel(50, 50) == [255, 0, 0, 255] && reference.pixel(38, 50) == [0, 0, 255, 255])
            for scale in [CGFloat(0), -2] {
                let frame = render(scale: scale)
                #expect(frame.pixel(50, 50) == reference.pixel(50, 50), "scale \(scale)")
                #expect(frame.pixel(38, 50) == reference.pixel(38, 50), "scale \(scale)")
                #expect(frame.pixel(59, 54) == reference.pixel(59, 54), "scale \(scale)")
            }
        }

        @Test("contentsRect shows only the chosen part of the image")
        func contentsRectSelectsPart() throws {
            let target = try OffscreenTarget(width: 100, height: 100)
            // Left half red, right half green (checker cells of 10 on a 20×10 image).
            let image = try #require(CGImage.checkerboard(width: 20, height: 10, cell: 10,
                                                          first: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                          second: CGColor(red: 0, green: 1, blue: 0, alpha: 1)))
            var builder = TreeBuilder(width: 100, height: 100, background: .blue)
            builder.add(frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: .clear) { layer in
                layer.contents = image
                layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
            }
            let frame = target.render(builder.tree)
            #expect(frame.pixel(5, 50) == [0, 255, 0, 255])
            #expect(frame.pixel(95, 50) == [0, 255, 0, 255])
        }

        @Test("masksToBounds clips sublayers to the rounded bounds: the corner pixel shows what is behind")
        func roundedClip() throws {
            let target = try OffscreenTarget(width: 100, height: 100)
            var builder = TreeBuilder(width: 100, height: 100, background: .blue)
            let card = builder.add(frame: CGRect(x: 10, y: 10, width: 80, height: 80), color: .clear) { layer in
                layer.masksToBounds = true
                layer.cornerRadius = 20
            }
            builder.add(frame: CGRect(x: -20, y: -20, width: 200, height: 200), color: .red, parent: card)
            let frame = target.render(builder.tree)
            #expect(frame.pixel(11, 11) == [0, 0, 255, 255])
            #expect(frame.pixel(50, 11) == [255, 0, 0, 255])
            #expect(frame.pixel(50, 50) == [255, 0, 0, 255])
            #expect(frame.pixel(95, 50) == [0, 0, 255, 255])
            #expect(frame.pixel(5, 5) == [0, 0, 255, 255])
        }

        @Test("a mask layer lets the masked layer show only where the mask is opaque")
        func maskLayer() throws {
            let target = try OffscreenTarget(width: 100, height: 100)
            var builder = TreeBuilder(width: 100, height: 100, background: .blue)
            let masked = builder.add(frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: .red)
            builder.add(frame: CGRect(x: 0, y: 0, width: 50, height: 100), color: .white, parent: masked) { $0.isMask = true }
            var layers = builder.tree.layers
            layers[masked].maskIndex = Int32(layers.count - 1)
            let frame = target.render(RenderTree(layers: layers, viewportSize: CGSize(width: 100, height: 100)))
            #expect(frame.pixel(25, 50) == [255, 0, 0, 255])
            #expect(frame.pixel(75, 50) == [0, 0, 255, 255])
        }

        @Test("group opacity: overlapping sublayers of a half-transparent layer do not show through each other")
        func groupOpacity() throws {
            let target = try OffscreenTarget(width: 100, height: 100)
            for grouped in [true, false] {
                var builder = TreeBuilder(width: 100, height: 100, background: .black)
                let group = builder.add(frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: .clear) { layer in
                    layer.opacity = 0.5
                    layer.allowsGroupOpacity = grouped
                }
                builder.add(frame: CGRect(x: 10, y: 10, width: 50, height: 50), color: .white, parent: group)
                builder.add(frame: CGRect(x: 30, y: 30, width: 50, height: 50), color: .white, parent: group)
                let frame = target.render(builder.tree)
                let single = Int(frame.pixel(15, 15)[0]), overlap = Int(frame.pixel(45, 45)[0])
                #expect(abs(single - 128) <= 2)
                // Grouped: the overlap is as bright as one layer; ungrouped: 1 − 0.5·0.5 = 75% white.
                #expect(abs(overlap - (grouped ? 128 : 191)) <= 2)
            }
        }

        @Test("the border is composited above the sublayers")
        func borderAboveSublayers() throws {
            let target = try OffscreenTarget(width: 100, height: 100)
            var builder = TreeBuilder(width: 100, height: 100, background: .blue)
            let framed = builder.add(frame: CGRect(x: 10, y: 10, width: 80, height: 80), color: .clear) { layer in
                layer.borderWidth = 6
                layer.borderColor = .white
            }
            builder.add(frame: CGRect(x: 0, y: 0, width: 80, height: 80), color: .red, parent: framed)
            let frame = target.render(builder.tree)
            #expect(frame.pixel(12, 50) == [255, 255, 255, 255])
            #expect(frame.pixel(50, 50) == [255, 0, 0, 255])
        }

        @Test("a contents image uploads once: the texture cache holds one texture for two layers and two frames")
        func textureCacheReuse() throws {
            let target = try OffscreenTarget(width: 64, height: 64)
            // Both frames drawn whole: with only damage redrawn, the unchanged second frame would draw nothing.
            target.compositor.redrawsOnlyDamage = false
            let image = try #require(CGImage.solid(CGColor(red: 0, green: 1, blue: 0, alpha: 1), width: 4, height: 4))
            var builder = TreeBuilder(width: 64, height: 64, background: .blue)
            builder.add(frame: CGRect(x: 0, y: 0, width: 20, height: 20), color: .clear) { $0.contents = image }
            builder.add(frame: CGRect(x: 30, y: 30, width: 20, height: 20), color: .clear) { $0.contents = image }
            _ = target.render(builder.tree)
            let frame = target.render(builder.tree)
            #expect(target.compositor.cachedTextureCount == 1)
            // The root fills the window and is drawn by the clear; one run draws both image layers (same texture,
            // so no break between them).
            #expect(target.compositor.lastDrawCallCount == 1)
            #expect(frame.pixel(40, 40) == [0, 255, 0, 255])
        }
    }
}
