// The benchmark scene's parameters, shared by the engine's scene and the QML one so both draw the same thing:
// MotionMark "Multiply"-like small rounded, bordered squares, each rotating, fading, and moving to a new random
// place with a 0.25 s implicit animation every 0.5 s.

struct SceneParameters {
    var width = 1280
    var height = 720
    var tileSide = 18.0
    var cornerRadius = 4.0
    var borderWidth = 1.5
    /// One full turn takes this long (plus up to 1 s spread over the layers so they are not in phase).
    var rotationSeconds = 2.0
    /// Opacity goes 1 → 0.35 → 1 over twice this.
    var fadeSeconds = 1.0
    var moveInterval = 0.5
    var moveDuration = 0.25
    var seed: UInt64 = 42
    /// Tiles, or progress rings (`shapes`, docs/architecture.md "Frame cost").
    var content: SceneContent = .tiles

    /// A side that lets `count` tiles share the viewport (between 6 and 24 points), for the fixed-count scenes.
    static func side(forCount count: Int, width: Int, height: Int) -> Double {
        let cell = (Double(width * height) / Double(max(count, 1))).squareRoot()
        return min(max(cell * 0.6, 6), 24)
    }

    var description: [String: String] {
        ["viewport": "\(width)x\(height)", "tile_side": String(format: "%.1f", tileSide),
         "content": content.rawValue, "corner_radius": "\(cornerRadius)", "border_width": "\(borderWidth)",
         "animations": content == .text
            ? "counter string changes every \(moveInterval)s; every 4th label fontSize 12→18 \(fadeSeconds)s "
                + "autoreverse repeat"
            : "rotation \(rotationSeconds)s repeat, opacity 1→0.35 \(fadeSeconds)s autoreverse repeat, "
                + "implicit move every \(moveInterval)s (\(moveDuration)s)"]
    }
}
