// Pixel probes for CATransition compositing (spec §7.3; DECISIONS 9: fromTop is the visual top): every type and
// subtype at progress 0, ½ and 1 on hand-built trees, clipping to the layer's bounds, and the dissolve of fade.
// The layer (frame 50,50 100×100 on white) was red with a green stripe at its left quarter (old appearance) and
// is now blue with a yellow stripe at its left quarter (new appearance).
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Compositor transition pixels", .serialized)
    struct TransitionPixelTests {
        static let white: [UInt8] = [255, 255, 255, 255]
        static let red: [UInt8] = [255, 0, 0, 255]
        static let green: [UInt8] = [0, 255, 0, 255]
        static let blue: [UInt8] = [0, 0, 255, 255]
        static let yellow: [UInt8] = [255, 255, 0, 255]

        /// The tree with the layer transitioning by `kind`/`direction` at transition progress `q`.
        static func tree(_ kind: TransitionTrack.Kind, _ direction: TransitionTrack.Direction,
                         progress q: Double) -> RenderTree {
            var old = TreeBuilder(width: 100, height: 100, background: .red)
            old.add(frame: CGRect(x: 0, y: 0, width: 25, height: 100), color: .green)
            let track = TransitionTrack(kind: kind, direction: direction, oldLayers: old.layers)
            var builder = TreeBuilder(width: 200, height: 200, background: .white)
            let layer = builder.add(frame: CGRect(x: 50, y: 50, width: 100, height: 100), color: .blue) {
                $0.activeTransition = ActiveTransition(track: track, progress: q)
            }
            builder.add(frame: CGRect(x: 0, y: 0, width: 25, height: 100),
                        color: RenderColor(red: 1, green: 1, blue: 0, alpha: 1), parent: layer)
            return builder.tree
        }

        /// Reads the pixels at the given points (row 100 unless a y is given).
        static func probe(_ frame: RGBAFrame, _ points: [(Int, Int)]) -> [[UInt8]] {
            points.map { frame.pixel($0.0, $0.1) }
        }

        @Test("push fromRight: at ½ the old page has moved half out to the left and the new one half in; 0 and 1 are all old / all new; nothing outside the bounds")
        func pushFromRight() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            let half = target.render(Self.tree(.push, .fromRight, progress: 0.5))
            // Old local 50…100 at window 50…100 (its green quarter is pushed out and clipped), new local 0…50 at 100…150.
            #expect(Self.probe(half, [(60, 100), (95, 100), (110, 100), (140, 100)])
                == [Self.red, Self.red, Self.yellow, Self.blue])
            #expect(Self.probe(half, [(40, 100), (160, 100), (20, 100)]) == [Self.white, Self.white, Self.white])
            let start = target.render(Self.tree(.push, .fromRight, progress: 0))
            #expect(Self.probe(start, [(60, 100), (90, 100), (140, 100)]) == [Self.green, Self.red, Self.red])
            let end = target.render(Self.tree(.push, .fromRight, progress: 1))
            #expect(Self.probe(end, [(60, 100), (90, 100), (140, 100)]) == [Self.yellow, Self.blue, Self.blue])
        }

        @Test("push fromLeft: the new page enters from the left edge, the old leaves to the right")
        func pushFromLeft() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            let half = target.render(Self.tree(.push, .fromLeft, progress: 0.5))
            // New local 50…100 at window 50…100 (yellow quarter clipped away); old local 0…50 at 100…150.
            #expect(Self.probe(half, [(60, 100), (110, 100), (140, 100), (40, 100), (160, 100)])
                == [Self.blue, Self.green, Self.red, Self.white, Self.white])
            let quarter = target.render(Self.tree(.push, .fromLeft, progress: 0.25))
            // New local 75…100 at 50…75, old local 0…75 at 75…150.
            #expect(Self.probe(quarter, [(70, 100), (80, 100), (110, 100)]) == [Self.blue, Self.green, Self.red])
        }

        @Test("push fromTop enters at the visual top (y down), fromBottom at the bottom")
        func pushVertical() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            let top = target.render(Self.tree(.push, .fromTop, progress: 0.5))
            #expect(Self.probe(top, [(90, 60), (90, 140), (90, 40), (90, 160)])
                == [Self.blue, Self.red, Self.white, Self.white])
            let bottom = target.render(Self.tree(.push, .fromBottom, progress: 0.5))
            #expect(Self.probe(bottom, [(90, 60), (90, 140), (55, 140), (55, 60)])
                == [Self.red, Self.blue, Self.yellow, Self.green])
        }

        @Test("moveIn fromRight: the new page slides in over the old one, which stays still")
        func moveInFromRight() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            let half = target.render(Self.tree(.moveIn, .fromRight, progress: 0.5))
            #expect(Self.probe(half, [(60, 100), (90, 100), (110, 100), (140, 100), (160, 100)])
                == [Self.green, Self.red, Self.yellow, Self.blue, Self.white])
            #expect(target.render(Self.tree(.moveIn, .fromRight, progress: 0)).pixel(140, 100) == Self.red)
            #expect(target.render(Self.tree(.moveIn, .fromRight, progress: 1)).pixel(60, 100) == Self.yellow)
        }

        @Test("reveal fromRight: the old page slides away to the left, uncovering the new one in place")
        func revealFromRight() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            let half = target.render(Self.tree(.reveal, .fromRight, progress: 0.5))
            // Old local 50…100 at window 50…100 above; the new page stays put, so its local 60 shows at 110.
            #expect(Self.probe(half, [(60, 100), (110, 100), (140, 100), (40, 100)])
                == [Self.red, Self.blue, Self.blue, Self.white])
            #expect(target.render(Self.tree(.reveal, .fromRight, progress: 0)).pixel(60, 100) == Self.green)
            #expect(target.render(Self.tree(.reveal, .fromRight, progress: 1)).pixel(60, 100) == Self.yellow)
        }

        @Test("reveal fromBottom and moveIn fromTop follow the subtype's side")
        func revealAndMoveInVertical() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            let reveal = target.render(Self.tree(.reveal, .fromBottom, progress: 0.5))
            // Old slides up by 50: its lower half covers the top half; the new page shows below.
            #expect(Self.probe(reveal, [(90, 60), (90, 140), (90, 40)]) == [Self.red, Self.blue, Self.white])
            let moveIn = target.render(Self.tree(.moveIn, .fromTop, progress: 0.5))
            #expect(Self.probe(moveIn, [(90, 60), (90, 140), (55, 140)]) == [Self.blue, Self.red, Self.green])
        }

        @Test("fade dissolves old into new: at ½ each pixel is the even mix, opaque, with no background showing")
        func fadeDissolves() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            let half = target.render(Self.tree(.fade, .none, progress: 0.5))
            // Within 2 levels of the exact mix (8-bit targets round).
            func near(_ pixel: [UInt8], _ expected: [Int]) -> Bool {
                zip(pixel, expected).allSatisfy { abs(Int($0) - $1) <= 2 }
            }
            let redBlue = half.pixel(90, 100), greenYellow = half.pixel(60, 100)
            #expect(near(redBlue, [128, 0, 128, 255]))
            #expect(near(greenYellow, [128, 255, 0, 255]))
            #expect(half.pixel(40, 100) == Self.white)
            let quarter = target.render(Self.tree(.fade, .none, progress: 0.25)).pixel(90, 100)
            #expect(near(quarter, [191, 0, 64, 255]))
            #expect(target.render(Self.tree(.fade, .none, progress: 0)).pixel(90, 100) == Self.red)
            #expect(target.render(Self.tree(.fade, .none, progress: 1)).pixel(90, 100) == Self.blue)
        }

        @Test("a transition without an old appearance slides the new page in over what lies behind")
        func noOldAppearance() throws {
            let target = try OffscreenTarget(width: 200, height: 200)
            var builder = TreeBuilder(width: 200, height: 200, background: .white)
            builder.add(frame: CGRect(x: 50, y: 50, width: 100, height: 100), color: .blue) {
                $0.activeTransition = ActiveTransition(track: TransitionTrack(kind: .push, direction: .fromRight),
                                                       progress: 0.5)
            }
            let frame = target.render(builder.tree)
            #expect(Self.probe(frame, [(60, 100), (140, 100), (160, 100)]) == [Self.white, Self.blue, Self.white])
        }
    }
}
