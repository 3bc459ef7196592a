// A Qt Quick scene `framebench peer qt` runs: its window size, the QML for a schedule of element counts
// (RampStep: each count held for its seconds, then Qt quits), and the images the QML loads from beside its file.

struct QtScene {
    let width: Int
    let height: Int
    var images: [PeerSceneImage] = []
    let qml: ([RampStep]) -> String

    /// The benchmark scene (tiles, rings or labels: QtQmlScene) with `parameters`.
    static func elements(_ parameters: SceneParameters) -> QtScene {
        QtScene(width: parameters.width, height: parameters.height) { QtQmlScene.qml(parameters: parameters, schedule: $0) }
    }
}
