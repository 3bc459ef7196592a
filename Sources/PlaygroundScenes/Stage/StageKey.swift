// The playground's own keys (docs/architecture.md "The playground": `?` or Tab shows every key, `--help` lists them): moving between scenes,
// the demo loop, the tools and the live controls. Scene keys (SceneKey) are letters and Space; these are the
// arrows, digits and function keys, so the two never collide.
package enum StageKey {
    package static let all: [SceneKey] = [
        SceneKey("Left / Right", "previous / next scene (unless the scene uses them)"),
        SceneKey("Page Up / Down", "previous / next scene, always"),
        SceneKey("1 … 9, 0", "scene 1 … 10 (or click one in the key help)"),
        SceneKey("? or Tab", "show or hide the key help and the scene list"),
        SceneKey("D", "play or stop the demo loop (your input stops it)"),
        SceneKey("F1", "HUD: frame times, commit and render time"),
        SceneKey("F2", "inspector: model outlines, action-search log"),
        SceneKey("F3", "slow motion (0.1×)"),
        SceneKey("F4", "pause or resume"),
        SceneKey("F5", "step one frame while paused"),
        SceneKey("F6", "next interaction's duration: own, 0.25, 1, 2, 4 s"),
        SceneKey("F7", "next interaction's timing function"),
        SceneKey("F8", "next interaction's disableActions on / off"),
        SceneKey("F9", "scene layer speed: 1, 0.5, 0.25, 2×"),
        SceneKey("F10", "start or stop a video recording of the window (.mp4)"),
        SceneKey("F12", "save a screenshot"),
        SceneKey("Esc", "quit"),
    ]

    /// The SDL names of the stage's own keys, as the window delivers them (Esc quits and is no key event).
    package static let names: [String] = ["Left", "Right", "PageUp", "PageDown"] + (0...9).map { "\($0)" }
        + ["?", "Tab", "D"] + (1...9).map { "F\($0)" } + ["F12"]

    /// Every key name the playground answers to, the stage's first and then each scene's, once each: what
    /// `--key NAME@SECONDS` accepts.
    package static func allNames(scenes: [any PlaygroundScene.Type] = SceneCatalog.all) -> [String] {
        var seen = Set<String>()
        return (names + scenes.flatMap { $0.keys.flatMap(\.names) }).filter { seen.insert($0).inserted }
    }
}
