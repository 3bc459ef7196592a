// The headless CARenderer frame loop (API.md; spec §7.1, §7.6): beginFrame advances the model (start/stop
// delegates scheduled, finished animations removed), render() evaluates the committed tree with the same
// values presentation() gives, nextFrameTime() is the frame time while animating and .infinity when idle.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("CARenderer frames (spec 7.1, 7.6)")
struct CARendererFrameTests {
    @Test("frames render the animated values, schedule start then stop(true), remove the animation, go idle")
    func frameLoop() throws {
        try MediaTimeTestLock.withClock(at: 1000) { clock in
            let scene = HostedAnimationScene()
            AnimationDelegateQueue.deliverPending()
            let delegate = RecordingAnimationDelegate()
            let anim = CABasicAnimation(keyPath: "opacity")
            anim.fromValue = 0.0
            anim.toValue = 1.0
            anim.duration = 0.5
            anim.delegate = delegate
            scene.child.add(anim, forKey: "fade")
            #expect(scene.renderer.nextFrameTime() == .infinity)   // not committed yet: nothing runs
            CATransaction.flush()

            clock.now = 1000.2
            scene.frame(at: 1000.2)
            let rendered = try #require(scene.renderedChild)
            #expect(abs(Double(rendered.opacity) - 0.4) < 1e-6)
            #expect(abs(Double(try #require(scene.child.presentation()).opacity) - 0.4) < 1e-6)
            #expect(scene.renderer.nextFrameTime() == 1000.2)   // animating: the next frame is due now
            #expect(delegate.events.isEmpty)                     // delivered on a later run-loop turn
            AnimationDelegateQueue.deliverPending()
            #expect(delegate.events == ["start"])

            clock.now = 1000.5
            scene.frame(at: 1000.5)
            #expect(scene.child.animationKeys() == nil)          // removed on completion
            #expect(scene.renderedChild?.opacity == 1)           // the model value
            AnimationDelegateQueue.deliverPending()
            #expect(delegate.events == ["start", "stop(true)"])
            #expect(scene.renderer.nextFrameTime() == .infinity)
        }
    }

    @Test("a delayed animation asks for its first frame at its begin time")
    func delayedStart() {
        MediaTimeTestLock.withClock(at: 1100) { _ in
            let scene = HostedAnimationScene()
            let anim = CABasicAnimation(keyPath: "position.x")
            anim.fromValue = 0.0
            anim.toValue = 10.0
            anim.duration = 1
            anim.beginTime = 1102
            scene.child.add(anim, forKey: "late")
            CATransaction.flush()
            scene.frame(at: 1100.5)
            #expect(scene.renderer.nextFrameTime() == 1102)
            #expect(scene.renderedChild?.position.x == 200)     // before its start: the model value
        }
    }

    @Test("isRemovedOnCompletion false: the animation stays listed and keeps its forwards-filled value")
    func keptAfterCompletion() {
        MediaTimeTestLock.withClock(at: 1200) { clock in
            let scene = HostedAnimationScene()
            let anim = CABasicAnimation(keyPath: "opacity")
            anim.toValue = 0.25
            anim.duration = 0.5
            anim.fillMode = .forwards
            anim.isRemovedOnCompletion = false
            scene.child.add(anim, forKey: "hold")
            CATransaction.flush()
            clock.now = 1201
            scene.frame(at: 1201)
            #expect(scene.child.animationKeys() == ["hold"])
            #expect(scene.renderedChild?.opacity == 0.25)
            #expect(scene.child.presentation()?.opacity == 0.25)
            #expect(scene.renderer.nextFrameTime() == .infinity)
        }
    }
}
