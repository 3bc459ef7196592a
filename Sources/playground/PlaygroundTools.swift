// The playground's tools around a scene (issue 7): F1 the HUD (frames per second, frame-time graph with the
// 16.7 ms line, commit and render times), F2 the inspector (model geometry outlined over the moving presentation,
// and one log line per action search naming the stage that answered), F3 slow animations (root speed 0.1),
// F4 pause, F5 step one frame while paused, F12 a screenshot to PNG. Keys the scenes use are letters and digits.
import CoreAnimation
import Foundation
import HostInterface
import PlaygroundScenes
import SDLHost

final class PlaygroundTools {
    private let root: CALayer
    private let host: InteractiveHost
    private let sceneName: String
    private let continuousScene: Bool
    private let hud = HUDOverlay()
    private let inspector = InspectorOverlay()
    private let actionLog = ActionSearchLog(capacity: 32)
    private var hudVisible = false
    private var inspectorVisible = false
    private var slowFactor: Float
    private var paused = false
    private var screenshots = 0

    init(root: CALayer, host: InteractiveHost, sceneName: String, continuousScene: Bool, slow: Float?) {
        self.root = root
        self.host = host
        self.sceneName = sceneName
        self.continuousScene = continuousScene
        slowFactor = slow ?? 1
        if let slow { setRootSpeed(slow) }
        host.keepsFramesRunning = continuousScene
    }

    /// Handles the tool keys; returns false for events the scene should get.
    func handle(_ event: HostEvent) -> Bool {
        guard case .key(let name) = event else { return false }
        switch name {
        case "F1": toggleHUD()
        case "F2": toggleInspector()
        case "F3":
            slowFactor = slowFactor == 1 ? 0.1 : 1
            if !paused { setRootSpeed(slowFactor) }
            print("playground: animation speed \(slowFactor)")
        case "F4": togglePause()
        case "F5": stepOneFrame()
        case "F12": takeScreenshot()
        default: return false
        }
        return true
    }

    /// Per display-link frame, before the commit.
    func frame(_ link: CADisplayLink) {
        if hudVisible {
            hud.update(frameTimes: host.renderThread.timings.snapshot(), commitDuration: host.lastCommitDuration,
                       renderDuration: nil)
        }
        if inspectorVisible {
            inspector.update(mirroring: root, skipping: [hud.layer, inspector.layer])
            for line in actionLog.lines { print("action search: \(line)") }
            actionLog.clear()
        }
    }

    private func toggleHUD() {
        hudVisible.toggle()
        withoutActions {
            if hudVisible { root.addSublayer(hud.layer) } else { hud.layer.removeFromSuperlayer() }
        }
        host.keepsFramesRunning = continuousScene || hudVisible || inspectorVisible
    }

    private func toggleInspector() {
        inspectorVisible.toggle()
        withoutActions {
            if inspectorVisible {
                root.insertSublayer(inspector.layer, below: hudVisible ? hud.layer : nil)
                actionLog.install()
            } else {
                inspector.layer.removeFromSuperlayer()
                actionLog.uninstall()
            }
        }
        host.keepsFramesRunning = continuousScene || hudVisible || inspectorVisible
    }

    /// QA1673's recipe on the hosted root: pausing freezes every animation in the scene at its current frame.
    private func togglePause() {
        withoutActions {
            if paused {
                let pausedTime = root.timeOffset
                root.speed = slowFactor
                root.timeOffset = 0
                root.beginTime = 0
                root.beginTime = root.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
            } else {
                let pausedTime = root.convertTime(CACurrentMediaTime(), from: nil)
                root.speed = 0
                root.timeOffset = pausedTime
            }
        }
        paused.toggle()
        print("playground: \(paused ? "paused (F5 steps one frame)" : "running")")
    }

    private func stepOneFrame() {
        guard paused else { return }
        withoutActions { root.timeOffset += 1.0 / 60 }
    }

    private func setRootSpeed(_ speed: Float) {
        withoutActions {
            // Keep layer time continuous across the speed change (QA1673's idea applied to a rate change).
            let now = root.convertTime(CACurrentMediaTime(), from: nil)
            root.speed = speed
            root.timeOffset = 0
            root.beginTime = 0
            root.beginTime = CACurrentMediaTime() - now / Double(speed)
        }
    }

    private func takeScreenshot() {
        screenshots += 1
        let path = "playground-\(sceneName)-\(screenshots).png"
        host.renderThread.requestScreenshot(to: path) { error in
            if let error { print("playground: \(error)") } else { print("playground: wrote \(path)") }
        }
    }

    private func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}
