// The benchmark scene (SceneParameters) written as QML for Qt Quick 6: the same tiles (size, radius, border,
// colours), the same repeating rotation and fade, the same implicit 0.25 s move every 0.5 s (Behavior on x/y), or for
// `shapes` the same progress rings (QtQmlRing: Qt Quick Shape arcs whose sweep animates), or for `text` the same
// counter labels (QtQmlText: Qt Quick Text, its counter advanced every 0.5 s instead of a move). The
// window logs every frameSwapped with a timestamp and the tile count ("F ms count"), and steps the count through a
// schedule, then quits. Qt's own per-frame render time comes from QSG_RENDER_TIMING (see QtFrameLog).

enum QtQmlScene {
    static func qml(parameters p: SceneParameters, schedule: [RampStep]) -> String {
        let (place, placeY) = p.randomPlacement
        let item: String
        switch p.content {
        // Cards have no Qt scene (they measure shouldRasterize, an engine option): Qt draws tiles for them.
        case .tiles, .cards, .rasterizedCards: item = tile(parameters: p, x: place, y: placeY)
        case .shapes: item = QtQmlRing.item(parameters: p, x: place, y: placeY)
        case .text: item = QtQmlText.item(parameters: p, x: place, y: placeY)
        }
        let step = p.content == .text ? QtQmlText.advance : "tile.x = \(place)\n                        tile.y = \(placeY)"
        return """
        import QtQuick
        import QtQuick.Window
        import QtQuick.Shapes

        Window {
            id: win
            width: \(p.width); height: \(p.height); visible: true; color: "#141419"
        \(QtQmlSchedule.properties(schedule))
            Repeater {
                id: tiles
                model: win.count
                \(item.drop { $0 == " " })
            }
            Timer {
                interval: \(Int(p.moveInterval * 1000)); repeat: true; running: true
                onTriggered: {
                    for (var i = 0; i < tiles.count; i++) {
                        var tile = tiles.itemAt(i)
                        \(step)
                    }
                }
            }
        \(QtQmlSchedule.stepper())
        \(QtQmlSchedule.frameLog(count: "tiles.count"))
        }
        """
    }

    /// One tile: a rounded, bordered Rectangle with the scene's motion and its opacity fading 1 → 0.35 → 1.
    static func tile(parameters p: SceneParameters, x: String, y: String) -> String {
        """
                        Rectangle {
                            width: \(p.tileSide); height: \(p.tileSide); radius: \(p.cornerRadius)
                            border.width: \(p.borderWidth); border.color: "#e6ffffff"
                            color: \(hueColor)
                            \(motion(parameters: p, x: x, y: y))
                            SequentialAnimation on opacity {
                                loops: Animation.Infinite
                                NumberAnimation { from: 1; to: 0.35; duration: \(Int(p.fadeSeconds * 1000)) }
                                NumberAnimation { from: 0.35; to: 1; duration: \(Int(p.fadeSeconds * 1000)) }
                            }
                        }
        """
    }

    /// The element's colour from its index, as BenchTile and BenchRing compute it.
    static let hueColor = """
        Qt.rgba(0.5 + 0.5 * Math.cos(index % 12 / 12 * 6.283185), \
        0.5 + 0.5 * Math.cos(index % 12 / 12 * 6.283185 + 2.1), \
        0.5 + 0.5 * Math.cos(index % 12 / 12 * 6.283185 + 4.2), 1)
        """

    /// What every element does: its random place, the implicit move (Behavior on x/y) and the repeating spin.
    static func motion(parameters p: SceneParameters, x: String, y: String) -> String {
        "x: \(x); y: \(y)\n"
            + "Behavior on x { NumberAnimation { duration: \(Int(p.moveDuration * 1000)) } }\n"
            + "Behavior on y { NumberAnimation { duration: \(Int(p.moveDuration * 1000)) } }\n"
            + "RotationAnimation on rotation { from: 0; to: 360; loops: Animation.Infinite; "
            + "duration: \(Int(p.rotationSeconds * 1000)) + index % 10 * 100 }"
    }
}
