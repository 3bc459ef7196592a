// CATransformLayer (CATransformLayer.h; Apple's class page): the commit marks it for the compositor's 3-D sets; hit
// testing passes over it to its sublayers with its geometry applied and picks the one nearest the viewer (CALayer.h:
// the point is "in the coordinate space of the receiver's nearest ancestor that isn't a CATransformLayer"), never the
// transform layer itself; a preservesDepth replicator hit-tests the same way (CAReplicatorLayer.h); bad input
// (non-finite transforms, nesting as deep as the tree allows) gives a message and a safe result.
import Testing
import Foundation
@testable import QuartzCore

@Suite("CATransformLayer")
struct TransformLayerTests {
    static let side: CGFloat = 60

    /// A 200×200 container with m34 = −1/500 holding a `side`-point cube centred at (100, 100): six faces named after
    /// where they face at rest, added front first and back last; in a CATransformLayer, or with `flattened` in a
    /// CALayer for comparison.
    static func cube(flattened: Bool = false, turnedBy angle: CGFloat = 0) -> (container: CALayer, cube: CALayer) {
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.sublayerTransform = perspective
        let cube = flattened ? CALayer() : CATransformLayer()
        cube.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        cube.position = CGPoint(x: 100, y: 100)
        cube.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        for (name, turn) in [("front", CATransform3DIdentity),
                             ("right", CATransform3DMakeRotation(.pi / 2, 0, 1, 0)),
                             ("top", CATransform3DMakeRotation(.pi / 2, 1, 0, 0)),
                             ("bottom", CATransform3DMakeRotation(-.pi / 2, 1, 0, 0)),
                             ("left", CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)),
                             ("back", CATransform3DMakeRotation(.pi, 0, 1, 0))] {
            let face = CALayer()
            face.name = name
            face.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            face.position = CGPoint(x: side / 2, y: side / 2)
            face.transform = CATransform3DTranslate(turn, 0, 0, side / 2)
            cube.addSublayer(face)
        }
        container.addSublayer(cube)
        return (container, cube)
    }

    /// A named 40-point square at `origin`, moved `z` towards the viewer.
    static func card(_ name: String, at origin: CGPoint, z: CGFloat = 0) -> CALayer {
        let card = CALayer()
        card.name = name
        card.frame = CGRect(origin: origin, size: CGSize(width: 40, height: 40))
        card.transform = CATransform3DMakeTranslation(0, 0, z)
        return card
    }

    @Test("the commit records a transform layer as one, and a plain CALayer as adding nothing")
    func commitMarksTransformLayers() {
        let (container, cube) = Self.cube()
        let scene = HostedAnimationScene(child: container)
        let layers = scene.renderer.latestTree.layers
        #expect(layers.count == 9)
        #expect(layers.filter(\.preservesSublayerDepth).count == 1)
        if case .transform = layers[2].layerClass {} else { Issue.record("entry 2 is not the transform layer") }
        if case .plain = layers[1].layerClass {} else { Issue.record("entry 1, a plain CALayer, has a class part") }
        _ = cube
    }

    @Test("hitTest through a transform layer returns the face nearest the viewer, not the last sublayer")
    func hitTestPicksTheNearestFace() {
        let (container, _) = Self.cube()
        #expect(container.hitTest(CGPoint(x: 100, y: 100))?.name == "front")
        let (turned, _) = Self.cube(turnedBy: .pi)
        #expect(turned.hitTest(CGPoint(x: 100, y: 100))?.name == "back")
        // A CALayer flattens the faces into its plane: the last sublayer drawn there wins.
        let (flat, _) = Self.cube(flattened: true)
        #expect(flat.hitTest(CGPoint(x: 100, y: 100))?.name == "back")
    }

    @Test("the faces keep their 3-D places: a point on the perspective-enlarged front face hits it")
    func hitTestUsesThePerspectiveOfTheFlatteningAncestor() {
        let (container, _) = Self.cube()
        // The front face is at z = +30 under m34 = −1/500: scaled by 1/(1 − 30/500) ≈ 1.064 about the centre, so
        // its edge at x = 130 lands at ≈ 131.9. A point at x = 131 is on it (in front of the right face's near half,
        // which perspective shows between x ≈ 128.3 and 131.9); at x = 133 it misses every face, so the container
        // itself is hit.
        #expect(container.hitTest(CGPoint(x: 131, y: 100))?.name == "front")
        #expect(container.hitTest(CGPoint(x: 133, y: 100)) === container)
    }

    @Test("a transform layer is never its own hit: it has no 2-D plane (CATransformLayer.h)")
    func transformLayerIsNeverHit() {
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let group = CATransformLayer()
        group.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        group.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        group.addSublayer(card)
        container.addSublayer(group)
        #expect(container.hitTest(CGPoint(x: 20, y: 20)) === card)
        #expect(container.hitTest(CGPoint(x: 150, y: 150)) === container)
        #expect(group.hitTest(CGPoint(x: 150, y: 150)) == nil)
        group.isHidden = true
        #expect(container.hitTest(CGPoint(x: 20, y: 20)) === container)
        group.isHidden = false
        group.opacity = 0
        #expect(container.hitTest(CGPoint(x: 20, y: 20)) === container)
    }

    @Test("nested transform layers form one 3-D set; hitTest on the inner one reads the point in the outer's parent")
    func nestedTransformLayersShareOneSet() {
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let outer = CATransformLayer()
        outer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let inner = CATransformLayer()
        inner.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let near = Self.card("near", at: .zero, z: 10)
        let far = Self.card("far", at: .zero)
        // `near` sits in the inner transform layer, `far` after it in the outer one: tree order would pick `far`.
        inner.addSublayer(near)
        outer.addSublayer(inner)
        outer.addSublayer(far)
        container.addSublayer(outer)
        #expect(container.hitTest(CGPoint(x: 60, y: 60))?.name == "near")
        // Called on the inner layer itself, the point is still in the container's space (its nearest flattening
        // ancestor), so (60, 60) is the same place.
        #expect(inner.hitTest(CGPoint(x: 60, y: 60))?.name == "near")
        near.isDoubleSided = false
        near.transform = CATransform3DTranslate(CATransform3DMakeRotation(.pi, 0, 1, 0), 0, 0, -10)
        // Turned away and single-sided: the far one is hit instead.
        #expect(container.hitTest(CGPoint(x: 70, y: 60))?.name == "far")
    }

    @Test("a preservesDepth replicator hit-tests its sublayers by depth; a flat one by sublayer order")
    func preservesDepthReplicatorHitTestsByDepth() {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.addSublayer(Self.card("near", at: CGPoint(x: 10, y: 10), z: 10))
        replicator.addSublayer(Self.card("later", at: CGPoint(x: 10, y: 10)))
        #expect(replicator.hitTest(CGPoint(x: 30, y: 30))?.name == "later")
        replicator.preservesDepth = true
        #expect(replicator.hitTest(CGPoint(x: 30, y: 30))?.name == "near")
        // With preservesDepth the replicator is treated as a transform layer: never its own hit.
        #expect(replicator.hitTest(CGPoint(x: 90, y: 90)) == nil)
    }

    @Test("non-finite transforms on a transform layer are refused with a message; the cube keeps its last matrix")
    func nonFiniteTransformsAreRefused() {
        let (container, cube) = Self.cube(turnedBy: 0.5)
        let before = cube.transform
        cube.name = "nanCube"
        let messages = EngineDiagnostics.capture {
            var nan = CATransform3DIdentity
            nan.m11 = .nan
            cube.transform = nan
            var infinite = CATransform3DIdentity
            infinite.m34 = -.infinity
            cube.sublayerTransform = infinite
        }
        #expect(messages.contains { $0.contains("\"nanCube\".transform") && $0.contains("non-finite") })
        #expect(messages.contains { $0.contains("\"nanCube\".sublayerTransform") && $0.contains("non-finite") })
        #expect(cube.transform == before)
        #expect(CATransform3DIsIdentity(cube.sublayerTransform))
        #expect(container.hitTest(CGPoint(x: 100, y: 100)) != nil)
    }

    @Test("transform layers nested as deep as the tree allows commit and hit-test; one more level is refused")
    func deepNestingIsBounded() {
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        var parent: CALayer = container
        // The container is level 1 below the scene's root; the chain fills the rest up to the depth limit.
        for _ in 0..<(CALayer.maximumTreeDepth - 3) {
            let level = CATransformLayer()
            level.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            level.transform = CATransform3DMakeRotation(0.001, 0, 1, 0)
            parent.addSublayer(level)
            parent = level
        }
        let face = CALayer()
        face.name = "deepest"
        face.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.addSublayer(face)
        let scene = HostedAnimationScene(child: container)
        #expect(scene.renderer.latestTree.layers.count == CALayer.maximumTreeDepth)
        // The scene placed the container at (200, 150) in the root, whose space hitTest's point is in.
        #expect(container.hitTest(CGPoint(x: 200, y: 150))?.name == "deepest")
        let messages = EngineDiagnostics.capture { face.addSublayer(CATransformLayer()) }
        #expect(face.sublayers == nil || face.sublayers?.isEmpty == true)
        #expect(!messages.isEmpty)
    }
}
