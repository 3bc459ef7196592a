// The playground's heads-up display (DESIGN.md: playground HUD): frames per second, a live frame-time bar graph
// with the 16.7 ms line, and commit and render times, all as plain layers above the scene. The CLI adds `layer` to
// its root and calls `update(frameTimes:commitDuration:renderDuration:)` once per frame.
import CoreAnimation
import Foundation
import HostInterface

public final class HUDOverlay {
    public let layer = CALayer()
    public let fpsLabel = BitmapTextLayer(capacity: 9, cellSize: 3)
    public let commitLabel = BitmapTextLayer(capacity: 12, cellSize: 2)
    public let renderLabel = BitmapTextLayer(capacity: 12, cellSize: 2)
    public let graph: FrameTimeGraph
    private var line = HUDText()
    private var intervals: [CFTimeInterval] = []

    /// A panel whose top-left corner is at `origin` (window points).
    public init(origin: CGPoint = CGPoint(x: 10, y: 10), barCount: Int = 120) {
        graph = FrameTimeGraph(barCount: barCount, size: CGSize(width: 240, height: 60))
        intervals.reserveCapacity(barCount + 1)
        layer.anchorPoint = .zero
        layer.position = origin
        layer.bounds = CGRect(x: 0, y: 0, width: 256, height: 112)
        layer.backgroundColor = CGColor(gray: 0, alpha: 0.55)
        layer.cornerRadius = 6
        fpsLabel.layer.position = CGPoint(x: 8, y: 8)
        graph.layer.position = CGPoint(x: 8, y: 28)
        commitLabel.layer.position = CGPoint(x: 8, y: 96)
        renderLabel.layer.position = CGPoint(x: 132, y: 96)
        for part in [fpsLabel.layer, graph.layer, commitLabel.layer, renderLabel.layer] { layer.addSublayer(part) }
    }

    /// Frames per second over `frameTimes` (the render thread's ring, oldest first): frames presented per second
    /// between the first and last `end`; 0 with fewer than two frames.
    public static func framesPerSecond(_ frameTimes: [FrameTiming]) -> Double {
        guard frameTimes.count >= 2, let first = frameTimes.first, let last = frameTimes.last,
              last.end > first.end else { return 0 }
        return Double(frameTimes.count - 1) / (last.end - first.end)
    }

    /// Refreshes every part. `frameTimes`: recent frames, oldest first (FrameTimingRing.snapshot()); bars show the
    /// time between consecutive presents. `commitDuration`: the main thread's last commit. `renderDuration`: the
    /// last frame's draw time; nil takes it from the newest frame (end − start).
    public func update(frameTimes: [FrameTiming], commitDuration: CFTimeInterval,
                       renderDuration: CFTimeInterval? = nil) {
        intervals.removeAll(keepingCapacity: true)
        var previous: Double?
        for timing in frameTimes.suffix(graph.bars.count + 1) {
            if let previous { intervals.append(timing.end - previous) }
            previous = timing.end
        }
        let render = renderDuration ?? frameTimes.last.map { $0.end - $0.start } ?? 0

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        line.clear()
        line.append("FPS ")
        line.append(Self.framesPerSecond(frameTimes), decimals: 1)
        fpsLabel.show(line.bytes)
        graph.show(intervals[...])
        line.clear()
        line.append("CMT ")
        line.append(commitDuration * 1000, decimals: 2)
        line.append("MS")
        commitLabel.show(line.bytes)
        line.clear()
        line.append("RND ")
        line.append(render * 1000, decimals: 2)
        line.append("MS")
        renderLabel.show(line.bytes)
        CATransaction.commit()
    }
}
