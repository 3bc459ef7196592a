// Toggling the HUD (F1), the inspector (F2) or the key help (? / Tab) adds or removes that overlay only: the scene
// is not rebuilt, so a layer the person moved, the move's animation in flight (its beginTime) and a pause stay as
// they were (the inspector's log across a HUD toggle: InspectorOutlineTests). The tool column narrows the scene
// area; the scene's container is fitted to it (SceneFit), and clicks land on the scene point under the pointer.
import QuartzCore
import Foundation
import PlaygroundScenes
import Testing

/// Every layer of a scene's tree with what a rebuild or relayout would change: identity, model geometry, and each
/// animation's key and beginTime.
struct SceneTreeSnapshot: Equatable {
    struct Node: Equatable {
        let layer: ObjectIdentifier
        let position: CGPoint
        let bounds: CGRect
        let transform: CATransform3D
        let animations: [String: CFTimeInterval]
    }

    let nodes: [Node]

    init(_ container: CALayer) {
        var nodes: [Node] = []
        func visit(_ layer: CALayer) {
            var animations: [String: CFTimeInterval] = [:]
            for key in layer.animationKeys() ?? [] { animations[key] = layer.animation(forKey: key)?.beginTime }
            nodes.append(Node(layer: ObjectIdentifier(layer), position: layer.position, bounds: layer.bounds,
                              transform: layer.transform, animations: animations))
            for child in layer.sublayers ?? [] { visit(child) }
        }
        for child in container.sublayers ?? [] { visit(child) }
        self.nodes = nodes
    }
}

/// Which overlays are on the stage now.
struct OverlayState: Equatable {
    var hud: Bool
    var inspector: Bool
    var inspectorPanel: Bool
    var help: Bool

    init(hud: Bool, inspector: Bool, inspectorPanel: Bool, help: Bool) {
        self.hud = hud
        self.inspector = inspector
        self.inspectorPanel = inspectorPanel
        self.help = help
    }

    @MainActor init(_ stage: PlaygroundStage) {
        hud = stage.hud.layer.superlayer != nil
        inspector = stage.inspector.layer.superlayer != nil
        inspectorPanel = stage.inspectorPanel.layer.superlayer != nil
        help = stage.help.isShown
    }
}

@MainActor @Suite("stage: an overlay toggle leaves the scene alone", .serialized)
struct OverlayToggleTests {
    /// The click-to-move layer sent to scene point (150, 150) at 0.5 s: a 4 s move in flight from then on.
    static func startMove(_ harness: SceneHarness) {
        harness.schedule(.click(CGPoint(x: 150, y: 150 + StageLayout.captionHeight)), at: 0.5)
        harness.advance(to: 1)
    }

    @Test("F1 and F2 on and off mid-move: same scene and layers, same model position, the move keeps its beginTime and lands at 4.5 s")
    func toggledToolsKeepTheMove() throws {
        try withStage("click-to-move", playsDemos: false) { harness, stage in
            let scene = try #require(stage.scene as? ClickToMoveScene)
            let container = stage.sceneLayer
            Self.startMove(harness)
            let move = try #require(scene.colorLayer.animation(forKey: "position"))
            #expect(move.beginTime == SceneHarness.startMediaTime + 0.5)
            let before = SceneTreeSnapshot(container)

            for (index, key) in ["F1", "F1", "F2", "F2", "F2", "F1"].enumerated() {
                harness.schedule(.key(key), at: 1.1 + 0.1 * Double(index))
                harness.advance(to: 1.1 + 0.1 * Double(index))
                #expect(stage.scene === scene && stage.sceneLayer === container, "\(key) #\(index) rebuilt the scene")
                #expect(SceneTreeSnapshot(container) == before, "\(key) #\(index) changed the scene's tree")
                #expect(scene.colorLayer.position == CGPoint(x: 150, y: 150))
            }
            // Both tools on now: the scene is fitted to the narrower area, not rebuilt for it.
            #expect(stage.hudVisible && stage.inspectorVisible)
            #expect(stage.builtSceneSize == CGSize(width: 800, height: 600 - 62 - 28))
            #expect(container.bounds.size == stage.builtSceneSize)
            #expect(stage.sceneFit.scale < 1 && stage.sceneFit.frame.maxX <= stage.layout.toolColumn.minX)
            // The container jumped to its fit: no implicit animation of its geometry.
            #expect((container.animationKeys() ?? []).isEmpty, "\(container.animationKeys() ?? [])")
            // The inspector's outlines sit on the fitted container: its geometry, the moved layer's model position.
            #expect(stage.inspector.layer.transform == container.transform)
            #expect(stage.inspector.layer.position == container.position)
            let outline = try #require(stage.inspector.outline(of: scene.colorLayer, in: container))
            #expect(outline.position == CGPoint(x: 150, y: 150))
            // Drawn one window point wide although the container is scaled down.
            #expect(abs(outline.borderWidth * stage.sceneFit.scale - 1) < 1e-9)

            // The move is the one begun at 0.5 s: half-way at 2.5 s, there at 4.5 s.
            harness.advance(to: 2.5)
            let halfway = try #require(scene.colorLayer.presentation()?.position)
            #expect(halfway.x > 150 && halfway.x < 400 && halfway.y > 150 && halfway.y < 255)
            harness.advance(to: 4.6)
            #expect(scene.colorLayer.animation(forKey: "position") == nil)
            #expect(scene.colorLayer.presentation()?.position == CGPoint(x: 150, y: 150))

            // Both off: the container fills the scene area again, unscaled.
            harness.schedule(.key("F1"), at: 4.7)
            harness.schedule(.key("F2"), at: 4.8)
            harness.advance(to: 4.8)
            #expect(container.frame == stage.layout.sceneArea)
            #expect(CATransform3DIsIdentity(container.transform))
        }
    }

