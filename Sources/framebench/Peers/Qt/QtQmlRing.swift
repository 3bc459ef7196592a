// One progress ring of the `shapes` scene in QML (BenchRing's peer, docs/architecture.md "Frame cost"): a Qt Quick Shape with one ShapePath,
// a PathAngleArc from the top whose sweep goes 5 % → 100 % → 5 % of a turn (CAShapeLayer's strokeEnd 0.05 → 1 and
// back), stroked with round caps at BenchRing's width, spinning and moving as the tiles do. Qt 6.4's Shape
// triangulates the arc again whenever the sweep changes and anti-aliases only with multisampling (a window-wide
// surface format the qml tool cannot set, or an offscreen layer per shape); the rings here are drawn without it,
// the cheaper setting for Qt (the engine's rings are anti-aliased).

enum QtQmlRing {
    static func item(parameters p: SceneParameters, x: String, y: String) -> String {
        let side = p.tileSide
        let width = max(side / 6, 1.5)
        let radius = (side - width) / 2
        let fade = Int(p.fadeSeconds * 1000)
        return """
                        Shape {
                            id: ring
                            width: \(side); height: \(side)
                            property real progress: 0.05
                            \(QtQmlScene.motion(parameters: p, x: x, y: y))
                            SequentialAnimation on progress {
                                loops: Animation.Infinite
                                NumberAnimation { from: 0.05; to: 1; duration: \(fade) }
                                NumberAnimation { from: 1; to: 0.05; duration: \(fade) }
                            }
                            ShapePath {
                                strokeColor: \(QtQmlScene.hueColor)
                                strokeWidth: \(width); fillColor: "transparent"; capStyle: ShapePath.RoundCap
                                PathAngleArc {
                                    centerX: \(side / 2); centerY: \(side / 2); radiusX: \(radius); radiusY: \(radius)
                                    startAngle: -90; sweepAngle: 360 * ring.progress
                                }
                            }
                        }
        """
    }
}
