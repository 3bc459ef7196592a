// Layer bodies drawn from the builder's kept records (FrameBuilder+BodyTemplate, docs/architecture.md "Frame cost"):
// a builder that has drawn earlier frames, and so reuses the plain bodies it kept, must produce exactly the records
// and draw steps of a builder drawing the frame for the first time, whichever input of a body changes between frames
// (each colour, the border, the corners, the edge switches, the tint, the size, a −0 radius) and as the layers move,
// fade and turn projective.
import QuartzCore
@testable import Compositor
import Foundation
import Testing

@Suite("Kept body records")
struct BodyTemplateTests {
    /// A 200×150 frame: an undrawn root and four tiles.
    static func tree(_ change: (inout [RenderLayer]) -> Void) -> [RenderLayer] {
        var root = RenderLayer(parentIndex: -1)
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 150)
        root.position = CGPoint(x: 100, y: 75)
        var layers = [root]
        for index in 0..<4 {
            var tile = RenderLayer(parentIndex: 0)
            tile.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
            tile.position = CGPoint(x: 30 + 40 * Double(index), y: 50)
            tile.backgroundColor = RenderColor(red: 0.2 * Float(index), green: 0.5, blue: 0.7, alpha: 0.9)
            tile.borderColor = RenderColor(red: 0.1, green: 0.1, blue: 0.3, alpha: 1)
            tile.borderWidth = index == 2 ? 2 : 0
            tile.cornerRadius = index == 1 ? 4 : 0
            layers.append(tile)
        }
        change(&layers)
        return layers
    }

    /// The records' bytes and the steps' description of `builder` after building `layers`.
    static func frame(_ builder: FrameBuilder, _ layers: [RenderLayer]) -> ([UInt8], [String]) {
        layers.withUnsafeBufferPointer {
            builder.build($0, viewport: CGSize(width: 200, height: 150), pixelSize: CGSize(width: 400, height: 300))
        }
        let bytes = builder.instances.withUnsafeBytes { Array($0) }
        return (bytes, builder.commands.map { "\($0)" })
    }

    @Test("a builder reusing its kept bodies builds every frame exactly as a fresh builder does")
    func keptBodiesEqualFreshBuild() {
        let changes: [(String, (inout [RenderLayer]) -> Void)] = [
            ("as built", { _ in }),
            ("the same again", { _ in }),
            ("moved, turned and faded", {
                $0[1].position.x += 3.25
                $0[2].transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
                $0[3].opacity = 0.4
            }),
            ("a background colour", { $0[1].backgroundColor = RenderColor(red: 0, green: 0.25, blue: 0.7, alpha: 0.9) }),
            ("a border colour", { $0[3].borderColor = RenderColor(red: 0.75, green: 0.1, blue: 0.3, alpha: 1) }),
            ("a border width", { $0[3].borderWidth = 1.5 }),
            ("a corner radius", { $0[4].cornerRadius = 6 }),
            ("a corner radius of −0", { $0[4].cornerRadius = -0.0 }),
            ("the masked corners", { $0[2].maskedCorners = 5; $0[2].cornerRadius = 3 }),
            ("masksToBounds", { $0[1].masksToBounds = true }),
            ("continuous corners", { $0[2].continuousCorners = true; $0[2].cornerRadius = 5 }),
            ("edge antialiasing", { $0[3].allowsEdgeAntialiasing = !$0[3].allowsEdgeAntialiasing }),
            ("the edge mask", {
                $0[3].allowsEdgeAntialiasing = true
                $0[3].edgeAntialiasingMask = CAEdgeAntialiasingMask(rawValue: 5)
            }),
            ("contentsScale", { $0[1].contentsScale = 2 }),
            ("a tint", { $0[4].colorMultiplier = SIMD4(0.5, 1, 0.75, 0.8) }),
            ("a size", { $0[1].bounds.size.width = 31.5 }),
            ("a transparent background", { $0[4].backgroundColor = RenderColor(red: 0.6, green: 0.5, blue: 0.7, alpha: 0) }),
            ("a projective transform", {
                var t = CATransform3DMakeRotation(0.6, 0, 1, 0)
                t.m34 = -1.0 / 300
                $0[2].transform = t
            }),
            ("back as built", { _ in }),
        ]
        let kept = FrameBuilder()
        for (name, change) in changes {
            let layers = Self.tree(change)
            let warm = Self.frame(kept, layers)
            let fresh = Self.frame(FrameBuilder(), layers)
            let sameRecords = warm.0 == fresh.0, sameSteps = warm.1 == fresh.1
            #expect(sameRecords, "records after: \(name)")
            #expect(sameSteps, "draw steps after: \(name)")
            #expect(!warm.0.isEmpty)
        }
        // Every tile's body was kept and drawn from its template (the second frame at least).
        for slot in 1...4 {
            #expect(kept.bodyTemplates[slot].isValid && kept.bodyTemplates[slot].usedFrame > 0, "slot \(slot)")
        }
    }
}
