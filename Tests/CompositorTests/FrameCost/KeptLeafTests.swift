// The walk's short way for plain leaves drawn from their kept bodies (FrameBuilder+KeptLeaf) and the open quad run
// (Frame/OpenQuadRun), docs/architecture.md "Frame cost": a builder whose leaves take the short way must produce
// exactly the records and draw steps of a fresh builder (which draws every layer the whole way) whichever of the
// walk's inputs changes between frames, and the draw steps read after a build must cover every record once.
import QuartzCore
@testable import Compositor
import Foundation
import Testing

@Suite("Kept leaves and the open quad run")
struct KeptLeafTests {
    /// A 200×150 frame: an undrawn root, a container (layer 1) and five turned tiles in it (layers 2…6); the last
    /// tile becomes a mask or a sublayer where a change needs one.
    static func tree(_ change: (inout [RenderLayer]) -> Void) -> [RenderLayer] {
        var root = RenderLayer(parentIndex: -1)
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 150)
        root.position = CGPoint(x: 100, y: 75)
        var container = RenderLayer(parentIndex: 0)
        container.bounds = CGRect(x: 0, y: 0, width: 200, height: 150)
        container.position = CGPoint(x: 100, y: 75)
        var layers = [root, container]
        for index in 0..<5 {
            var tile = RenderLayer(parentIndex: 1)
            tile.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
            tile.position = CGPoint(x: 30 + 35 * Double(index), y: 50 + 7 * Double(index))
            tile.backgroundColor = RenderColor(red: 0.2 * Float(index), green: 0.5, blue: 0.7, alpha: 0.9)
            tile.borderColor = RenderColor(red: 0.1, green: 0.1, blue: 0.3, alpha: 1)
            tile.borderWidth = index == 2 ? 2 : 0
            tile.cornerRadius = index == 1 ? 4 : 0
            tile.transform = CATransform3DMakeRotation(0.2 * Double(index), 0, 0, 1)
            layers.append(tile)
        }
        change(&layers)
        return layers
    }

    /// A push from the right at `progress` whose old appearance is an opaque page with one tile.
    static func push(progress: Double) -> ActiveTransition {
        var page = RenderLayer(parentIndex: -1)
        page.bounds = CGRect(x: 0, y: 0, width: 200, height: 150)
        page.position = CGPoint(x: 100, y: 75)
        page.backgroundColor = RenderColor(red: 0.3, green: 0.3, blue: 0.35, alpha: 1)
        var tile = RenderLayer(parentIndex: 0)
        tile.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        tile.position = CGPoint(x: 60, y: 40)
        tile.backgroundColor = RenderColor(red: 0.9, green: 0.5, blue: 0.1, alpha: 1)
        return ActiveTransition(track: TransitionTrack(kind: .push, direction: .fromRight, oldLayers: [page, tile]),
                                progress: progress)
    }

    static func frame(_ builder: FrameBuilder, _ layers: [RenderLayer]) -> ([UInt8], [String]) {
        BodyTemplateTests.frame(builder, layers)
    }

    /// Builds each change of `changes` with `kept` (after the frames before it) and with a fresh builder; returns the
    /// names of the changes whose records or draw steps differ.
    static func differences(_ changes: [(String, (inout [RenderLayer]) -> Void)],
                            kept: FrameBuilder = FrameBuilder()) -> [String] {
        var differing: [String] = []
        for (name, change) in changes {
            let layers = Self.tree(change)
            let warm = Self.frame(kept, layers)
            let fresh = Self.frame(FrameBuilder(), layers)
            if warm.0 != fresh.0 || warm.1 != fresh.1 || warm.0.isEmpty { differing.append(name) }
        }
        return differing
    }

    @Test("a builder drawing plain leaves from their kept bodies builds every frame exactly as a fresh builder does")
    func keptLeavesEqualFreshBuild() {
        let image = CGImage(width: 2, height: 2, rgba: [UInt8](repeating: 200, count: 16), premultiplied: true)
        let changes: [(String, (inout [RenderLayer]) -> Void)] = [
            ("as built", { _ in }),
            ("the same again", { _ in }),
            ("moved, turned and faded", {
                $0[2].position.x += 3.25
                $0[3].transform = CATransform3DMakeRotation(1.3, 0, 0, 1)
                $0[4].opacity = 0.4
            }),
            ("hidden", { $0[3].isHidden = true }),
            ("opacity 0", { $0[4].opacity = 0 }),
            ("back-facing and single-sided", {
                $0[5].transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
                $0[5].isDoubleSided = false
            }),
            ("back-facing and double-sided", { $0[5].transform = CATransform3DMakeRotation(.pi, 0, 1, 0) }),
            ("a shadow", { $0[2].shadowOpacity = 0.5; $0[2].shadowRadius = 2 }),
            ("a mask", {
                $0[6].parentIndex = 3
                $0[6].isMask = true
                $0[3].maskIndex = 6
            }),
            ("a contents image", { $0[4].contents = image }),
            ("a sublayer", { $0[6].parentIndex = 2 }),
            ("shouldRasterize", { $0[5].shouldRasterize = true }),
            ("a tint", { $0[2].colorMultiplier = SIMD4(0.5, 1, 0.75, 0.8) }),
            ("no fill, no border", { $0[3].backgroundColor = RenderColor(red: 0, green: 0, blue: 0, alpha: 0) }),
            ("a fill alone", { $0[4].borderWidth = 0 }),
            ("a turned superlayer", { $0[1].transform = CATransform3DMakeRotation(0.25, 0, 0, 1) }),
            ("a scaled superlayer", { $0[1].transform = CATransform3DMakeScale(1.5, 0.75, 1) }),
            ("a moved superlayer", { $0[1].position = CGPoint(x: 112.5, y: 60.25) }),
            ("a projective superlayer", {
                var t = CATransform3DMakeRotation(0.4, 1, 0, 0)
                t.m34 = -1.0 / 400
                $0[1].transform = t
            }),
            ("a clipping superlayer", { $0[1].masksToBounds = true; $0[1].cornerRadius = 8 }),
            ("a geometry-flipped superlayer", { $0[1].isGeometryFlipped = true }),
            ("a sublayerTransform", { $0[1].sublayerTransform = CATransform3DMakeTranslation(4, -3, 0) }),
            // A push into the window-filling container draws its tiles unclipped (FrameBuilder+Transitions), the
            // kept way; moved, it clips them to its bounds.
            ("a push, a quarter in", { $0[1].activeTransition = Self.push(progress: 0.25) }),
            ("a push, half in", { $0[1].activeTransition = Self.push(progress: 0.5) }),
            ("a push into a moved container", {
                $0[1].position = CGPoint(x: 112.5, y: 60.25)
                $0[1].activeTransition = Self.push(progress: 0.5)
            }),
            ("back as built", { _ in }),
        ]
        let kept = FrameBuilder()
        #expect(Self.differences(changes, kept: kept).isEmpty)
        // The tiles' bodies were kept and drawn from their templates.
        for slot in 2...6 {
            #expect(kept.bodyTemplates[slot].isValid && kept.bodyTemplates[slot].usedFrame > 0, "slot \(slot)")
        }
    }

    @Test("the comparison of kept leaves with a fresh build catches a kept record that went stale (must-fail twin)")
    func staleKeptRecordIsCaught() {
        let kept = FrameBuilder()
        let still: [(String, (inout [RenderLayer]) -> Void)] = [("as built", { _ in }), ("the same again", { _ in })]
        #expect(Self.differences(still, kept: kept).isEmpty)
        // A kept record whose colour no longer matches its inputs: the short way copies it as it is.
        kept.bodyTemplates[3].instance.packed.0 ^= 1
        #expect(Self.differences([("the same once more", { _ in })], kept: kept) == ["the same once more"])
    }

    /// Whether `commands` cover the records `0..<count` once each, in order: every step that names records takes
    /// the next ones.
    static func coversEveryRecord(_ commands: [DrawCommand], count: Int) -> Bool {
        var next = 0
        for command in commands {
            switch command {
            case .quads(let first, let run, _, _), .rasterQuads(let first, let run, _, _),
                 .textQuads(let first, let run, _):
                guard first == next, run > 0 else { return false }
                next += run
            case .composite(let instance, _, _), .compositeSnapshot(let instance, _, _),
                 .rasterComposite(let instance, _), .compositeShadow(let instance, _):
                guard instance == next else { return false }
                next += 1
            default: break
            }
        }
        return next == count
    }

    /// A frame whose quad runs are broken by a group, a contents image and a change of shader variant.
    static func brokenRuns() -> FrameBuilder {
        let image = CGImage(width: 2, height: 2, rgba: [UInt8](repeating: 90, count: 16), premultiplied: true)
        let layers = Self.tree {
            $0[3].contents = image
            $0[4].continuousCorners = true
            $0[4].cornerRadius = 5
            $0[6].parentIndex = 5
            $0[5].opacity = 0.5
            $0[5].allowsGroupOpacity = true
        }
        let builder = FrameBuilder()
        for _ in 0..<3 { _ = Self.frame(builder, layers) }
        return builder
    }

    @Test("the draw steps read after a build cover every record once, the open run's count written")
    func openRunCountIsWritten() {
        let builder = Self.brokenRuns()
        let commands = builder.commands
        #expect(Self.coversEveryRecord(commands, count: builder.instances.count))
        #expect(commands.filter { if case .quads = $0 { return true } else { return false } }.count > 1)
    }

    @Test("the coverage check catches a run whose count is one short (must-fail twin)")
    func shortRunIsCaught() {
        let builder = Self.brokenRuns()
        var commands = builder.commands
        guard let last = commands.lastIndex(where: { if case .quads = $0 { return true } else { return false } }),
              case .quads(let first, let count, let image, let program) = commands[last] else {
            Issue.record("the frame has no quad run")
            return
        }
        commands[last] = .quads(first: first, count: count - 1, image: image, program: program)
        #expect(!Self.coversEveryRecord(commands, count: builder.instances.count))
    }
}
