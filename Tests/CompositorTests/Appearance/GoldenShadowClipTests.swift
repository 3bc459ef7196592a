// Golden images of a masksToBounds layer's shadow (CALayer.masksToBounds: "Core Animation creates an implicit clipping
// mask that matches the bounds of the layer and includes any corner radius effects"): Apple draws the shadow with the
// layer and the bounds mask clips it with the content, so nothing of it shows outside the rounded bounds — the
// well-known iOS behaviour that makes apps put the shadow on an unclipped container. Left: an opaque card (analytic
// shadow path), its shadow wholly hidden. Right: a half-transparent card with an overhanging sublayer (composited-alpha
// shadow path), whose shadow shows only inside its bounds, through its own background. A mask layer cuts the shadow
// the same way (a layer's mask applies to all it draws; an even-odd mask is how apps leave only a shadow's outside).
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: the shadow of a masksToBounds layer is clipped to its bounds", .serialized)
    struct GoldenShadowClipTests {
        static let backdrop = RenderColor(straightRed: 0.85, green: 0.9, blue: 0.95, alpha: 1)

        static func scene(masks: Bool = true, radius: CGFloat = 8) -> RenderTree {
            var builder = TreeBuilder(width: 128, height: 80, background: backdrop)
            func shadowed(_ layer: inout RenderLayer) {
                layer.cornerRadius = radius
                layer.masksToBounds = masks
                layer.shadowOpacity = 0.8
                layer.shadowRadius = 4
                layer.shadowOffset = CGSize(width: 6, height: 8)
            }
            builder.add(frame: CGRect(x: 12, y: 12, width: 44, height: 44), color: .white, configure: shadowed)
            let card = builder.add(frame: CGRect(x: 72, y: 12, width: 44, height: 44),
                                   color: RenderColor(straightRed: 0.2, green: 0.4, blue: 0.9, alpha: 0.5),
                                   configure: shadowed)
            builder.add(frame: CGRect(x: 20, y: 16, width: 36, height: 12),
                        color: RenderColor(straightRed: 0.9, green: 0.2, blue: 0.25, alpha: 1), parent: card)
            return builder.tree
        }

        /// A half-transparent white card casting a hard shadow 10 points right, masked by a layer covering its left
        /// half (`maskWidth`).
        static func maskedScene(maskWidth: CGFloat = 22) -> RenderTree {
            var builder = TreeBuilder(width: 128, height: 80, background: backdrop)
            let card = builder.add(frame: CGRect(x: 40, y: 16, width: 44, height: 44),
                                   color: RenderColor(straightRed: 1, green: 1, blue: 1, alpha: 0.5)) { layer in
                layer.shadowOpacity = 1
                layer.shadowRadius = 0
                layer.shadowOffset = CGSize(width: 10, height: 0)
            }
            builder.add(frame: CGRect(x: 0, y: 0, width: maskWidth, height: 44), color: .white, parent: card) {
                $0.isMask = true
            }
            var layers = builder.tree.layers
            layers[card].maskIndex = Int32(layers.count - 1)
            return RenderTree(layers: layers, viewportSize: builder.size)
        }

        @Test("a mask cuts the shadow with the content: it shows through the card inside the mask, nowhere outside")
        func maskClipsTheShadow() throws {
            let target = try OffscreenTarget(width: 128, height: 80)
            let frame = target.render(Self.maskedScene())
            let backdrop = frame.pixel(2, 2)
            // The card's left 10 points have no shadow under them; from x 50 the shadow shows through its 50 % white.
            let card = frame.pixel(45, 38), shaded = frame.pixel(56, 38)
            #expect(card != backdrop, "no card at (45, 38)")
            #expect(shaded[0] < card[0] - 40, "no shadow through the card: \(shaded) vs \(card)")
            // Right of the mask's edge (x 62): the unmasked shadow would be black from 62 to 72 at y 16–60.
            for x in [64, 68, 76, 90] {
                let clean = frame.pixel(x, 38, isNear: backdrop, tolerance: 1)
                #expect(clean, "(\(x), 38) shows a shadow or content: \(frame.pixel(x, 38))")
            }
            GoldenImage.expectMatch(frame, name: "shadow-clip/mask")
            GoldenImage.expectMismatch(target.render(Self.maskedScene(maskWidth: 24)), name: "shadow-clip/mask")
        }

        @Test("no shadow pixel lands outside the rounded bounds of a masksToBounds layer, on either shadow path")
        func shadowOutsideTheBoundsIsClipped() throws {
            let target = try OffscreenTarget(width: 128, height: 80)
            let frame = target.render(Self.scene())
            let backdrop = frame.pixel(2, 2)
            // Below and to the right of each card, where the unclipped shadow (offset 6, 8) is darkest.
            for (x, y) in [(40, 62), (60, 40), (100, 62), (120, 40)] {
                let clean = frame.pixel(x, y, isNear: backdrop, tolerance: 1)
                #expect(clean, "(\(x), \(y)) shows a shadow: \(frame.pixel(x, y))")
            }
            let unclipped = target.render(Self.scene(masks: false))
            let shadowSeen = [(40, 62), (100, 62)].map { unclipped.pixel($0.0, $0.1, isNear: backdrop, tolerance: 1) }
            #expect(shadowSeen == [false, false])   // the probes do see a drawn shadow without masksToBounds
        }

        @Test("clipped shadows match their reference within 3 levels per channel")
        func matchesReference() throws {
            let target = try OffscreenTarget(width: 128, height: 80)
            GoldenImage.expectMatch(target.render(Self.scene()), name: "shadow-clip/masks-to-bounds")
        }

        @Test("the clipped-shadow comparison fails without masksToBounds or with a corner radius 2 points larger")
        func changedSceneFails() throws {
            let target = try OffscreenTarget(width: 128, height: 80)
            GoldenImage.expectMismatch(target.render(Self.scene(masks: false)), name: "shadow-clip/masks-to-bounds")
            GoldenImage.expectMismatch(target.render(Self.scene(radius: 10)), name: "shadow-clip/masks-to-bounds")
        }
    }
}
