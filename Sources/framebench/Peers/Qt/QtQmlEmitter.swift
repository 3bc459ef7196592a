// The `emitter` scene in QML (EmitterBenchScene's peer, docs/architecture.md "Layer classes"): a Qt Quick ParticleSystem whose ImageParticle
// draws EmitterBenchCell's image (loaded from a PNG beside the QML) with its spin (rotationVelocity, degrees per
// second ± variation) and its red tint varied by redRange (Qt draws it uniformly from [1 − redRange, 1]; the engine's
// 1 ± redRange clamps at 1, so half its particles keep full red: the same work per particle), and an Emitter filling the window (its default shape, a filled
// rectangle: the engine's rectangle emitter in volume mode) at particles / lifetime per second, each particle
// flying at `velocity` in any direction (AngleDirection ± 180°) for `lifetime`. Particles do not fade in or out
// (entryEffect None), as CAEmitterCell's do not. As on the engine, each step of the schedule builds a fresh system
// that starts at its steady state: the Emitter's startTime emits the last lifetime's particles at once, as if it had
// been running (Qt's Emitter.startTime). The window logs "F ms count" per frameSwapped, count = the step's
// particles, like the tile scene (QtQmlScene), and quits after the last step.
import Foundation

enum QtQmlEmitter {
    static let imageName = "particle.png"

    static func scene(width: Int, height: Int) -> QtScene {
        let cell = EmitterBenchCell.self
        let image = PeerSceneImage(name: imageName, rgba: cell.imageRGBA, width: cell.imageSide, height: cell.imageSide)
        return QtScene(width: width, height: height, images: [image]) { qml(schedule: $0) }
    }

    static func qml(schedule: [RampStep]) -> String {
        let cell = EmitterBenchCell.self
        let lifetimeMs = Int((Double(cell.lifetime) * 1000).rounded())
        let degrees = { (radians: CGFloat) in String(format: "%.3f", Double(radians) * 180 / Double.pi) }
        let background = EmitterBenchScene.background
        return """
        import QtQuick
        import QtQuick.Window
        import QtQuick.Particles

        Window {
            id: win
            width: \(EmitterScenario.width); height: \(EmitterScenario.height); visible: true
            color: Qt.rgba(\(background.red), \(background.green), \(background.blue), 1)
        \(QtQmlSchedule.properties(schedule))
            Loader {
                id: scene
                anchors.fill: parent
                sourceComponent: ParticleSystem {
                    anchors.fill: parent
                    ImageParticle {
                        source: "\(imageName)"
                        entryEffect: ImageParticle.None
                        redVariation: \(cell.redRange)
                        rotationVelocity: \(degrees(cell.spin)); rotationVelocityVariation: \(degrees(cell.spinRange))
                    }
                    Emitter {
                        anchors.fill: parent
                        emitRate: win.count / \(cell.lifetime); lifeSpan: \(lifetimeMs); startTime: \(lifetimeMs)
                        size: \(cell.imageSide)
                        velocity: AngleDirection { angleVariation: 180; magnitude: \(cell.velocity) }
                    }
                }
            }
        \(QtQmlSchedule.stepper(setCount: "scene.active = false; win.count = win.schedule[win.step][0]; "
                                     + "scene.active = true"))
        \(QtQmlSchedule.frameLog(count: "win.count"))
        }
        """
    }
}
