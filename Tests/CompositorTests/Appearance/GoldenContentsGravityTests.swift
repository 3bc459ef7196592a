// Golden images of the twelve contentsGravity values (spec: contents placement). The vertical names are for a
// y-up axis (Apple's contentsGravity: "The naming of contents gravity constants is based on the direction of the
// vertical axis"; contentsAreFlipped() is false here), so on these y-down layers "top" draws at the visual bottom
// and "bottom" at the visual top, as on iOS (where UIKit maps UIView.ContentMode.top onto kCAGravityBottom); the
// six references with a vertical part were re-recorded when the compositor stopped reading the names visually.
// The image is a 32×16 checker of 8-point cells, four across and two down, so a flip or a mirror shows; it
// sits in a dark 72×72 layer, so the natural-size gravities land in distinct corners and edges, resizeAspect
// letterboxes and resizeAspectFill overflows the bounds (masksToBounds is off).
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: contentsGravity", .serialized)
    struct GoldenContentsGravityTests {
        static let gravities = ["center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft",
                                "bottomRight", "resize", "resizeAspect", "resizeAspectFill"]

        static func scene(gravity: String, shift: CGFloat = 0) -> RenderTree {
            let checker = CGImage.checkerboard(width: 32, height: 16, cell: 8,
                                               first: CGColor(red: 0.95, green: 0.3, blue: 0.2, alpha: 1),
                                               second: CGColor(red: 1, green: 0.9, blue: 0.35, alpha: 1))
            var builder = TreeBuilder(width: 96, height: 96,
                                      background: RenderColor(straightRed: 0.9, green: 0.92, blue: 0.95, alpha: 1))
            builder.add(frame: CGRect(x: 12 + shift, y: 12, width: 72, height: 72),
                        color: RenderColor(straightRed: 0.15, green: 0.2, blue: 0.3, alpha: 1)) { layer in
                layer.contents = checker
                layer.contentsGravity = CALayerContentsGravity(rawValue: gravity)
            }
            return builder.tree
        }

        @Test("an image placed by each contentsGravity matches its reference within 3 levels per channel",
              arguments: gravities)
        func matchesReference(gravity: String) throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMatch(target.render(Self.scene(gravity: gravity)), name: "contents-gravity/\(gravity)")
        }

        @Test("the contentsGravity comparison fails when the layer moves 2 points or the gravity is another one")
        func changedSceneFails() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMismatch(target.render(Self.scene(gravity: "topLeft", shift: 2)),
                                       name: "contents-gravity/topLeft")
            GoldenImage.expectMismatch(target.render(Self.scene(gravity: "resizeAspect")),
                                       name: "contents-gravity/resizeAspectFill")
        }
    }
}
