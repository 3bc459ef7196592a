// Offscreen rendering through the real GL path (issue: "at least one test renders offscreen and checks read-back
// pixels"), so CI proves the compositor works on a machine without a GPU.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Offscreen compositor pixels", .serialized)
    struct OffscreenPixelTests {
        @Test("a red sublayer is red at its centre and the root colour shows outside it")
        func sublayerColourAtKnownPoint() throws {
            let target = try OffscreenTarget(width: 200, height: 100)
            var builder = TreeBuilder(width: 200, height: 100, background: .blue)
            builder.add(frame: CGRect(x: 20, y: 10, width: 40, height: 30), color: .red)
            let frame = target.render(builder.tree)
            #expect(frame.pixel(40, 25) == [255, 0, 0, 255])
            #expect(frame.pixel(150, 80) == [0, 0, 255, 255])
            // y grows downwards: the layer occupies rows 10..<40, so row 60 is outside it.
            #expect(frame.pixel(40, 60) == [0, 0, 255, 255])
        }

        @Test("rendering an empty tree leaves only the clear colour, so a compositor that draws nothing fails the test above")
        func emptyTreeShowsClearColour() throws {
            let target = try OffscreenTarget(width: 64, height: 64)
            let frame = target.render(RenderTree(layers: [], viewportSize: CGSize(width: 64, height: 64)))
            #expect(frame.pixel(32, 32) == [0, 0, 0, 255])
        }

        @Test("sublayer positions are in the superlayer's coordinates, offset by the superlayer's bounds origin")
        func nestedLayerPlacement() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            var builder = TreeBuilder(width: 200, height: 200, background: .blue)
            let parent = builder.add(frame: CGRect(x: 50, y: 100, width: 100, height: 80), color: .white) { layer in
                layer.bounds.origin = CGPoint(x: 15, y: 25)
            }
            // spec §8.3 check: a child at (20,30) inside a layer at (50,100) with bounds origin (15,25) has its
            // origin at (55,105) in the root.
            builder.add(frame: CGRect(x: 20, y: 30, width: 10, height: 10), color: .red, parent: parent)
            let frame = target.render(builder.tree)
            #expect(frame.pixel(56, 106) == [255, 0, 0, 255])
            #expect(frame.pixel(63, 113) == [255, 0, 0, 255])
            #expect(frame.pixel(53, 103) == [255, 255, 255, 255])
            #expect(frame.pixel(66, 116) == [255, 255, 255, 255])
        }

        @Test("rounded corners cut the corner pixel away while the edge midpoint stays filled")
        func roundedCornersAreCutOut() throws {
            let target = try OffscreenTarget(width: 100, height: 100)
            var builder = TreeBuilder(width: 100, height: 100, background: .blue)
            builder.add(frame: CGRect(x: 10, y: 10, width: 80, height: 80), color: .red) { $0.cornerRadius = 20 }
            let frame = target.render(builder.tree)
            #expect(frame.pixel(11, 11) == [0, 0, 255, 255])
            #expect(frame.pixel(50, 11) == [255, 0, 0, 255])
            #expect(frame.pixel(11, 50) == [255, 0, 0, 255])
        }

        @Test("a border is drawn inside the bounds over the background colour")
        func borderInsideBounds() throws {
            let target = try OffscreenTarget(width: 100, height: 100)
            var builder = TreeBuilder(width: 100, height: 100, background: .blue)
            builder.add(frame: CGRect(x: 10, y: 10, width: 80, height: 80), color: .red) { layer in
                layer.borderWidth = 6
                layer.borderColor = .white
            }
            let frame = target.render(builder.tree)
            #expect(frame.pixel(12, 50) == [255, 255, 255, 255])
            #expect(frame.pixel(50, 87) == [255, 255, 255, 255])
            #expect(frame.pixel(50, 50) == [255, 0, 0, 255])
            #expect(frame.pixel(5, 50) == [0, 0, 255, 255])
        }

        @Test("a hidden layer and its sublayers are not drawn; opacity multiplies down the tree")
        func hiddenAndOpacity() throws {
            let target = try OffscreenTarget(width: 100, height: 100)
            var builder = TreeBuilder(width: 100, height: 100, background: RenderColor.black)
            let hidden = builder.add(frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: .red) { $0.isHidden = true }
            builder.add(frame: CGRect(x: 10, y: 10, width: 10, height: 10), color: .white, parent: hidden)
            let half = builder.add(frame: CGRect(x: 50, y: 50, width: 50, height: 50), color: .clear) { $0.opacity = 0.5 }
            builder.add(frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: .white, parent: half) { $0.opacity = 0.5 }
            let frame = target.render(builder.tree)
            #expect(frame.pixel(15, 15) == [0, 0, 0, 255])
            let quarter = frame.pixel(75, 75)
            #expect(abs(Int(quarter[0]) - 64) <= 2)
        }
    }
}
