// "Every scene lays itself out for the window it is given" (README, Scenes and tools): every scene, shown on
// the stage with its demo loop playing at 600×400, 800×600 and 1600×1000, is sampled every few frames over its demo's
// timeline. At each sample every visible layer's presentation frame (transforms and animations applied) must lie
// inside the scene's area — springs overshoot, so the rails must leave room for it — and no scene label may lie
// under a visible layer, so what a scene demonstrates and what it says about it stay uncovered.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("every scene stays in its window and leaves its labels uncovered", .serialized)
struct SceneLayoutTests {
    static let sizes = [CGSize(width: 600, height: 400), CGSize(width: 800, height: 600),
                        CGSize(width: 1600, height: 1000)]
    /// Frames between samples (1/15 s at 60 frames per second).
    static let sampleEvery = 4

    /// A visible layer's frame in scene coordinates at one sample, with what the layer is.
    struct Seen {
        let name: String
        let frame: CGRect
    }

    /// Every visible layer under `container` (a presentation copy) in its coordinates. A layer under an ancestor
    /// that masks to its bounds is clipped to it, so only the ancestor's frame counts for it.
    static func visibleLayers(of container: CALayer) -> [Seen] {
        var seen: [Seen] = []
        func visit(_ layer: CALayer, clipped: Bool) {
            guard !layer.isHidden, layer.opacity > 0.01 else { return }
            if !clipped, !layer.bounds.isEmpty, draws(layer) {
                seen.append(Seen(name: layer.name ?? "\(type(of: layer))", frame: layer.convert(layer.bounds, to: container)))
            }
            for sublayer in layer.sublayers ?? [] { visit(sublayer, clipped: clipped || layer.masksToBounds) }
        }
        for sublayer in container.sublayers ?? [] { visit(sublayer, clipped: false) }
        return seen
    }

    /// Whether the layer puts pixels on screen itself (a bare grouping layer does not).
    static func draws(_ layer: CALayer) -> Bool {
        if let color = layer.backgroundColor, color.alpha > 0.01 { return true }
        if layer.contents != nil || layer.borderWidth > 0 { return true }
        if layer is CAShapeLayer || layer is CATextLayer || layer is CAGradientLayer || layer is CAEmitterLayer { return true }
        return layer.shadowOpacity > 0.01
    }

    @Test("every visible layer stays inside the scene's area over the demo's timeline, at three window sizes",
          arguments: SceneCatalog.all.map { $0.name })
    func layersStayInside(scene name: String) {
        for size in Self.sizes {
            withStage(name, size: size) { harness, stage in
                let length = min(stage.demo?.script.length ?? 4, 8)
                var outside: [String] = []
                while harness.sceneTime <= length {
                    harness.step()
                    guard harness.frameIndex % Self.sampleEvery == 0,
                          let container = stage.sceneLayer.presentation() else { continue }
                    let bounds = container.bounds.insetBy(dx: -1, dy: -1)
                    for layer in Self.visibleLayers(of: container) where !bounds.contains(layer.frame) {
                        outside.append(String(format: "%@ at %.2f s: %@", layer.name, harness.sceneTime,
                                              "\(layer.frame)"))
                    }
                }
                #expect(outside.isEmpty, "\(name) at \(size): \(outside.count) samples leave the scene, first \(outside.prefix(4))")
            }
        }
    }

    @Test("no scene label lies under a visible layer over the demo's timeline, at three window sizes",
          arguments: SceneCatalog.all.map { $0.name })
    func labelsStayUncovered(scene name: String) {
        for size in Self.sizes {
            withStage(name, size: size) { harness, stage in
                let length = min(stage.demo?.script.length ?? 4, 8)
                let labels = stage.chrome.labels.map { ($0.text, windowFrame(of: $0, in: harness.root)) }
                var covered: Set<String> = []
                while harness.sceneTime <= length {
                    harness.step()
                    guard harness.frameIndex % Self.sampleEvery == 0,
                          let container = stage.sceneLayer.presentation() else { continue }
                    let fit = stage.sceneFit
                    for layer in Self.visibleLayers(of: container) {
                        let origin = fit.windowPoint(layer.frame.origin)
                        let frame = CGRect(x: origin.x, y: origin.y, width: layer.frame.width * fit.scale,
                                           height: layer.frame.height * fit.scale)
                        for (text, labelFrame) in labels where frame.intersection(labelFrame).width > 1
                            && frame.intersection(labelFrame).height > 1 {
                            covered.insert("\"\(text)\" under \(layer.name)")
                        }
                    }
                }
                #expect(covered.isEmpty, "\(name) at \(size): \(covered.sorted().prefix(6))")
            }
        }
    }
}
