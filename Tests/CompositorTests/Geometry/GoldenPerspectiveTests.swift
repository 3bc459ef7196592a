// Golden images of perspective rotation (spec: sublayerTransform with m34 = −1/d gives perspective to the
// sublayers; rotation about y by a positive angle turns the right edge away from the viewer): a card with a
// stripe at its left edge, rotated 0°, 30° and 60° about y under m34 = −1/200.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: perspective rotation", .serialized)
    struct GoldenPerspectiveTests {
        static func scene(degrees: Double) -> RenderTree {
            var builder = TreeBuilder(width: 96, height: 96,
                                      background: RenderColor(straightRed: 0.92, green: 0.93, blue: 0.95, alpha: 1))
            let stage = builder.add(frame: CGRect(x: 0, y: 0, width: 96, height: 96), color: .clear) { layer in
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 200
                layer.sublayerTransform = perspective
            }
            let card = builder.add(frame: CGRect(x: 20, y: 20, width: 56, height: 56),
                                   color: RenderColor(straightRed: 0.5, green: 0.25, blue: 0.85, alpha: 1),
                                   parent: stage) { layer in
                layer.transform = CATransform3DMakeRotation(degrees * .pi / 180, 0, 1, 0)
            }
            builder.add(frame: CGRect(x: 0, y: 0, width: 12, height: 56),
                        color: RenderColor(straightRed: 1, green: 0.8, blue: 0.2, alpha: 1), parent: card)
            return builder.tree
        }

        @Test("a card rotated about y under perspective matches its reference within 3 levels per channel",
              arguments: [0, 30, 60])
        func matchesReference(degrees: Int) throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMatch(target.render(Self.scene(degrees: Double(degrees))),
                                    name: "perspective/rotationY\(degrees)")
        }

        @Test("the perspective comparison fails when the rotation is 32° instead of 30°")
        func changedSceneFails() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMismatch(target.render(Self.scene(degrees: 32)), name: "perspective/rotationY30")
        }
    }
}
