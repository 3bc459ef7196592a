// Misuse that Apple raises or logs for is said once here too (DECISIONS 12; issue "Nothing a user does crashes,
// hangs or leaks"): CATransaction.unlock() without lock(), a hundred unclosed begin()s, NaN or backwards
// CARenderer frame times, NaN renderer bounds, NaN spring bounce and NaN keyframe tension/continuity/bias.
import Foundation
import Testing
@testable import QuartzCore

@Suite struct MisuseMessageTests {
    /// Distinct classes, so each test's message is new to the report-once logger (it names the class).
    final class HeldAnimation: CABasicAnimation, @unchecked Sendable {}
    final class StuckAnimation: CABasicAnimation, @unchecked Sendable {}

    @Test("an animation at speed 0 held at a timeOffset and kept after completion (scrubbing) is not said; one stuck at its start is")
    func speedZeroIsSaidOnlyWhenStuckAtItsStart() {
        // The timing every added animation is compiled with (AnimationCompiler.timing, where the message is said).
        func compile(_ animation: CABasicAnimation) -> [String] {
            animation.duration = 2
            animation.speed = 0
            return EngineDiagnostics.capture { #expect(AnimationCompiler.timing(of: animation) != nil) }
        }
        let held = HeldAnimation()
        held.timeOffset = 0.8
        held.isRemovedOnCompletion = false
        let heldMessages = compile(held)
        #expect(heldMessages.filter { $0.contains("speed is 0") }.isEmpty, "\(heldMessages)")
        let stuckMessages = compile(StuckAnimation())
        #expect(stuckMessages.filter { $0.contains("StuckAnimation.speed is 0") }.count == 1, "\(stuckMessages)")
    }

    @Test("unlock() without lock() says so and is ignored; a balanced lock/unlock stays silent")
    func unlockWithoutLock() {
        let messages = EngineDiagnostics.capture {
            CATransaction.lock()
            CATransaction.unlock()
            CATransaction.unlock()
        }
        #expect(messages.filter { $0.contains("unlock() was called without a matching lock()") }.count == 1)
        #expect(messages.count == 1)
    }

    @Test("the hundredth unclosed begin() says commits are missing; closing them all publishes normally")
    func hundredsOfUnclosedBegins() {
        CATransaction.flush()
        let messages = EngineDiagnostics.capture {
            for _ in 0..<150 { CATransaction.begin() }
        }
        #expect(messages.filter { $0.contains("100 transactions are open on this thread") }.count == 1)
        for _ in 0..<150 { CATransaction.commit() }
        #expect(TransactionStack.current.levels.isEmpty)
    }

    @Test("CARenderer: NaN frame time keeps the previous time, a backwards time is said, NaN bounds are refused")
    func rendererTimesAndBounds() {
        let renderer = CARenderer()
        renderer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let messages = EngineDiagnostics.capture {
            renderer.beginFrame(atTime: 10)
            renderer.endFrame()
            renderer.beginFrame(atTime: .nan)
            renderer.endFrame()
            renderer.beginFrame(atTime: 5)
            renderer.endFrame()
            renderer.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        }
        #expect(renderer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        // Report-once messages the fuzzer (same process, in parallel) may have said first: checked globally.
        #expect(EngineDiagnostics.hasReported(containing: "beginFrame(atTime:) was given a time that is not finite"))
        #expect(EngineDiagnostics.hasReported(containing: "beginFrame(atTime:) was given a time before the previous"))
        #expect(messages.contains { $0.contains("CARenderer.bounds was set to a rectangle that is not finite") })
    }

    @Test("NaN spring bounce and NaN keyframe tension, continuity and bias are said and replaced by defaults")
    func nanSpringAndSplineParameters() {
        var spring: CASpringAnimation?
        let keyframes = CAKeyframeAnimation(keyPath: "position.x")
        _ = EngineDiagnostics.capture {
            spring = CASpringAnimation(perceptualDuration: 1, bounce: .nan)
            keyframes.tensionValues = [0.5, NSNumber(value: Double.nan)]
            keyframes.continuityValues = [NSNumber(value: Double.infinity)]
            keyframes.biasValues = [NSNumber(value: -Double.infinity), 1]
        }
        #expect(spring?.bounce == 0)
        #expect(keyframes.tensionValues?.map(\.doubleValue) == [0.5, 0])
        #expect(keyframes.continuityValues?.map(\.doubleValue) == [0])
        #expect(keyframes.biasValues?.map(\.doubleValue) == [0, 1])
        // Report-once messages the fuzzer (same process, in parallel) may have said first: checked globally.
        #expect(EngineDiagnostics.hasReported(containing: "CASpringAnimation.bounce must be from -1 to 1"))
        for property in ["tensionValues", "continuityValues", "biasValues"] {
            #expect(EngineDiagnostics.hasReported(containing: "CAKeyframeAnimation.\(property): NaN or infinite entries"))
        }
    }
}
