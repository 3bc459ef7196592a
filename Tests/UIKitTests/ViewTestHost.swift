// A hosted, committed layer tree on the test clock for the view-animation tests: views added to it get actions
// (DECISIONS 1), and `advance(to:)` runs one run-loop turn at a media time (frame bookkeeping, delegate callbacks,
// completion blocks, the before-waiting commit), as the playground's run loop does.
import QuartzCore
import Foundation
import UIKit
import MediaTimeTestSupport

@MainActor
final class ViewTestHost {
    static let start = 1000.0
    let renderer = CARenderer()
    let root = CALayer()
    let clock: TestClock

    init(clock: TestClock) {
        self.clock = clock
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        renderer.layer = root
        CATransaction.flush()
    }

    /// A view at `frame`, added to the hosted tree and committed.
    func view(_ frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> UIView {
        let view = UIView(frame: frame)
        root.addSublayer(view.layer)
        CATransaction.flush()
        return view
    }

    /// Commits what the caller changed, then runs one turn at `start + t`.
    func advance(to t: Double) {
        CATransaction.flush()
        clock.now = Self.start + t
        renderer.beginFrame(atTime: clock.now)
        renderer.endFrame()
        AnimationDelegateQueue.deliverPending()
        CATransaction.runPendingCompletionBlocks()
        CATransaction.flush()
    }

    /// The layer's presentation value of `keyPath` now.
    func presented(_ layer: CALayer, _ keyPath: String) -> Any? {
        layer.presentation()?.value(forKeyPath: keyPath)
    }
}

/// Runs `body` with the test clock at ViewTestHost.start and a fresh host, alone among media-time tests.
@MainActor func withViewHost(_ body: (ViewTestHost) throws -> Void) rethrows {
    try MediaTimeTestLock.withClock(at: ViewTestHost.start) { clock in
        try body(ViewTestHost(clock: clock))
    }
}

/// A CGFloat read from a KVC value (numbers come back as CGFloat, Double or NSNumber).
func number(_ value: Any?) -> Double? {
    switch value {
    case let v as CGFloat: return Double(v)
    case let v as Double: return v
    case let v as Float: return Double(v)
    case let v as NSNumber: return v.doubleValue
    default: return nil
    }
}
