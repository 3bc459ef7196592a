// The HUD's live frame-time graph: one bar per recent frame (height ∝ frame time, full height = `ceiling`),
// green within the 60 fps budget and red above it, with a line at 16.7 ms.
import QuartzCore
import Foundation

@MainActor
package final class FrameTimeGraph {
    /// One frame at 60 fps, the budget line.
    package static let budget: CFTimeInterval = 1.0 / 60
    package static let withinBudget = CGColor(red: 0.25, green: 0.85, blue: 0.35, alpha: 1)
    package static let overBudget = CGColor(red: 0.95, green: 0.25, blue: 0.2, alpha: 1)

    package let layer = OverlayLayerDelegate.makeLayer()
    package let budgetLine = OverlayLayerDelegate.makeLayer()
    package let size: CGSize
    /// Frame time shown at full height (two frame budgets).
    package let ceiling: CFTimeInterval
    package private(set) var bars: [CALayer] = []

    package init(barCount: Int, size: CGSize, ceiling: CFTimeInterval = 2.0 / 60) {
        self.size = size
        self.ceiling = ceiling
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.anchorPoint = .zero
        layer.backgroundColor = CGColor(gray: 0, alpha: 0.35)
        let count = max(barCount, 1)
        let width = size.width / CGFloat(count)
        for index in 0..<count {
            let bar = OverlayLayerDelegate.makeLayer()
            bar.anchorPoint = CGPoint(x: 0, y: 1)
            bar.position = CGPoint(x: CGFloat(index) * width, y: size.height)
            bar.bounds = CGRect(x: 0, y: 0, width: max(width - 1, 1), height: 0)
            bar.backgroundColor = Self.withinBudget
            layer.addSublayer(bar)
            bars.append(bar)
        }
        budgetLine.frame = CGRect(x: 0, y: size.height - height(for: Self.budget) - 0.5, width: size.width, height: 1)
        budgetLine.backgroundColor = CGColor(red: 1, green: 1, blue: 0.3, alpha: 0.9)
        layer.addSublayer(budgetLine)
    }

    /// The bar height for a frame time.
    package func height(for frameTime: CFTimeInterval) -> CGFloat {
        guard frameTime.isFinite, frameTime > 0 else { return 0 }
        return size.height * CGFloat(min(frameTime / ceiling, 1))
    }

    /// Shows the newest `bars.count` of `frameTimes` (oldest first), right-aligned; call with actions disabled.
    package func show(_ frameTimes: ArraySlice<CFTimeInterval>) {
        let shown = frameTimes.suffix(bars.count)
        let empty = bars.count - shown.count
        for (index, bar) in bars.enumerated() {
            let time = index < empty ? 0 : shown[shown.startIndex + index - empty]
            bar.bounds.size.height = height(for: time)
            bar.backgroundColor = time > Self.budget + 1e-4 ? Self.overBudget : Self.withinBudget
        }
    }
}
