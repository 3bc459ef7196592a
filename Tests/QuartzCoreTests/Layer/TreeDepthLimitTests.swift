// The deepest tree the engine accepts (CALayer.maximumTreeDepth, README "Limits"; DECISIONS 12): linking past it
// is refused with one message, and a chain at the limit commits, evaluates, copies its presentation, hit-tests and
// is released on a small thread stack (no walk recursing deeper than the stack allows).
import Foundation
import Testing
@testable import QuartzCore

@Suite struct TreeDepthLimitTests {
    /// A chain `count` layers long built top-down with addSublayer; returns the root and the last layer linked.
    private func chain(_ count: Int, name: String) -> (root: CALayer, deepest: CALayer) {
        let root = CALayer()
        root.name = name
        var deepest = root
        for _ in 1..<count {
            let next = CALayer()
            next.name = name
            deepest.addSublayer(next)
            guard next.superlayer === deepest else { break }
            deepest = next
        }
        return (root, deepest)
    }

    /// Runs `body` on a thread with a `bytes` stack and waits for it.
    private func onThread(stackSize bytes: Int, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = bytes
        thread.start()
        done.wait()
    }

    @Test("a chain of 10,000 sublayers stops at maximumTreeDepth (1,000) with one message naming the limit")
    func tenThousandDeepChainIsRefusedAtTheLimit() {
        var depth = 0
        let messages = EngineDiagnostics.capture {
            let (root, deepest) = chain(10_000, name: "deepChainRefused")
            depth = deepest.depthInTree
            withExtendedLifetime(root) {}   // superlayer links are weak: keep the root while measuring
        }
        #expect(CALayer.maximumTreeDepth == 1_000)
        #expect(depth == 1_000)
        let mine = messages.filter { $0.contains("deepChainRefused") && $0.contains("at most 1000") }
        #expect(mine.count == 1)
    }

    @Test("a deep subtree is refused as a sublayer, a replacement or a mask when the sum passes the limit")
    func deepSubtreeMovesAreRefused() {
        let (upper, upperLeaf) = chain(600, name: "depthUpper")
        let (lower, _) = chain(401, name: "depthLower")
        let spare = CALayer()
        upperLeaf.addSublayer(spare)   // 601 deep
        let messages = EngineDiagnostics.capture {
            upperLeaf.addSublayer(lower)
            upperLeaf.replaceSublayer(spare, with: lower)
            upperLeaf.mask = lower
        }
        #expect(lower.superlayer == nil && upperLeaf.mask == nil && spare.superlayer === upperLeaf)
        #expect(messages.filter { $0.contains("1001 layers deep") }.count == 3)
        let (fits, _) = chain(400, name: "depthFits")
        upperLeaf.addSublayer(fits)    // 600 + 400 = 1,000: accepted
        #expect(fits.superlayer === upperLeaf)
        #expect(upper.subtreeHeight == 1_000)
    }

    @Test("a chain at the limit commits, evaluates, copies its presentation, hit-tests and is freed on a 1 MiB stack")
    func chainAtTheLimitWorksOnASmallStack() {
        let outcome = Mutex(value: (rendered: 0, hitDeepest: false, presentedDepth: 0))
        onThread(stackSize: 1024 * 1024) {
            CATransaction.flush()
            let (root, deepest) = chain(CALayer.maximumTreeDepth, name: "deepChainWorks")
            root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.position = CGPoint(x: 50, y: 50)
            var layer: CALayer? = root.sublayers?.first
            while let l = layer {
                l.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
                l.position = CGPoint(x: 50, y: 50)
                layer = l.sublayers?.first
            }
            let renderer = CARenderer()
            renderer.bounds = root.bounds
            renderer.layer = root
            CATransaction.flush()
            let move = CABasicAnimation(keyPath: "opacity")
            move.fromValue = 0.5
            move.duration = 10
            deepest.add(move, forKey: "fade")
            CATransaction.flush()
            renderer.beginFrame(atTime: CACurrentMediaTime())
            renderer.render()
            renderer.endFrame()
            var presentedDepth = 0
            var presented: CALayer? = root.presentation()
            while let p = presented { presentedDepth += 1; presented = p.sublayers?.first }
            let hit = root.hitTest(CGPoint(x: 50, y: 50))
            outcome.set((renderer.renderedLayers.count, hit === deepest, presentedDepth))
            renderer.layer = nil
        }
        let result = outcome.get()
        #expect(result.rendered == CALayer.maximumTreeDepth)
        #expect(result.presentedDepth == CALayer.maximumTreeDepth)
        #expect(result.hitDeepest)
    }
}

/// A value shared with the test's worker thread.
private final class Mutex<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(value: Value) { self.value = value }
    func set(_ v: Value) { lock.lock(); value = v; lock.unlock() }
    func get() -> Value { lock.lock(); defer { lock.unlock() }; return value }
}