    @Test("F1 and F2 while paused (F4): the container stays paused at the same time, the move does not advance")
    func toggledToolsKeepThePause() throws {
        try withStage("click-to-move", playsDemos: false) { harness, stage in
            let scene = try #require(stage.scene as? ClickToMoveScene)
            Self.startMove(harness)
            harness.schedule(.key("F4"), at: 1.1)
            harness.advance(to: 1.2)
            let container = stage.sceneLayer
            #expect(container.speed == 0)
            let pausedAt = container.timeOffset
            let seen = try #require(scene.colorLayer.presentation()?.position)
            let before = SceneTreeSnapshot(container)

            for (index, key) in ["F1", "F2", "F2", "F1"].enumerated() {
                harness.schedule(.key(key), at: 1.3 + 0.2 * Double(index))
            }
            harness.advance(to: 2.2)
            #expect(stage.sceneLayer === container && SceneTreeSnapshot(container) == before)
            #expect(container.speed == 0 && container.timeOffset == pausedAt)
            #expect(scene.colorLayer.presentation()?.position == seen)
            #expect(stage.chrome.notice.message == "HUD off")
        }
    }

    @Test("each overlay key toggles exactly its overlay and nothing of the scene", arguments: ["F1", "F2", "?", "Tab"])
    func keyTogglesExactlyItsOverlay(key: String) {
        withStage("click-to-move", playsDemos: false) { harness, stage in
            Self.startMove(harness)
            let container = stage.sceneLayer
            let scene = stage.scene
            let tree = SceneTreeSnapshot(container)
            let off = OverlayState(stage)
            #expect(off == OverlayState(hud: false, inspector: false, inspectorPanel: false, help: false))

            harness.schedule(.key(key), at: 1.1)
            harness.advance(to: 1.1)
            var expected = off
            switch key {
            case "F1": expected.hud = true
            case "F2": expected.inspector = true; expected.inspectorPanel = true
            default: expected.help = true
            }
            #expect(OverlayState(stage) == expected)
            #expect(stage.scene === scene && stage.sceneLayer === container && SceneTreeSnapshot(container) == tree)

            harness.schedule(.key(key), at: 1.2)
            harness.advance(to: 1.2)
            #expect(OverlayState(stage) == off)
            #expect(stage.scene === scene && stage.sceneLayer === container && SceneTreeSnapshot(container) == tree)
            #expect(container.frame == stage.layout.sceneArea)
        }
    }

