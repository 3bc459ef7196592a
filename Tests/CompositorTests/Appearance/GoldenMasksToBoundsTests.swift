// Golden images of masksToBounds with rounded corners (spec: the clip is the rounded bounds, anti-aliased): two
// children overhang a rounded parent; with masksToBounds on they are cut at the rounded edge, with it off they
// spill out. Radii 0, 12 and 32 (32 is half the side: a circle).
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: masksToBounds with rounded corners", .serialized)
    struct GoldenMasksToBoundsTests {
        static func scene(radius: CGFloat, masks: Bool, childShift: CGFloat = 0) -> RenderTree {
            var builder = TreeBuilder(width: 96, height: 96,
                                      background: RenderColor(straightRed: 0.92, green: 0.93, blue: 0.95, alpha: 1))
            let parent = builder.add(frame: CGRect(x: 16, y: 16, width: 64, height: 64),
                                     color: RenderColor(straightRed: 0.2, green: 0.3, blue: 0.45, alpha: 1)) { layer in
                layer.cornerRadius = radius
                layer.masksToBounds = masks
            }
            // A bar across the whole parent and beyond both sides, and a square hanging off the top-right corner.
            builder.add(frame: CGRect(x: -12, y: 22 + childShift, width: 88, height: 20),
                        color: RenderColor(straightRed: 0.9, green: 0.2, blue: 0.25, alpha: 1), parent: parent)
            builder.add(frame: CGRect(x: 36, y: -10, width: 38, height: 38),
                        color: RenderColor(straightRed: 0.2, green: 0.8, blue: 0.4, alpha: 1), parent: parent)
            return builder.tree
        }

        static func name(radius: Int, masks: Bool) -> String {
            "masks-to-bounds/radius\(radius)-\(masks ? "clipped" : "unclipped")"
        }

        @Test("children overhanging a rounded parent match their reference within 3 levels per channel",
              arguments: [0, 12, 32], [true, false])
        func matchesReference(radius: Int, masks: Bool) throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMatch(target.render(Self.scene(radius: CGFloat(radius), masks: masks)),
                                    name: Self.name(radius: radius, masks: masks))
        }

        @Test("the masksToBounds comparison fails when the overhanging bar moves 2 points down or the clip radius shrinks by 2")
        func changedSceneFails() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMismatch(target.render(Self.scene(radius: 12, masks: true, childShift: 2)),
                                       name: Self.name(radius: 12, masks: true))
            GoldenImage.expectMismatch(target.render(Self.scene(radius: 30, masks: true)),
                                       name: Self.name(radius: 32, masks: true))
        }
    }
}
