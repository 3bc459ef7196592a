// Golden images of shadow blur (sigma = shadowRadius, FrameBuilder.appendShadow gives the sources; the references
// were re-recorded when the sigma changed from radius / 2; shadowOffset moves the shadow; y down): a white card
// casting a 60% black shadow offset (4, 6) with radius 0, 4 and 12.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: shadow blur", .serialized)
    struct GoldenShadowTests {
        static func scene(radius: CGFloat, offset: CGSize = CGSize(width: 4, height: 6)) -> RenderTree {
            var builder = TreeBuilder(width: 96, height: 96,
                                      background: RenderColor(straightRed: 0.85, green: 0.9, blue: 0.95, alpha: 1))
            builder.add(frame: CGRect(x: 20, y: 16, width: 48, height: 48), color: .white) { layer in
                layer.cornerRadius = 6
                layer.shadowOpacity = 0.6
                layer.shadowRadius = radius
                layer.shadowOffset = offset
            }
            return builder.tree
        }

        @Test("a card's shadow with each blur radius matches its reference within 3 levels per channel",
              arguments: [0, 4, 12])
        func matchesReference(radius: Int) throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMatch(target.render(Self.scene(radius: CGFloat(radius))), name: "shadow-blur/radius\(radius)")
        }

        @Test("the shadow comparison fails when the blur radius grows by 1 or the offset moves by 2 points")
        func changedSceneFails() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMismatch(target.render(Self.scene(radius: 5)), name: "shadow-blur/radius4")
            GoldenImage.expectMismatch(target.render(Self.scene(radius: 12, offset: CGSize(width: 6, height: 6))),
                                       name: "shadow-blur/radius12")
        }
    }
}
