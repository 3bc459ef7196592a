// Redraw only what changed (docs/architecture.md "Frame cost"): frames drawn into the kept target only where they differ from the last one
// equal, pixel for pixel, the same frames drawn whole (a compositor with redrawsOnlyDamage off) over sequences that
// move a layer (over shadows, borders, inside a group-opacity layer, under a mask), remove one, run a transition
// and resize; the redrawn area shows the frames really were partial, and an unchanged frame redraws nothing.
import QuartzCore
@testable import Compositor
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Damage: partial frames equal whole frames", .serialized)
    struct DamagePixelTests {
        static let side = 128
        static let moverSide: CGFloat = 20

        /// 24 rounded, bordered tiles (every third with a shadow), a half-opaque group of two overlapping squares,
        /// a layer masked to its left half, and a 20×20 orange mover at `mover` (nil: none) — inside the group when
        /// `moverInGroup`. `dropTile` leaves one tile out.
        static func scene(mover: CGPoint?, moverInGroup: Bool = false, dropTile: Int? = nil,
                          width: Int = side, height: Int = side) -> RenderTree {
            var builder = TreeBuilder(width: width, height: height, background: RenderColor(straightRed: 0.1, green: 0.1,
                                                                                         blue: 0.15, alpha: 1))
            for index in 0..<24 where index != dropTile {
                let frame = CGRect(x: 4 + (index % 6) * 20, y: 4 + (index / 6) * 20, width: 14, height: 14)
                let shade = 0.3 + Double(index % 5) * 0.12
                builder.add(frame: frame, color: RenderColor(straightRed: shade, green: 0.4, blue: 1 - shade, alpha: 1)) {
                    $0.cornerRadius = 4
                    $0.borderWidth = 1.5
                    $0.borderColor = .white
                    if index % 3 == 0 {
                        $0.shadowOpacity = 0.8
                        $0.shadowRadius = 2
                        $0.shadowOffset = CGSize(width: 2, height: 3)
                    }
                }
            }
            let group = builder.add(frame: CGRect(x: 30, y: 60, width: 60, height: 50), color: .clear) {
                $0.opacity = 0.6
                $0.allowsGroupOpacity = true
            }
            builder.add(frame: CGRect(x: 0, y: 0, width: 40, height: 40), color: .red, parent: group)
            builder.add(frame: CGRect(x: 20, y: 10, width: 40, height: 40), color: .green, parent: group)
            let masked = builder.add(frame: CGRect(x: 84, y: 84, width: 40, height: 40), color: .blue)
            let moverColor = RenderColor(straightRed: 1, green: 0.55, blue: 0, alpha: 1)
            if let mover, moverInGroup {
                builder.add(frame: CGRect(x: mover.x - 30, y: mover.y - 60, width: moverSide, height: moverSide),
                            color: moverColor, parent: group) { $0.cornerRadius = 5 }
            }
            builder.add(frame: CGRect(x: 0, y: 0, width: 20, height: 40), color: .white, parent: masked) { $0.isMask = true }
            var layers = builder.tree.layers
            layers[masked].maskIndex = Int32(layers.count - 1)
            if let mover, !moverInGroup {
                var layer = RenderLayer(parentIndex: 0)
                layer.bounds = CGRect(x: 0, y: 0, width: moverSide, height: moverSide)
                layer.position = CGPoint(x: mover.x + moverSide / 2, y: mover.y + moverSide / 2)
                layer.backgroundColor = moverColor
                layer.cornerRadius = 5
                layer.borderWidth = 2
                layer.borderColor = .black
                layers.append(layer)
            }
            return RenderTree(layers: layers, viewportSize: CGSize(width: width, height: height))
        }

        /// One frame: the tree and the pixel size it is drawn at.
        struct Frame {
            var tree: RenderTree
            var width = DamagePixelTests.side
            var height = DamagePixelTests.side
        }

        static func draw(_ frame: Frame, on target: OffscreenTarget) -> RGBAFrame {
            target.window.makeCurrent()
            target.compositor.render(frame.tree, pixelWidth: frame.width, pixelHeight: frame.height,
                                     pointSize: CGSize(width: frame.width, height: frame.height))
            return RGBAFrame(pixels: target.compositor.readPixels(width: frame.width, height: frame.height),
                             width: frame.width, height: frame.height)
        }

        /// Draws `frames` through a damage-tracking compositor and a whole-frame one, expects the same pixels in every
        /// frame, and returns the pixels the damage-tracking one redrew per frame with the whole frames drawn.
        /// `keptTarget` draws through the compositor's own kept colour target (as for a window) instead of straight
        /// into the offscreen driver's pbuffer, which keeps its pixels by itself.
        static func compareSequence(_ frames: [Frame], keptTarget: Bool,
                                    sourceLocation: SourceLocation = #_sourceLocation) throws
            -> (areas: [Int], whole: [RGBAFrame]) {
            let partial = try OffscreenTarget(width: side, height: side)
            let whole = try OffscreenTarget(width: side, height: side)
            whole.compositor.redrawsOnlyDamage = false
            #expect(partial.compositor.outputKeepsFrame, "SDL's offscreen driver draws into a pbuffer")
            partial.compositor.outputKeepsFrame = !keptTarget
            whole.compositor.outputKeepsFrame = !keptTarget
            var areas: [Int] = [], references: [RGBAFrame] = []
            for (index, frame) in frames.enumerated() {
                let drawn = draw(frame, on: partial)
                areas.append(partial.compositor.lastRedrawnArea)
                let reference = draw(frame, on: whole)
                references.append(reference)
                let comparison = GoldenImage.compare(drawn, with: (reference.pixels, reference.width, reference.height),
                                                     tolerance: 0)
                let comment = "frame \(index): \(comparison.mismatchedPixels) pixels differ (worst channel "
                    + "\(comparison.worstChannelDifference)); redrawn \(areas[index])"
                #expect(comparison.matches, Comment(rawValue: comment), sourceLocation: sourceLocation)
            }
            return (areas, references)
        }

        static let path = [CGPoint(x: 20, y: 20), CGPoint(x: 30, y: 24), CGPoint(x: 45, y: 40), CGPoint(x: 62, y: 66)]

        @Test("a layer moving over bordered, shadowed tiles, a group and a mask: every partial frame equals the whole frame, redraws only the old and new place, and an unchanged frame redraws nothing", arguments: [false, true])
        func movingLayer(keptTarget: Bool) throws {
            var frames = Self.path.map { Frame(tree: Self.scene(mover: $0)) }
            frames.append(frames[frames.count - 1])
            let (areas, _) = try Self.compareSequence(frames, keptTarget: keptTarget)
            let full = Self.side * Self.side
            #expect(areas[0] == full)
            for step in 1..<Self.path.count {
                let old = Self.path[step - 1], new = Self.path[step]
                // The two places and the mover's anti-aliasing fringe and border, a few pixels each side.
                let width = Int(max(old.x, new.x) - min(old.x, new.x) + Self.moverSide) + 6
                let height = Int(max(old.y, new.y) - min(old.y, new.y) + Self.moverSide) + 6
                #expect(areas[step] > 0 && areas[step] <= width * height, "frame \(step) redrew \(areas[step]) pixels")
            }
            #expect(areas[Self.path.count] == 0)
        }

        @Test("must-fail twin: a frame that redraws the mover's new place but not its old one differs from the whole frame", arguments: [false, true])
        func staleOldPlaceIsCaught(keptTarget: Bool) throws {
            let frames = [Frame(tree: Self.scene(mover: Self.path[0])), Frame(tree: Self.scene(mover: Self.path[1]))]
            let (_, whole) = try Self.compareSequence(frames, keptTarget: keptTarget)
            // The previous frame with only the new place pasted in: what a damage box without the old place shows.
            var pixels = whole[0].pixels
            let new = Self.path[1]
            for y in Int(new.y) - 2..<Int(new.y + Self.moverSide) + 2 {
                for x in Int(new.x) - 2..<Int(new.x + Self.moverSide) + 2 {
                    let i = (y * Self.side + x) * 4
                    for channel in 0..<4 { pixels[i + channel] = whole[1].pixels[i + channel] }
                }
            }
            let stale = RGBAFrame(pixels: pixels, width: Self.side, height: Self.side)
            let comparison = GoldenImage.compare(stale, with: (whole[1].pixels, Self.side, Self.side), tolerance: 0)
            #expect(comparison.mismatchedPixels > 20)
        }

        @Test("a layer moving inside a group-opacity layer: partial frames equal whole frames and stay partial", arguments: [false, true])
        func layerMovingInsideGroup(keptTarget: Bool) throws {
            let places = [CGPoint(x: 34, y: 64), CGPoint(x: 44, y: 70), CGPoint(x: 60, y: 84)]
            let (areas, _) = try Self.compareSequence(places.map { Frame(tree: Self.scene(mover: $0, moverInGroup: true)) },
                                                   keptTarget: keptTarget)
            #expect(areas[1] > 0 && areas[1] < Self.side * Self.side / 4)
            #expect(areas[2] > 0 && areas[2] < Self.side * Self.side / 4)
        }

        @Test("a layer removed (with its shadow) and then nothing: partial frames equal whole frames", arguments: [false, true])
        func layerRemoved(keptTarget: Bool) throws {
            let frames = [Frame(tree: Self.scene(mover: nil)), Frame(tree: Self.scene(mover: nil, dropTile: 9)),
                          Frame(tree: Self.scene(mover: nil, dropTile: 9))]
            let (areas, _) = try Self.compareSequence(frames, keptTarget: keptTarget)
            // The 14-point tile and its shadow (radius 2 = sigma 2, reach 3 sigma, offset (2, 3)): well under 36 × 36.
            #expect(areas[1] > 0 && areas[1] < 36 * 36)
            #expect(areas[2] == 0)
        }

        @Test("a push transition from its first frame to its end and after: partial frames equal whole frames", arguments: [false, true])
        func transition(keptTarget: Bool) throws {
            let track = TransitionSnapshotTests.track(.push, .fromRight)
            var frames = [0, 0.25, 0.5, 0.75, 1].map {
                Frame(tree: TransitionSnapshotTests.scene(track: track, progress: $0), width: 96, height: 96)
            }
            var after = TreeBuilder(width: 96, height: 96, background: .white)
            after.add(frame: CGRect(x: 16, y: 16, width: 64, height: 64), color: .blue)
            frames.append(Frame(tree: after.tree, width: 96, height: 96))
            frames.append(Frame(tree: after.tree, width: 96, height: 96))
            let (areas, _) = try Self.compareSequence(frames, keptTarget: keptTarget)
            #expect(areas[frames.count - 1] == 0)
        }

        @Test("a resize in the middle of a moving layer's frames: partial frames equal whole frames", arguments: [false, true])
        func resize(keptTarget: Bool) throws {
            let frames = [Frame(tree: Self.scene(mover: Self.path[0])),
                          Frame(tree: Self.scene(mover: Self.path[1], width: 100, height: 90), width: 100, height: 90),
                          Frame(tree: Self.scene(mover: Self.path[2], width: 100, height: 90), width: 100, height: 90),
                          Frame(tree: Self.scene(mover: Self.path[3]))]
            let (areas, _) = try Self.compareSequence(frames, keptTarget: keptTarget)
            #expect(areas[1] == 100 * 90)
            #expect(areas[2] < 100 * 90)
            #expect(areas[3] == Self.side * Self.side)
        }

        @Test("a progress ring animating strokeEnd beside a still one (both in the shape atlas): partial frames equal whole frames", arguments: [false, true])
        func shapeAtlasRing(keptTarget: Bool) throws {
            func tree(_ strokeEnd: CGFloat) -> RenderTree {
                let still = GoldenShapeTests.ring(strokeEnd: 0.6)
                still.position = CGPoint(x: 90, y: 90)
                let stage = LayerStage(width: Self.side, height: Self.side,
                                       layers: [GoldenShapeTests.ring(strokeEnd: strokeEnd), still])
                return stage.renderer.latestTree
            }
            let frames = [0.25, 0.5, 0.5, 0.75, 1].map { Frame(tree: tree($0)) }
            let (areas, _) = try Self.compareSequence(frames, keptTarget: keptTarget)
            #expect(areas[2] == 0)
        }
    }
}
