// Input routing on the stage (docs/architecture.md "The playground"): the stage's own keys (StageKey) and clicks on its chrome are handled here;
// everything else goes to the scene, in scene coordinates, through the live controls' transaction. Input meant
// for the scene stops the demo loop at once ("input from the person takes over").
import QuartzCore
import Foundation
import HostInterface

extension PlaygroundStage {
    package func handle(_ event: HostEvent) {
        switch event {
        case .resize(let size):
            resize(to: size)
        case .key(let name):
            // The scene's own keys win (a scene may scrub with the arrows or pick modes with digits).
            let sceneClaims = sceneType.keys.contains { $0.names.contains(name) }
            if sceneClaims || !handleStageKey(name) { sendToScene(event, fromPerson: true) }
        case .click(let point):
            handleClick(at: point)
        case .wheel(let delta, let point):
            if let local = scenePoint(point) { sendToScene(.wheel(delta, at: local), fromPerson: true) }
        case .drag(let delta, let point):
            // The delta in scene points too, so what is dragged follows the pointer in a fitted scene.
            let scale = sceneFit.scale
            let sceneDelta = CGSize(width: delta.width / scale, height: delta.height / scale)
            if let local = scenePoint(point) { sendToScene(.drag(sceneDelta, at: local), fromPerson: true) }
        case .quit:
            break
        }
    }

    /// Per frame, before the commit: the demo's due steps, the scene's tick, the inspector.
    package func tick(at mediaTime: CFTimeInterval) {
        demo?.tick(at: mediaTime) { event in sendToScene(event, fromPerson: false) }
        scene.tick(at: mediaTime)
        if inspectorVisible { updateInspector() }
    }

    /// A window point in scene coordinates, or nil outside the scene (its area, or the margins a fitted scene
    /// leaves) or while the key help covers it.
    private func scenePoint(_ point: CGPoint) -> CGPoint? {
        guard !help.isShown, layout.sceneArea.contains(point) else { return nil }
        return sceneFit.scenePoint(point)
    }

    private func handleClick(at point: CGPoint) {
        if let index = help.scene(at: point) {
            help.hide()
            show(sceneAt: index)
            return
        }
        switch chrome.hit(point) {
        case .previous?: show(sceneAt: sceneIndex - 1)
        case .next?: show(sceneAt: sceneIndex + 1)
        case .caption?, .bar?: break
        case nil:
            if help.isShown {
                withoutActions { help.hide() }
                return
            }
            guard let local = scenePoint(point) else { return }
            sendToScene(.click(local), fromPerson: true)
        }
    }

    /// Scene input: from the person it ends the demo first; it runs inside the live controls' transaction.
    func sendToScene(_ event: HostEvent, fromPerson: Bool) {
        if fromPerson, let demo, demo.isPlaying {
            demo.stop()
            notify("Demo stopped: your turn (D plays it again)")
        }
        controls.run { scene.handle(event) }
        // Every key the scene answers says what it did, the demo's own presses too (named as the demo's).
        if case .key(let name) = event {
            if fromPerson, let answer = keyAnswer(name) {
                notify(answer)
            } else if !fromPerson, let answer = scene.answer(toKey: name) ?? keyMeaning(name) {
                notify("Demo pressed \(name): \(answer)")
            }
        }
        refreshStatus()
    }

    /// What the scene's key did, for the notice: the scene's own answer (its new state), else the key's meaning.
    private func keyAnswer(_ name: String) -> String? {
        if let answer = scene.answer(toKey: name) { return answer }
        if scene is PushTransitionScene, ["T", "S", "R"].contains(name) {
            let choice = SceneGlobals.transitionSwitcher.choice
            return choice.map { "Transition: \($0.type.rawValue), \($0.subtype.rawValue)" }
                ?? "Transitions: the seeds' own (push from left / right / left)"
        }
        return keyMeaning(name).map { "\(name): \($0)" }
    }

    /// What the scene's key does, as its key help says.
    private func keyMeaning(_ name: String) -> String? {
        sceneType.keys.first { $0.names.contains(name) }?.meaning
    }

    /// The stage's own keys; false for keys the scene gets.
    private func handleStageKey(_ name: String) -> Bool {
        switch name {
        case "Left", "PageUp": show(sceneAt: sceneIndex - 1)
        case "Right", "PageDown": show(sceneAt: sceneIndex + 1)
        case "1", "2", "3", "4", "5", "6", "7", "8", "9", "0":
            let number = Int(name) ?? 1
            let index = number == 0 ? 9 : number - 1
            guard index < scenes.count else {
                notify("There is no scene \(number == 0 ? 10 : number): \(scenes.count) scenes")
                return true
            }
            show(sceneAt: index)
        case "?", "Tab":
            withoutActions {
                if help.isShown { help.hide() } else { showHelp() }
            }
        case "D": toggleDemo()
        case "F1": toggleHUD()
        case "F2": toggleInspector()
        case "F3": toggleSlowMotion()
        case "F4": togglePause()
        case "F5": stepOneFrame()
        case "F6":
            controls.nextDuration()
            controlsChanged(controls.durationText)
        case "F7":
            controls.nextTimingFunction()
            controlsChanged(controls.timingText)
        case "F8":
            controls.toggleDisableActions()
            controlsChanged(controls.disableActionsText)
        case "F9":
            controls.nextSpeed()
            withoutActions { applySpeed(to: sceneLayer) }
            controlsChanged(controls.speedText)
        case "F12":
            takeScreenshot()
        default:
            return false
        }
        return true
    }

    /// F12: the frame as it is, without a notice over it; the notice saying where it went comes once it is written.
    private func takeScreenshot() {
        guard let screenshotHandler else {
            notify("No window to capture here: use --screenshot FILE")
            return
        }
        withoutActions { chrome.notice.hide() }
        screenshotHandler { [weak self] path, failure in
            if let path {
                self?.notify("Screenshot saved: \(path)")
            } else {
                self?.notify("The screenshot failed: \(failure ?? "no reason given")")
            }
        }
    }

    private func toggleDemo() {
        guard let demo else {
            notify("This scene moves by itself: it has no demo loop")
            return
        }
        if demo.isPlaying {
            demo.stop()
            notify("Demo stopped: your turn")
        } else {
            demo.start()
            notify("Demo playing (any click or scene key stops it)")
        }
    }

    private func controlsChanged(_ text: String) {
        withoutActions { chrome.show(controls: controls) }
        notify("Next interaction: \(text)")
    }
}
