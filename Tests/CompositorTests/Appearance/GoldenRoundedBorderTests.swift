// Golden images of rounded corners with borders (docs/architecture.md "The compositor"; spec: cornerRadius, borderWidth drawn inside the
// bounds, above the contents): every radius 0/8/24 with every border width 0/2/6, so the anti-aliased edge of the
// fill and of the border ring is pinned in the references.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: rounded corners with borders", .serialized)
    struct GoldenRoundedBorderTests {
        /// A 64×64 card at (16, 16) on a light grey 96×96 view.
        static func scene(radius: CGFloat, border: CGFloat, shift: CGFloat = 0) -> RenderTree {
            var builder = TreeBuilder(width: 96, height: 96,
                                      background: RenderColor(straightRed: 0.92, green: 0.93, blue: 0.95, alpha: 1))
            builder.add(frame: CGRect(x: 16 + shift, y: 16, width: 64, height: 64),
                        color: RenderColor(straightRed: 0.25, green: 0.55, blue: 0.95, alpha: 1)) { layer in
                layer.cornerRadius = radius
                layer.borderWidth = border
                layer.borderColor = RenderColor(straightRed: 0.95, green: 0.45, blue: 0.1, alpha: 1)
            }
            return builder.tree
        }

        static func name(radius: Int, border: Int) -> String { "rounded-border/radius\(radius)-border\(border)" }

        @Test("a rounded card with a border matches its reference within 3 levels per channel",
              arguments: [0, 8, 24], [0, 2, 6])
        func matchesReference(radius: Int, border: Int) throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let frame = target.render(Self.scene(radius: CGFloat(radius), border: CGFloat(border)))
            GoldenImage.expectMatch(frame, name: Self.name(radius: radius, border: border))
        }

        @Test("the rounded-border comparison fails when the card moves 2 points or its radius shrinks by 2")
        func changedSceneFails() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMismatch(target.render(Self.scene(radius: 8, border: 2, shift: 2)),
                                       name: Self.name(radius: 8, border: 2))
            GoldenImage.expectMismatch(target.render(Self.scene(radius: 22, border: 6)),
                                       name: Self.name(radius: 24, border: 6))
        }
    }
}
