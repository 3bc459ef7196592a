// Golden images of group opacity (spec: allowsGroupOpacity composites the subtree first and applies opacity once;
// without it each sublayer takes the opacity on its own, so overlaps show through): a half-opaque layer with two
// overlapping white squares over a striped background, grouped and ungrouped.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: group opacity", .serialized)
    struct GoldenGroupOpacityTests {
        static func scene(grouped: Bool, opacity: Float = 0.5) -> RenderTree {
            var builder = TreeBuilder(width: 96, height: 96,
                                      background: RenderColor(straightRed: 0.1, green: 0.12, blue: 0.2, alpha: 1))
            // Stripes behind the group, so its translucency is visible.
            for i in 0..<4 {
                builder.add(frame: CGRect(x: 0, y: 8 + 24 * i, width: 96, height: 10),
                            color: RenderColor(straightRed: 0.95, green: 0.55, blue: 0.1, alpha: 1))
            }
            let group = builder.add(frame: CGRect(x: 8, y: 8, width: 80, height: 80), color: .clear) { layer in
                layer.opacity = opacity
                layer.allowsGroupOpacity = grouped
            }
            builder.add(frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: .white, parent: group)
            builder.add(frame: CGRect(x: 26, y: 26, width: 50, height: 50),
                        color: RenderColor(straightRed: 0.3, green: 0.9, blue: 1, alpha: 1), parent: group)
            return builder.tree
        }

        @Test("a half-opaque layer with overlapping children matches its reference within 3 levels per channel",
              arguments: [true, false])
        func matchesReference(grouped: Bool) throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMatch(target.render(Self.scene(grouped: grouped)),
                                    name: "group-opacity/\(grouped ? "grouped" : "ungrouped")")
        }

        @Test("the group-opacity comparison fails at opacity 0.53 instead of 0.5, and grouped against ungrouped")
        func changedSceneFails() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMismatch(target.render(Self.scene(grouped: true, opacity: 0.53)),
                                       name: "group-opacity/grouped")
            GoldenImage.expectMismatch(target.render(Self.scene(grouped: false)), name: "group-opacity/grouped")
        }
    }
}
