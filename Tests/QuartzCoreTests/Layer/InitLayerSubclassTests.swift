// init(layer:) is Apple's plain designated initializer (docs/porting.md "init(layer:)"): subclasses written as Apple
// code writes them compile unchanged, and their presentation copies have the subclass's type and copied fields.
// Apple's CALayer.h: "This initializer is used to create shadow copies of layers, for example, for the
// presentationLayer method … subclasses can override this method to copy their instance variables".
import Foundation
import Testing
@testable import QuartzCore

@Suite struct InitLayerSubclassTests {
    /// Apple's usual spelling: init(), init(layer:) and init?(coder:), each written with `override` / `required`.
    final class ProgressLayer: CALayer {
        var progress: CGFloat = 0
        var copiesMade = 0

        override init() {
            super.init()
            progress = 0.25
        }

        override init(layer: Any) {
            if let other = layer as? ProgressLayer {
                progress = other.progress
                copiesMade = other.copiesMade + 1
            }
            super.init(layer: layer)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// A subclass with no initializers of its own.
    final class PlainLayer: CALayer {
        var tag = 7
    }

    /// A subclass of an engine layer class with its own designated initializer beside the two overrides.
    final class RingLayer: CAShapeLayer {
        let segments: Int

        init(segments: Int) {
            self.segments = segments
            super.init()
        }

        override init() {
            segments = 1
            super.init()
        }

        override init(layer: Any) {
            segments = (layer as? RingLayer)?.segments ?? 1
            super.init(layer: layer)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    @Test("a subclass overriding init(), init(layer:) and init?(coder:) gets presentation copies of its own type")
    func overridingSubclass() throws {
        let scene = HostedScene()
        let layer = ProgressLayer()
        layer.progress = 0.75
        scene.add(layer)
        let copy = try #require(layer.presentation())
        #expect(type(of: copy) == ProgressLayer.self)
        #expect(copy.progress == 0.75)
        #expect(copy.copiesMade == 1)
        #expect(copy !== layer)
        #expect(ProgressLayer().progress == 0.25)
    }

    @Test("a subclass with no initializers gets presentation copies of its own type with its field defaults")
    func subclassWithoutInitializers() throws {
        let scene = HostedScene()
        let layer = PlainLayer()
        layer.tag = 9
        layer.position = CGPoint(x: 5, y: 6)
        scene.add(layer)
        let copy = try #require(layer.presentation())
        #expect(type(of: copy) == PlainLayer.self)
        #expect(copy.position == CGPoint(x: 5, y: 6))
        // Apple's own behaviour: a field the subclass does not copy in init(layer:) starts at its default.
        #expect(copy.tag == 7)
    }

    @Test("a subclass of CAShapeLayer with its own initializer copies through init(layer:) and keeps shape values")
    func engineClassSubclass() throws {
        let scene = HostedScene()
        let ring = RingLayer(segments: 12)
        ring.lineWidth = 4
        scene.add(ring)
        let copy = try #require(ring.presentation())
        #expect(type(of: copy) == RingLayer.self)
        #expect(copy.segments == 12)
        #expect(copy.lineWidth == 4)
    }

    @Test("the presentation tree copies sublayers and masks through each one's dynamic type")
    func sublayersKeepTheirTypes() throws {
        let scene = HostedScene()
        let parent = PlainLayer(), child = ProgressLayer(), mask = RingLayer(segments: 3)
        child.progress = 0.5
        parent.addSublayer(child)
        parent.mask = mask
        scene.add(parent)
        let copy = try #require(parent.presentation())
        let childCopy = try #require(copy.sublayers?.first as? ProgressLayer)
        #expect(childCopy.progress == 0.5)
        #expect((copy.mask as? RingLayer)?.segments == 3)
    }
}
