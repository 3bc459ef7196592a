// Where the peers' scenes (QtQmlScene, ChromiumPage) put an element: a JavaScript expression for a random place
// whose element lies inside the viewport with a tile's margin, as the engine's scene places its layers.

extension SceneParameters {
    /// JavaScript expressions for a random x and y.
    var randomPlacement: (x: String, y: String) {
        let spanX = Double(width) - 2 * tileSide, spanY = Double(height) - 2 * tileSide
        return ("\(tileSide / 2) + Math.random() * \(spanX)", "\(tileSide / 2) + Math.random() * \(spanY)")
    }
}
