// A transition snapshot's first body folded into the snapshot pass's clear colour (FrameBuilder+Background;
// docs/architecture.md "Frame cost"): a page sliding out usually fills the window with one opaque, square-cornered
// rectangle, and clearing the snapshot to its colour gives exactly the pixels of drawing it (coverage 1 on every
// pixel, spec §1.5), without the full-target pass. The references draw the same page with a corner radius too small
// to change a pixel, which the fold refuses, so they draw it as a quad.
import QuartzCore
@testable import Compositor
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Transition snapshot clear", .serialized)
    struct SnapshotClearTests {
        typealias Golden = GoldenTransitionTests
        static let side = 96

        /// A window-filling layer pushing out `old` (a page of `oldSize` with a stripe and a band) at `progress`.
        static func scene(old: TransitionTrack, progress: Double) -> RenderTree {
            var builder = TreeBuilder(width: side, height: side, background: .white)
            let layer = builder.add(frame: CGRect(x: 0, y: 0, width: side, height: side), color: .blue) {
                $0.activeTransition = ActiveTransition(track: old, progress: progress)
            }
            Golden.page(&builder, parent: layer, stripe: RenderColor(straightRed: 1, green: 1, blue: 0, alpha: 1),
                        band: RenderColor(straightRed: 0, green: 1, blue: 1, alpha: 1))
            return builder.tree
        }

        static func push(width: Int = side, color: RenderColor = .red, cornerRadius: Double = 0) -> TransitionTrack {
            var old = TreeBuilder(width: width, height: side, background: color)
            old.configureRoot { $0.cornerRadius = cornerRadius }
            Golden.page(&old, parent: 0, stripe: .green, band: RenderColor(straightRed: 0.45, green: 0, blue: 0, alpha: 1))
            return TransitionTrack(kind: .push, direction: .fromRight, oldLayers: old.layers)
        }

        /// Draws the transition's first frame (the snapshot recorded) and a later one on a fresh target; returns the
        /// first frame's quad count and both frames.
        static func draw(_ track: TransitionTrack) throws -> (quads: Int, first: RGBAFrame, later: RGBAFrame) {
            let target = try OffscreenTarget(width: side, height: side)
            let first = target.render(scene(old: track, progress: 0.25))
            let quads = target.compositor.lastQuadCount
            let later = target.render(scene(old: track, progress: 0.5))
            return (quads, first, later)
        }

        @Test("an old page filling the window clears its snapshot to its colour: one quad fewer, the same pixels as drawing it",
              arguments: [RenderColor.red, RenderColor(straightRed: 1, green: 0, blue: 0, alpha: 0.5)])
        func fillingOldPageIsTheSnapshotClear(color: RenderColor) throws {
            let folded = try Self.draw(Self.push(color: color))
            let drawn = try Self.draw(Self.push(color: color, cornerRadius: 1e-4))
            #expect(folded.quads == drawn.quads - 1)
            let size = (Self.side, Self.side)
            #expect(GoldenImage.compare(folded.first, with: (drawn.first.pixels, size.0, size.1), tolerance: 1).matches)
            #expect(GoldenImage.compare(folded.later, with: (drawn.later.pixels, size.0, size.1), tolerance: 1).matches)
            // A quarter of the way in, the old page has moved 24 pixels left: its colour shows at x = 48.
            let expected: [UInt8] = color.alpha >= 1 ? [255, 0, 0, 255] : [255, 128, 128, 255]
            #expect(folded.first.pixel(48, 60, isNear: expected, tolerance: 2))
        }

        @Test("an old page a pixel short of each side of the window is drawn as a quad: its snapshot stays clear there")
        func narrowerOldPageIsDrawn() throws {
            // 94 points wide, centred in the 96-point layer: columns 0 and 95 of the snapshot are left clear.
            let narrow = try Self.draw(Self.push(width: Self.side - 2))
            let drawn = try Self.draw(Self.push(width: Self.side - 2, cornerRadius: 1e-4))
            #expect(narrow.quads == drawn.quads)
            // A quarter of the way in, column 95 has moved 24 pixels left to x = 71: the white root shows through
            // it, between the old page's last column and the new page's yellow stripe.
            #expect(narrow.first.pixel(70, 60) == [255, 0, 0, 255])
            #expect(narrow.first.pixel(71, 60) == [255, 255, 255, 255])
            #expect(narrow.first.pixel(72, 60) == [255, 255, 0, 255])
        }
    }
}
