// The scene's time on the stage: slow motion (F3), pause and step (F4, F5) and the live layer speed (F9) act on
// the scene's container layer, so the stage's own overlays (notices, HUD) keep running while the scene is paused
// or slowed. Pausing is Apple's QA1673 recipe; a speed change keeps the container's time continuous.
import QuartzCore
import Foundation

extension PlaygroundStage {
    /// The container's speed when running: slow motion times the live control.
    var runningSpeed: Float { slowFactor * controls.speed }

    /// Sets the running speed on `layer` (a new scene's container, or the current one after a change).
    func applySpeed(to layer: CALayer) {
        guard !paused else { return }
        let parentTime = root.convertTime(CACurrentMediaTime(), from: nil)
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        let speed = runningSpeed
        layer.speed = speed
        layer.timeOffset = 0
        // Local time = (parent − beginTime) × speed: keep `now` continuous at the new speed.
        layer.beginTime = layer.superlayer == nil ? 0 : parentTime - now / Double(speed)
    }

    /// `--slow FACTOR` and F3: the scene's time at `factor` (F3 toggles 0.1).
    package func setSlowMotion(_ factor: Float) {
        guard factor.isFinite, factor > 0 else { return }
        slowFactor = factor
        withoutActions { applySpeed(to: sceneLayer) }
        refreshStatus()
    }

    func toggleSlowMotion() {
        setSlowMotion(slowFactor == 1 ? 0.1 : 1)
        notify(slowFactor == 1 ? "Normal speed" : "Slow motion: 0.1× (F3 again for normal speed)")
    }

    func togglePause() {
        withoutActions {
            let layer = sceneLayer
            if paused {
                let pausedTime = layer.timeOffset
                layer.speed = runningSpeed
                layer.timeOffset = 0
                layer.beginTime = 0
                let sincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
                layer.beginTime = sincePause / Double(runningSpeed)
            } else {
                let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
                layer.speed = 0
                layer.timeOffset = pausedTime
            }
            paused.toggle()
        }
        refreshStatus()
        notify(paused ? "Paused (F5 steps one frame, F4 resumes)" : "Running")
    }

    func stepOneFrame() {
        guard paused else {
            notify("F5 steps one frame while paused: press F4 first")
            return
        }
        withoutActions { sceneLayer.timeOffset += 1.0 / 60 }
        notify("One frame on (1/60 s)")
    }
}
