// Helpers for the scene tests: run a scene headless on the harness's manual clock and read presentation values.
import QuartzCore
import Foundation
import MediaTimeTestSupport
import PlaygroundScenes

@MainActor func withHarness<S: PlaygroundScene>(_ type: S.Type, size: CGSize = CGSize(width: 800, height: 600),
                                     settings: SceneSettings = SceneSettings(),
                                     _ body: (SceneHarness, S) throws -> Void) rethrows {
    // Media time is process-wide (CASetMediaTimeSource): take turns with every other test that sets it.
    try MediaTimeTestLock.run {
        let harness = SceneHarness(sceneType: type, size: size, settings: settings)
        defer { harness.finish() }
        guard let scene = harness.scene as? S else { return }
        try body(harness, scene)
    }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

/// The index of `layer` in the render tree committed from `root` (depth-first, parents first; the scenes tested
/// this way use no mask layers, which the tree stores after their owner's subtree).
func renderIndex(of layer: CALayer, in root: CALayer) -> Int? {
    var index = 0
    func visit(_ node: CALayer) -> Int? {
        if node === layer { return index }
        for child in node.sublayers ?? [] {
            index += 1
            if let found = visit(child) { return found }
        }
        return nil
    }
    return visit(root)
}

/// The presentation values of the harness's last committed tree at exact scene time `t` (between frames too).
@MainActor func evaluated(_ harness: SceneHarness, atSceneTime t: Double) -> [RenderLayer] {
    var layers: [RenderLayer] = []
    harness.context.latestTree.evaluate(at: SceneHarness.startMediaTime + t, into: &layers)
    return layers
}

/// The x scale of a transform (length of its first row's x/y part).
func scaleX(of t: CATransform3D) -> Double { Double(hypot(t.m11, t.m12)) }

/// Reference values of the named curves (independent bisection of the cubic Béziers), x = 0.25, 0.5, 0.75.
let referenceCurveValues: [CAMediaTimingFunctionName: [Double]] = [
    .linear: [0.25, 0.5, 0.75],
    .easeIn: [0.09346, 0.31536, 0.62186],
    .easeOut: [0.37814, 0.68464, 0.90654],
    .easeInEaseOut: [0.12916, 0.5, 0.87084],
    .default: [0.40851, 0.8024, 0.96046],
]

