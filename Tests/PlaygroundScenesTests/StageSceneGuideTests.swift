// docs/architecture.md "The playground", "every scene explains itself" and "scenes play on their own": for each scene of the catalog, headless
// on the stage, its title and instruction are drawn (light pixels inside each text's box on the dark caption
// band, none just right of it), and without any input the scene's layers change between the start and later in its
// demo loop.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

@MainActor @Suite("every scene explains itself and plays on its own", .serialized)
struct StageSceneGuideTests {
    @Test("the title and the instruction are drawn in their boxes on the caption band",
          arguments: SceneCatalog.all.map { $0.name })
    func titleAndInstructionDrawn(name: String) throws {
        try withStage(name) { harness, stage in
            harness.advance(to: 0.1)
            #expect(stage.chrome.title.text == stage.sceneType.title)
            #expect(stage.chrome.instruction.text == stage.sceneType.instruction)
            let frame = try renderOffscreen(harness, atSceneTime: harness.sceneTime - 1.0 / 60)
            for text in [stage.chrome.title, stage.chrome.instruction] {
                let box = windowFrame(of: text, in: harness.root)
                #expect(box.width > 40 && box.height > 10, "\(name): '\(text.text)' has no size")
                #expect(lightPixels(in: frame, box) > 30, "\(name): no text drawn for '\(text.text)'")
                // The band right of the text (when there is room) stays dark.
                if box.maxX + 30 < CGFloat(frame.width) {
                    let right = CGRect(x: box.maxX + 8, y: box.minY, width: 20, height: box.height)
                    #expect(lightPixels(in: frame, right) == 0, "\(name): light pixels right of '\(text.text)'")
                }
            }
        }
    }

    @Test("without input, the scene's layers change within its demo loop", arguments: SceneCatalog.all.map { $0.name })
    func changesOnItsOwn(name: String) {
        withStage(name) { harness, stage in
            let length = stage.demo?.script.length ?? 2
            var snapshots: [[Double]] = []
            for step in 0...8 {
                harness.advance(to: length * Double(step) / 8)
                snapshots.append(signature(of: stage.sceneLayer))
            }
            let distinct = Set(snapshots.map { $0.map { ($0 * 100).rounded() } })
            #expect(distinct.count >= 3, "\(name) hardly changed on its own: \(distinct.count) distinct states")
        }
    }

    @Test("every scene layer has a name (the inspector's log names layers by it)", arguments: SceneCatalog.all.map { $0.name })
    func layersAreNamed(name: String) {
        withStage(name) { harness, stage in
            harness.advance(to: 1)
            var unnamed: [String] = []
            func visit(_ layer: CALayer) {
                for child in layer.sublayers ?? [] {
                    if child.name == nil { unnamed.append(String(describing: type(of: child))) }
                    visit(child)
                }
            }
            visit(stage.sceneLayer)
            #expect(unnamed.isEmpty, "\(name): \(unnamed.count) unnamed layers")
        }
    }
}

/// Presentation position, opacity, colour, rotation and contents identity of every layer under `container` now
/// (the harness's media time), flattened.
func signature(of container: CALayer) -> [Double] {
    var values: [Double] = [Double(container.sublayers?.count ?? 0)]
    func visit(_ layer: CALayer) {
        for child in layer.sublayers ?? [] {
            let seen = child.presentation() ?? child
            let color = seen.backgroundColor?.components ?? []
            values += [Double(seen.position.x), Double(seen.position.y), Double(seen.opacity),
                       Double(seen.transform.m11), Double(seen.transform.m12), Double(seen.shadowRadius),
                       Double(seen.shadowOffset.height)]
            values += color.map { Double($0) }
            if let gradient = seen as? CAGradientLayer {
                values += (gradient.colors as? [CGColor] ?? []).flatMap { $0.components ?? [] }.map { Double($0) }
                values += (gradient.locations ?? []).map(\.doubleValue)
            }
            if let shape = seen as? CAShapeLayer {
                values += [Double(shape.strokeEnd), Double(shape.lineDashPhase)]
                shape.path?.forEachElement { element in values.append(Double(String(describing: element).hashValue % 1000)) }
            }
            if let text = seen as? CATextLayer {
                values += [Double(text.fontSize)] + (text.foregroundColor?.components ?? []).map { Double($0) }
            }
            if let emitter = seen as? CAEmitterLayer {
                values += [Double(emitter.emitterPosition.x), Double(emitter.emitterPosition.y),
                           Double(emitter.birthRate)]
                values += (emitter.emitterCells ?? []).map { Double($0.birthRate) }
            }
            if let mask = child.mask?.presentation() as? CAGradientLayer {
                values += (mask.locations ?? []).map(\.doubleValue)
            }
            values.append(child.contents.map { Double(ObjectIdentifier($0 as AnyObject).hashValue % 1000) } ?? -1)
            visit(child)
        }
    }
    visit(container)
    return values
}
