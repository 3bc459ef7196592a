// What a CATransformLayer draws and ignores (CATransformLayer.h: "only their sublayers are rendered (i.e. no
// background, contents, border)"; mask, masksToBounds and shadow "are ignored"; "opacity is applied to each sublayer
// individually, i.e. the transform layer does not form a compositing group"), depth order over tree order, a
// preservesDepth replicator's instances sorted by depth (CAReplicatorLayer.h), and a chain of transform layers as
// deep as the tree allows. Pixels read back from the offscreen compositor.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Transform layer pixels", .serialized)
    struct TransformLayerPixelTests {
        static let background = CGColor.rgb(0, 0, 0)

        static func square(_ frame: CGRect, _ color: CGColor, z: CGFloat = 0) -> CALayer {
            let layer = CALayer()
            layer.frame = frame
            layer.backgroundColor = color
            if z != 0 { layer.transform = CATransform3DMakeTranslation(0, 0, z) }
            return layer
        }

        @Test("background, border, shadow, mask and masksToBounds of a transform layer are ignored")
        func ownAppearanceIsIgnored() throws {
            let target = try OffscreenTarget(width: 64, height: 64)
            let group = CATransformLayer()
            group.frame = CGRect(x: 8, y: 8, width: 32, height: 32)
            group.backgroundColor = .rgb(1, 0, 0)
            group.borderWidth = 4
            group.borderColor = .rgb(0, 1, 0)
            group.shadowOpacity = 1
            group.shadowColor = .rgb(0, 0, 1)
            group.masksToBounds = true
            let mask = CALayer()
            mask.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
            mask.backgroundColor = .rgb(1, 1, 1)
            group.mask = mask
            // Reaches outside the group's bounds: masksToBounds would cut it, the mask would hide most of it.
            group.addSublayer(Self.square(CGRect(x: 16, y: 16, width: 32, height: 32), .rgb(1, 1, 1)))
            let stage = LayerStage(width: 64, height: 64, background: Self.background, layers: [group])
            let frame = stage.frame(on: target)
            #expect(frame.pixel(12, 12) == [0, 0, 0, 255], "background, border or shadow drawn")
            #expect(frame.pixel(9, 30) == [0, 0, 0, 255], "border drawn")
            #expect(frame.pixel(30, 30) == [255, 255, 255, 255], "the sublayer was masked")
            #expect(frame.pixel(52, 52) == [255, 255, 255, 255], "masksToBounds clipped the sublayer")
        }

        @Test("opacity applies to each sublayer on its own: the lower one shows through the upper where they overlap")
        func opacityIsPerSublayer() throws {
            let target = try OffscreenTarget(width: 64, height: 64)
            let group = CATransformLayer()
            group.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            group.opacity = 0.5
            group.addSublayer(Self.square(CGRect(x: 8, y: 8, width: 32, height: 32), .rgb(1, 0, 0)))
            group.addSublayer(Self.square(CGRect(x: 24, y: 24, width: 32, height: 32), .rgb(0, 0, 1)))
            let stage = LayerStage(width: 64, height: 64, background: Self.background, layers: [group])
            let frame = stage.frame(on: target)
            // Red at half over black: (128, 0, 0); blue at half over that: (64, 0, 128). A group would give
            // (0, 0, 128) there: the blue alone at half.
            #expect(frame.pixel(12, 12, isNear: [128, 0, 0, 255]))
            #expect(frame.pixel(32, 32, isNear: [64, 0, 128, 255]))
            #expect(frame.pixel(50, 50, isNear: [0, 0, 128, 255]))
        }

        @Test("sublayers draw by depth, not by tree order: the nearer one is on top though added first")
        func depthBeatsTreeOrder() throws {
            let target = try OffscreenTarget(width: 64, height: 64)
            for preserving in [true, false] {
                let group: CALayer = preserving ? CATransformLayer() : CALayer()
                group.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
                group.addSublayer(Self.square(CGRect(x: 8, y: 8, width: 32, height: 32), .rgb(1, 0, 0), z: 20))
                group.addSublayer(Self.square(CGRect(x: 24, y: 24, width: 32, height: 32), .rgb(0, 0, 1)))
                let stage = LayerStage(width: 64, height: 64, background: Self.background, layers: [group])
                let frame = stage.frame(on: target)
                // A CALayer flattens both into its plane, where the later one covers the earlier.
                #expect(frame.pixel(32, 32) == (preserving ? [255, 0, 0, 255] : [0, 0, 255, 255]), "\(preserving)")
            }
        }

        @Test("a preservesDepth replicator draws its instances by depth and ignores its own background")
        func preservesDepthReplicatorSortsInstances() throws {
            let target = try OffscreenTarget(width: 64, height: 64)
            for preserving in [true, false] {
                let replicator = CAReplicatorLayer()
                replicator.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
                replicator.backgroundColor = .rgb(0, 1, 0)
                replicator.instanceCount = 2
                // Instance 1 is drawn after instance 0 but lies 30 points farther away.
                replicator.instanceTransform = CATransform3DMakeTranslation(16, 16, -30)
                replicator.instanceColor = .rgb(1, 1, 1)
                replicator.instanceRedOffset = -1
                replicator.instanceBlueOffset = 0
                replicator.instanceGreenOffset = -1
                replicator.preservesDepth = preserving
                replicator.addSublayer(Self.square(CGRect(x: 8, y: 8, width: 32, height: 32), .rgb(1, 1, 1)))
                let stage = LayerStage(width: 64, height: 64, background: Self.background, layers: [replicator])
                let frame = stage.frame(on: target)
                // Instance 0 is white, instance 1 blue (red and green offsets −1).
                #expect(frame.pixel(32, 32) == (preserving ? [255, 255, 255, 255] : [0, 0, 255, 255]), "\(preserving)")
                #expect(frame.pixel(2, 2) == (preserving ? [0, 0, 0, 255] : [0, 255, 0, 255]), "\(preserving)")
            }
        }

        @Test("a chain of transform layers as deep as the tree allows draws its deepest face")
        func deepChainDraws() throws {
            let target = try OffscreenTarget(width: 64, height: 64)
            var parent = CALayer()
            let top = parent
            top.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            for _ in 0..<(CALayer.maximumTreeDepth - 3) {
                let level = CATransformLayer()
                level.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
                parent.addSublayer(level)
                parent = level
            }
            parent.addSublayer(Self.square(CGRect(x: 0, y: 0, width: 64, height: 64), .rgb(0, 1, 0)))
            let stage = LayerStage(width: 64, height: 64, background: Self.background, layers: [top])
            #expect(stage.renderer.latestTree.layers.count == CALayer.maximumTreeDepth)
            #expect(stage.frame(on: target).pixel(32, 32) == [0, 255, 0, 255])
        }
    }
}
