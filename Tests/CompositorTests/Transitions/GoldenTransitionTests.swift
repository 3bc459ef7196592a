// Golden images of CATransition compositing (spec §7.3; DECISIONS 9: fromTop is the visual top, y down): fade,
// and moveIn/push/reveal from each side, at transition progress 0, ½ and 1, drawn from render trees with the
// transition set at an explicit progress (as TransitionPixelTests do). The layer, 64×64 at (16, 16) on white, was
// a red page with a green stripe down its left edge and a dark red band across its top (old appearance) and is now
// a blue page with a yellow left stripe and a cyan top band (new appearance), so each page's top-left corner shows
// where it is and which way it faces.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: transitions", .serialized)
    struct GoldenTransitionTests {
        static let progresses = [0.0, 0.5, 1.0]

        /// A 64×64 page: `background` with a `stripe` down the left 16 points and a `band` across the top 12.
        static func page(_ builder: inout TreeBuilder, parent: Int, stripe: RenderColor, band: RenderColor) {
            builder.add(frame: CGRect(x: 0, y: 0, width: 16, height: 64), color: stripe, parent: parent)
            builder.add(frame: CGRect(x: 0, y: 0, width: 64, height: 12), color: band, parent: parent)
        }

        static func scene(_ kind: TransitionTrack.Kind, _ direction: TransitionTrack.Direction,
                          progress: Double) -> RenderTree {
            var old = TreeBuilder(width: 64, height: 64, background: .red)
            page(&old, parent: 0, stripe: .green, band: RenderColor(straightRed: 0.45, green: 0, blue: 0, alpha: 1))
            let track = TransitionTrack(kind: kind, direction: direction, oldLayers: old.layers)
            var builder = TreeBuilder(width: 96, height: 96, background: .white)
            let layer = builder.add(frame: CGRect(x: 16, y: 16, width: 64, height: 64), color: .blue) {
                $0.activeTransition = ActiveTransition(track: track, progress: progress)
            }
            page(&builder, parent: layer, stripe: RenderColor(straightRed: 1, green: 1, blue: 0, alpha: 1),
                 band: RenderColor(straightRed: 0, green: 1, blue: 1, alpha: 1))
            return builder.tree
        }

        static func name(_ kind: TransitionTrack.Kind, _ direction: TransitionTrack.Direction,
                         progress: Double) -> String {
            let side = direction == .none ? "" : "-\(direction)"
            return "transitions/\(kind)\(side)-p\(Int((progress * 100).rounded()))"
        }

        @Test("fade at progress 0, ½ and 1 matches its reference within 3 levels per channel", arguments: progresses)
        func fadeMatchesReference(progress: Double) throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMatch(target.render(Self.scene(.fade, .none, progress: progress)),
                                    name: Self.name(.fade, .none, progress: progress))
        }

        @Test("moveIn, push and reveal from each side at progress 0, ½ and 1 match their references within 3 levels per channel",
              arguments: [TransitionTrack.Kind.moveIn, .push, .reveal],
              [TransitionTrack.Direction.fromLeft, .fromRight, .fromTop, .fromBottom])
        func slideMatchesReference(kind: TransitionTrack.Kind, direction: TransitionTrack.Direction) throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            for progress in Self.progresses {
                GoldenImage.expectMatch(target.render(Self.scene(kind, direction, progress: progress)),
                                        name: Self.name(kind, direction, progress: progress))
            }
        }

        @Test("the transition comparison fails at progress 0.55 instead of 0.5, for fade and for a push")
        func changedSceneFails() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMismatch(target.render(Self.scene(.fade, .none, progress: 0.55)),
                                       name: Self.name(.fade, .none, progress: 0.5))
            GoldenImage.expectMismatch(target.render(Self.scene(.push, .fromLeft, progress: 0.55)),
                                       name: Self.name(.push, .fromLeft, progress: 0.5))
        }
    }
}
