// CALayer.actionSearchObserver (the playground inspector's trace of spec §1.1–1.2): each change reports which
// stage answered, or why no search happened (DECISIONS 1, 3, 6). The hook is process-wide, so the suite is
// serialized and the recorder keeps only its own layers' reports (other suites change layers concurrently).
import Foundation
import MediaTimeTestSupport
import Testing
@testable import QuartzCore

@Suite(.serialized) struct ActionSearchObserverTests {
    /// Records (key, stage) for the layers it watches; thread-safe because other tests' threads also report.
    final class StageRecorder: @unchecked Sendable {
        private let lock = NSLock()
        private var watched: [ObjectIdentifier] = []
        private var entries: [String] = []

        func watch(_ layers: CALayer...) { lock.lock(); watched += layers.map(ObjectIdentifier.init); lock.unlock() }
        func record(_ layer: CALayer, _ key: String, _ stage: ActionSearchStage) {
            lock.lock(); defer { lock.unlock() }
            if watched.contains(ObjectIdentifier(layer)) { entries.append("\(key):\(stage.rawValue)") }
        }
        /// The entries so far, then cleared.
        func take() -> [String] { lock.lock(); defer { entries = []; lock.unlock() }; return entries }
    }

    final class DefaultActionLayer: CALayer {
        override class func defaultAction(forKey event: String) -> (any CAAction)? {
            event == "opacity" ? LoggingAction() : nil
        }
    }

    /// Runs `body` with the observer installed, always uninstalling it.
    func observing(_ body: (StageRecorder) throws -> Void) rethrows {
        // The hook is process-wide: take turns with every other test that sets process-wide engine state.
        try MediaTimeTestLock.run {
            let recorder = StageRecorder()
            CALayer.actionSearchObserver = { recorder.record($0, $1, $2) }
            defer { CALayer.actionSearchObserver = nil }
            try body(recorder)
        }
    }

    @Test("unhosted and hosted-but-uncommitted layers report unhosted; an unchanged value reports nothing")
    func unhosted() {
        observing { recorder in
            let bare = CALayer()
            recorder.watch(bare)
            bare.opacity = 0.5
            bare.opacity = 0.5   // same value: no decision to report (DECISIONS 3)
            #expect(recorder.take() == ["opacity:unhosted"])
            CATransaction.flush()
            let host = SnapshotRecordingHost(), root = CALayer()
            recorder.watch(root)
            host.host(root)
            root.position = CGPoint(x: 1, y: 1)   // hosted, not committed yet
            #expect(recorder.take() == ["position:unhosted"])
            CATransaction.flush()
        }
    }

    @Test("disableActions reports disabled; delegate, NSNull, actions, style, defaultAction, built-in and none")
    func everyStage() {
        observing { recorder in
            let scene = HostedScene()
            let plain = CALayer(), custom = DefaultActionLayer()
            scene.add(plain)
            scene.add(custom)
            recorder.watch(plain, custom)

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            plain.opacity = 0.9
            CATransaction.commit()
            #expect(recorder.take() == ["opacity:disabled"])

            plain.opacity = 0.8
            #expect(recorder.take() == ["opacity:builtIn"])

            plain.setValue(3, forKey: "customKey")   // undefined key: no built-in action
            #expect(recorder.take() == ["customKey:none"])

            plain.actions = ["opacity": LoggingAction()]
            plain.opacity = 0.7
            #expect(recorder.take() == ["opacity:actions"])

            plain.actions = nil
            plain.style = ["actions": ["opacity": LoggingAction()]]
            plain.opacity = 0.6
            #expect(recorder.take() == ["opacity:style"])

            let delegate = ActionLookupRecorder()
            delegate.answers = ["opacity": LoggingAction(), "position": NSNull()]
            plain.delegate = delegate
            plain.opacity = 0.5
            plain.position = CGPoint(x: 9, y: 9)
            #expect(recorder.take() == ["opacity:delegate", "position:stoppedByNull"])

            custom.opacity = 0.5
            #expect(recorder.take() == ["opacity:defaultAction"])
            CATransaction.flush()
        }
    }

    @Test("with no observer set, changes still animate (the hook is optional)")
    func unsetObserver() {
        MediaTimeTestLock.run { unsetObserverAlone() }
    }

    private func unsetObserverAlone() {
        CALayer.actionSearchObserver = nil
        let scene = HostedScene(), layer = CALayer()
        scene.add(layer)
        layer.opacity = 0.3
        #expect(layer.animation(forKey: "opacity") != nil)
        CATransaction.flush()
    }
}
