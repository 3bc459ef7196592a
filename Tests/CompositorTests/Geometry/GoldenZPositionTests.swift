// Golden images of zPosition order among siblings (spec: siblings draw in zPosition order, ties in tree order):
// three overlapping squares, red, green and blue in tree order, stepping down and right, with zPositions that put
// them in tree order, reversed, and mixed.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: zPosition order", .serialized)
    struct GoldenZPositionTests {
        /// zPositions of the red, green and blue squares, and the name of the arrangement.
        static let arrangements: [(name: String, z: [CGFloat])] = [
            ("tree-order", [0, 0, 0]), ("reversed", [2, 1, 0]), ("red-top-green-bottom", [2, -1, 1]),
        ]

        static func scene(z: [CGFloat]) -> RenderTree {
            var builder = TreeBuilder(width: 96, height: 96,
                                      background: RenderColor(straightRed: 0.92, green: 0.93, blue: 0.95, alpha: 1))
            let colors = [RenderColor(straightRed: 0.9, green: 0.2, blue: 0.2, alpha: 1),
                          RenderColor(straightRed: 0.2, green: 0.75, blue: 0.3, alpha: 1),
                          RenderColor(straightRed: 0.2, green: 0.35, blue: 0.9, alpha: 1)]
            for i in 0..<3 {
                builder.add(frame: CGRect(x: 12 + 18 * i, y: 12 + 18 * i, width: 44, height: 44), color: colors[i]) {
                    $0.zPosition = z[i]
                }
            }
            return builder.tree
        }

        @Test("three overlapping siblings drawn in zPosition order match their reference within 3 levels per channel",
              arguments: arrangements.map(\.name))
        func matchesReference(arrangement: String) throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let z = try #require(Self.arrangements.first { $0.name == arrangement }).z
            GoldenImage.expectMatch(target.render(Self.scene(z: z)), name: "zposition/\(arrangement)")
        }

        @Test("the zPosition comparison fails when two siblings swap zPositions")
        func changedSceneFails() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            // "red-top-green-bottom" draws green, blue, red; swapping green's and blue's zPositions draws blue, green, red.
            GoldenImage.expectMismatch(target.render(Self.scene(z: [2, 1, -1])), name: "zposition/red-top-green-bottom")
        }
    }
}
