// Big opaque backgrounds drawn as fills (FrameBuilder+OpaqueFill; docs/architecture.md "Frame cost"): an opaque,
// square-cornered, hard-edged, axis-aligned background covers exactly the pixels whose centres it contains (spec
// §1.5's hard edge, a step at the edge), each with its colour, so the `fill` variant's exact rectangle without
// blending gives the pixels of the `plain` quad. The references draw the same body with a corner radius too small
// to change a pixel, which the fill refuses, so they draw it as a quad; the twin shows the comparison catching a body
// one pixel off.
import QuartzCore
@testable import Compositor
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Opaque fills", .serialized)
    struct OpaqueFillTests {
        static let width = 200, height = 150

        /// A white root, a green layer partly under the panel (what the fill replaces), and the panel at `frame`.
        static func scene(panel frame: CGRect, color: RenderColor = .red, radius: Double = 0,
                          configure: (inout RenderLayer) -> Void = { _ in }) -> RenderTree {
            var builder = TreeBuilder(width: width, height: height, background: .white)
            builder.add(frame: CGRect(x: 0, y: 40, width: 80, height: 40), color: .green)   // under 4,096 pixels: a quad
            builder.add(frame: frame, color: color) {
                $0.allowsEdgeAntialiasing = false
                $0.cornerRadius = radius
                configure(&$0)
            }
            return builder.tree
        }

        /// Draws `tree` on a fresh target; returns the frame and how many of its quads were drawn as fills.
        static func draw(_ tree: RenderTree) throws -> (frame: RGBAFrame, fills: Int) {
            let target = try OffscreenTarget(width: width, height: height)
            let frame = target.render(tree)
            var fills = 0
            for command in target.compositor.builder.commands {
                if case .quads(_, let count, _, .fill) = command { fills += count }
            }
            return (frame, fills)
        }

        static func matches(_ a: RGBAFrame, _ b: RGBAFrame) -> Bool {
            GoldenImage.compare(a, with: (b.pixels, width, height), tolerance: 0).matches
        }

        @Test("an opaque hard-edged panel is one fill with the quad's pixels: edges between pixel centres, beyond the window, mirrored",
              arguments: [CGRect(x: 10.3, y: 20.7, width: 150.4, height: 90.2),
                          CGRect(x: -30.2, y: 5.1, width: 400, height: 200),
                          CGRect(x: 60.9, y: -10.6, width: 100.05, height: 70.33)])
        func opaquePanelIsAFillWithTheQuadsPixels(panel: CGRect) throws {
            let filled = try Self.draw(Self.scene(panel: panel))
            let quad = try Self.draw(Self.scene(panel: panel, radius: 1e-4))
            #expect(filled.fills == 1)
            #expect(quad.fills == 0)
            #expect(Self.matches(filled.frame, quad.frame))
            // Both edges of the first panel: column 10 (centre 10.5) is in, row 20 (centre 20.5) is out.
            if panel.minX == 10.3 {
                #expect(filled.frame.pixel(10, 60) == [255, 0, 0, 255])
                #expect(filled.frame.pixel(9, 60) == [0, 255, 0, 255])
                #expect(filled.frame.pixel(100, 20) == [255, 255, 255, 255])
                #expect(filled.frame.pixel(100, 21) == [255, 0, 0, 255])
            }
            let mirrored = try Self.draw(Self.scene(panel: panel) {
                $0.transform = CATransform3DMakeScale(-1, 1, 1)
            })
            let mirroredQuad = try Self.draw(Self.scene(panel: panel, radius: 1e-4) {
                $0.transform = CATransform3DMakeScale(-1, 1, 1)
            })
            #expect(mirrored.fills == 1)
            #expect(Self.matches(mirrored.frame, mirroredQuad.frame))
        }

        @Test("a body the fill must not change is drawn as a quad: translucent, faded, rounded, smooth-edged, small, an edge on a pixel centre, turned")
        func otherBodiesAreQuads() throws {
            let panel = CGRect(x: 10.3, y: 20.7, width: 150.4, height: 90.2)
            let translucent = RenderColor(red: 0.5, green: 0, blue: 0, alpha: 0.5)
            #expect(try Self.draw(Self.scene(panel: panel, color: translucent)).fills == 0)
            #expect(try Self.draw(Self.scene(panel: panel) { $0.opacity = 0.99 }).fills == 0)
            #expect(try Self.draw(Self.scene(panel: panel, radius: 4)).fills == 0)
            #expect(try Self.draw(Self.scene(panel: panel) { $0.allowsEdgeAntialiasing = true }).fills == 0)
            #expect(try Self.draw(Self.scene(panel: CGRect(x: 10.3, y: 20.7, width: 60, height: 60))).fills == 0)
            #expect(try Self.draw(Self.scene(panel: CGRect(x: 10.5, y: 20.7, width: 150.4, height: 90.2))).fills == 0)
            #expect(try Self.draw(Self.scene(panel: panel) {
                $0.transform = CATransform3DMakeRotation(0.01, 0, 0, 1)
            }).fills == 0)
        }

        @Test("the comparison tells a panel one pixel to the right apart from the quad (the twin)")
        func panelOnePixelOffDiffers() throws {
            let panel = CGRect(x: 10.3, y: 20.7, width: 150.4, height: 90.2)
            let filled = try Self.draw(Self.scene(panel: panel))
            let moved = try Self.draw(Self.scene(panel: panel.offsetBy(dx: 1, dy: 0), radius: 1e-4))
            #expect(!Self.matches(filled.frame, moved.frame))
        }

        @Test("a push's incoming page is a fill once it covers 4,096 pixels, and its frames have the quad's pixels")
        func pushedPageIsAFill() throws {
            let track = SnapshotClearTests.push()
            for progress in [0.5, 0.8] {
                let tree = SnapshotClearTests.scene(old: track, progress: progress)
                var rounded = tree
                rounded.layers[1].cornerRadius = 1e-4
                let side = SnapshotClearTests.side
                let target = try OffscreenTarget(width: side, height: side)
                let filled = target.render(tree)
                var fills = 0
                for command in target.compositor.builder.commands {
                    if case .quads(_, let count, _, .fill) = command { fills += count }
                }
                let reference = try OffscreenTarget(width: side, height: side).render(rounded)
                #expect(fills == 1)
                #expect(GoldenImage.compare(filled, with: (reference.pixels, side, side), tolerance: 0).matches)
            }
        }
    }
}
