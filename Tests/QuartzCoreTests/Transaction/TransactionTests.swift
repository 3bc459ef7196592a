// CATransaction (spec §2; DECISIONS 6–8): scope, keys, commit/flush/lock, completion blocks, the observer.
import Foundation
import RunLoopCore
import MediaTimeTestSupport
import Testing
@testable import QuartzCore

@Suite struct TransactionTests {
    @Test("with no transaction: duration 0.25, actions enabled, no timing function, no completion block")
    func defaults() {
        CATransaction.flush()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(!CATransaction.disableActions())
        #expect(CATransaction.animationTimingFunction() == nil)
        #expect(CATransaction.completionBlock() == nil)
    }

    @Test("nested levels read the outer values; what an inner level sets is gone when it commits")
    func nestedScope() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setValue("outer", forKey: "note")
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)
        #expect(CATransaction.value(forKey: "note") as? String == "outer")
        CATransaction.setAnimationDuration(5)
        CATransaction.setDisableActions(true)
        CATransaction.setValue("inner", forKey: "note")
        #expect(CATransaction.animationDuration() == 5 && CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2 && !CATransaction.disableActions())
        #expect(CATransaction.value(forKey: "note") as? String == "outer")
        CATransaction.commit()
        #expect(CATransaction.value(forKey: "note") == nil)
    }

    @Test("the documented keys map to the accessors through value(forKey:) and setValue(_:forKey:)")
    func documentedKeys() {
        CATransaction.begin()
        CATransaction.setValue(1.5, forKey: kCATransactionAnimationDuration)
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        let f = CAMediaTimingFunction(name: .easeIn)
        CATransaction.setValue(f, forKey: kCATransactionAnimationTimingFunction)
        #expect(CATransaction.animationDuration() == 1.5 && CATransaction.disableActions())
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 1.5)
        #expect(CATransaction.value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction === f)
        CATransaction.commit()
    }

    @Test("commit() without begin() does nothing and is reported once")
    func unbalancedCommit() {
        CATransaction.flush()
        let messages = EngineDiagnostics.capture { CATransaction.commit() }
        let reported = messages.contains { $0.contains("no matching begin") }
            || EngineDiagnostics.hasReported(containing: "no matching begin")
        #expect(reported)
    }

    @Test("flush commits the implicit transaction, delayed until open explicit levels close")
    func flushDelayed() {
        let scene = HostedScene()
        let before = scene.host.trees.count
        scene.root.opacity = 0.5          // opens the implicit transaction
        CATransaction.begin()
        CATransaction.flush()
        #expect(scene.host.trees.count == before)
        CATransaction.commit()
        #expect(scene.host.trees.count == before + 1)
        #expect(scene.host.trees.last?.layers.first?.opacity == 0.5)
    }

    @Test("lock and unlock are recursive")
    func recursiveLock() {
        CATransaction.lock()
        CATransaction.lock()
        CATransaction.unlock()
        CATransaction.unlock()
    }

    @Test("a completion block with no animations never runs inside commit, and runs when delivered")
    func completionNotInCommit() {
        MediaTimeTestLock.run {   // delivery to the main run loop is process-wide
            CATransaction.flush()
            var ran = 0
            CATransaction.begin()
            CATransaction.setCompletionBlock { ran += 1 }
            CATransaction.commit()
            #expect(ran == 0)
            CATransaction.runPendingCompletionBlocks()
            #expect(ran == 1)
        }
    }

    @Test("a completion block waits for every animation counted after it was set, nested levels included")
    func completionWaitsForNested() {
        MediaTimeTestLock.run {   // delivery to the main run loop is process-wide
            CATransaction.flush()
            var ran = 0
            CATransaction.begin()
            let before = CATransaction.completionGroupForAddedAnimation()
            #expect(before == nil)
            CATransaction.setCompletionBlock { ran += 1 }
            CATransaction.begin()
            let nested = CATransaction.completionGroupForAddedAnimation()
            CATransaction.commit()
            CATransaction.commit()
            CATransaction.runPendingCompletionBlocks()
            #expect(ran == 0)
            nested?.leave()
            CATransaction.runPendingCompletionBlocks()
            #expect(ran == 1)
        }
    }

    @Test("setting a second block adds it; setting nil clears the getter but does not cancel")
    func secondBlockAndNil() {
        MediaTimeTestLock.run {   // delivery to the main run loop is process-wide
            CATransaction.flush()
            var log: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("first") }
            let counted = CATransaction.completionGroupForAddedAnimation()
            CATransaction.setCompletionBlock { log.append("second") }
            CATransaction.setCompletionBlock(nil)
            #expect(CATransaction.completionBlock() == nil)
            CATransaction.commit()
            CATransaction.runPendingCompletionBlocks()
            #expect(log == ["second"])
            counted?.leave()
            CATransaction.runPendingCompletionBlocks()
            #expect(log == ["second", "first"])
        }
    }

    @Test("the implicit commit observer is before-waiting|exit, order 2,000,000, repeating, in the common modes")
    func observerRegistration() throws {
        let scene = HostedScene()
        let observer = try #require(CATransaction.implicitCommitObserver)
        #expect(observer.activities == [.beforeWaiting, .exit])
        #expect(observer.order == 2_000_000 && observer.repeats)
        #expect(EventRunLoop.current.contains(observer, inMode: .default))
        _ = scene
    }

    @Test("a run-loop pass commits the implicit transaction and hands the host a render tree")
    func runLoopCommits() {
        let scene = HostedScene()
        let child = CALayer()
        child.opacity = 0.5
        scene.add(child)
        let before = scene.host.trees.count
        scene.root.cornerRadius = 4
        // A pending block keeps the mode from being empty (an empty mode returns without a pass, as CF's).
        EventRunLoop.current.perform(inModes: [.default]) {}
        _ = EventRunLoop.current.run(mode: .default, for: 0, returnAfterSourceHandled: false)
        #expect(scene.host.trees.count > before)
        let tree = scene.host.trees.last
        #expect(tree?.layers.count == 2 && tree?.layers[0].cornerRadius == 4)
        #expect(tree?.layers[1].parentIndex == 0 && tree?.layers[1].opacity == 0.5)
    }

    @Test("the snapshot stores a mask after its layer's subtree and points to it")
    func maskInSnapshot() throws {
        let scene = HostedScene()
        let child = CALayer(), mask = CALayer()
        scene.add(child)
        scene.root.mask = mask
        CATransaction.flush()
        let tree = try #require(scene.host.trees.last)
        #expect(tree.layers.count == 3 && tree.layers[0].maskIndex == 2 && tree.layers[2].isMask)
    }
}
