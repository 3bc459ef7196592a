// One counter label of the `text` scene in QML (BenchText's peer, docs/architecture.md "Text"): a Qt Quick Text of the same size,
// family, colour and counter, advanced every 0.5 s by the scene's timer (QtQmlScene), every fourth one animating
// its font size 12 → 18 → 12 px as BenchText's fontSize does. Qt's default text rendering (distance-field glyphs)
// draws every size from one glyph cache, so its size animation costs a re-layout per whole pixel (font.pixelSize
// is an integer) and no rasterising; the engine rasterises each half-point step with Pango once and reuses it.

enum QtQmlText {
    static func item(parameters p: SceneParameters, x: String, y: String) -> String {
        let fade = Int(p.fadeSeconds * 1000)
        let (from, to) = (Int(BenchText.animatedSizes.from), Int(BenchText.animatedSizes.to))
        return """
                        Text {
                            width: \(BenchText.size.width); height: \(BenchText.size.height)
                            x: \(x); y: \(y)
                            property int tick: 0
                            text: String(index * 7 + tick)
                            font.family: "DejaVu Sans"; font.pixelSize: \(Int(BenchText.fontSize))
                            color: Qt.rgba(0.6 + 0.4 * Math.cos(index % 12 / 12 * 6.283185), \
        0.6 + 0.4 * Math.cos(index % 12 / 12 * 6.283185 + 2.1), \
        0.6 + 0.4 * Math.cos(index % 12 / 12 * 6.283185 + 4.2), 1)
                            SequentialAnimation on font.pixelSize {
                                running: index % 4 == 0; loops: Animation.Infinite
                                NumberAnimation { from: \(from); to: \(to); duration: \(fade) }
                                NumberAnimation { from: \(to); to: \(from); duration: \(fade) }
                            }
                        }
        """
    }

    /// The timer's step: every label's counter advances (BenchText.counter).
    static let advance = "tile.tick += 1"
}