    @Test("with the HUD shown, a click lands on the scene point under the pointer; a click in the fit's margin is ignored")
    func clicksFollowTheFit() throws {
        try withStage("click-to-move", playsDemos: false) { harness, stage in
            let scene = try #require(stage.scene as? ClickToMoveScene)
            harness.schedule(.key("F1"), at: 0.1)
            harness.advance(to: 0.1)
            let fit = stage.sceneFit
            #expect(fit.scale < 1)
            let target = CGPoint(x: 600, y: 100)   // scene points, right of what the narrower area shows unscaled
            let window = fit.windowPoint(target)
            harness.schedule(.click(window), at: 0.2)
            // Below the fitted scene, inside the scene area: no scene point there.
            harness.schedule(.click(CGPoint(x: window.x, y: fit.frame.maxY + 5)), at: 0.3)
            harness.advance(to: 0.3)
            #expect(distance(scene.colorLayer.position, target) < 1e-9, "moved to \(scene.colorLayer.position)")

            harness.advance(to: 4.5)
            let frame = try renderOffscreen(harness, atSceneTime: harness.sceneTime - 1.0 / 60)
            #expect(frame.pixel(Int(window.x), Int(window.y), isNear: (1, 0, 0)), "got \(frame.pixel(Int(window.x), Int(window.y)))")
            // The margin below the fitted scene shows the stage's background, not the scene's.
            let margin = CGPoint(x: fit.frame.midX, y: fit.frame.maxY + 10)
            #expect(frame.pixel(Int(margin.x), Int(margin.y), isNear: (0.04, 0.04, 0.04)), "got \(frame.pixel(Int(margin.x), Int(margin.y)))")
        }
    }
}

@MainActor @Suite("stage: labels of a fitted scene", .serialized)
struct FittedLabelTests {
    @Test("with the HUD shown, each timing-functions label is still centred under its layer, at full text size")
    func labelsFollowTheFit() {
        withStage("timing-functions", playsDemos: false) { harness, stage in
            let labels = stage.scene.labels()
            let fontSizeBefore = stage.chrome.labels.map(\.layer.bounds.height)
            harness.schedule(.key("F1"), at: 0.1)
            harness.advance(to: 0.1)
            let fit = stage.sceneFit
            #expect(fit.scale < 1 && labels.count == 5 && stage.chrome.labels.count == 5)
            for (label, text) in zip(labels, stage.chrome.labels) {
                let frame = windowFrame(of: text, in: harness.root)
                let anchor = fit.windowPoint(label.position)
                #expect(abs(frame.midX - anchor.x) < 1, "\(label.text) at \(frame), its layer's point \(anchor)")
                #expect(abs(frame.minY - anchor.y) < 1, "\(label.text) at \(frame), its layer's point \(anchor)")
            }
            // Text is not scaled with the scene: a one-line label keeps its height (a wrapped one grows), unless its
            // widest word is wider than its room, when it is drawn a little smaller so the word stays whole
            // (SceneLabelWordTests), never below 8 points.
            #expect(zip(fontSizeBefore, stage.chrome.labels).allSatisfy {
                $1.layer.bounds.height >= $0 || ($1.style.fontSize < OverlayTextStyle.label.fontSize && $1.style.fontSize >= 8)
            })
        }
    }
}

@MainActor @Suite("scene fit")
struct SceneFitTests {
    @Test("a scene built 800×510 shown in 444×510 is scaled 0.555 and centred; points map both ways")
    func fitsNarrowerArea() throws {
        let fit = SceneFit(builtSize: CGSize(width: 800, height: 510), area: CGRect(x: 0, y: 62, width: 444, height: 510))
        #expect(fit.scale == 444.0 / 800)
        #expect(abs(fit.frame.width - 444) < 1e-9 && abs(fit.frame.height - 510 * 0.555) < 1e-9)
        #expect(abs(fit.frame.midY - (62 + 255)) < 1e-9 && abs(fit.frame.minX) < 1e-9)
        let window = fit.windowPoint(CGPoint(x: 400, y: 100))
        let back = try #require(fit.scenePoint(window))
        #expect(abs(back.x - 400) < 1e-9 && abs(back.y - 100) < 1e-9)
        #expect(fit.scenePoint(CGPoint(x: 10, y: 70)) == nil)
    }

    @Test("a scene is never enlarged: built 444×510, shown in 800×510, it keeps scale 1 and is centred")
    func neverEnlarges() {
        let fit = SceneFit(builtSize: CGSize(width: 444, height: 510), area: CGRect(x: 0, y: 62, width: 800, height: 510))
        #expect(fit.scale == 1)
        #expect(fit.frame == CGRect(x: 178, y: 62, width: 444, height: 510))
    }
}
