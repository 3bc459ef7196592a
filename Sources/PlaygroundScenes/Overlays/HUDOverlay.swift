// The playground's heads-up display (docs/architecture.md "The playground": the HUD; docs/architecture.md "The playground"): frames per second, a live frame-time
// graph on a labelled time axis (the 16.7 ms budget line and the 33.3 ms top), the commit time — the commit itself,
// wherever it ran — with the place it ran (before-waiting observer, display-link timer, explicit commit), and the
// render time, all in plain words drawn with the engine's text. The bars follow every frame; the figures are
// redrawn four times a second, which people can read and which keeps text layout off most frames.
import QuartzCore
import Foundation
import HostInterface

@MainActor
package final class HUDOverlay {
    package static let textInterval: CFTimeInterval = 0.25
    package static let size = CGSize(width: 330, height: 150)

    package let layer = OverlayLayerDelegate.makeLayer()
    package let fpsLabel = OverlayText(style: OverlayTextStyle(fontSize: 13, color: CGColor(gray: 1, alpha: 1), bold: true))
    package let graph: FrameTimeGraph
    package let budgetLabel = OverlayText("16.7 ms", style: OverlayTextStyle(fontSize: 10, color: CGColor(red: 1, green: 1, blue: 0.3, alpha: 1),
                                                                           alignment: .right))
    package let ceilingLabel = OverlayText("33.3 ms", style: OverlayTextStyle(fontSize: 10, alignment: .right))
    package let axisLabel = OverlayText("frame time, one bar per frame (newest right)", style: OverlayTextStyle(fontSize: 10))
    package let commitLabel = OverlayText(style: OverlayTextStyle(fontSize: 11, maxWidth: HUDOverlay.size.width - 16))
    package let renderLabel = OverlayText(style: OverlayTextStyle(fontSize: 11))
    private var intervals: [CFTimeInterval] = []
    private var lastTextUpdate: CFTimeInterval = -.infinity

    /// A panel whose top-left corner is at `origin` (window points).
    package init(origin: CGPoint = CGPoint(x: 10, y: 10), barCount: Int = 120) {
        graph = FrameTimeGraph(barCount: barCount, size: CGSize(width: Self.size.width - 66, height: 60))
        intervals.reserveCapacity(barCount + 1)
        layer.anchorPoint = .zero
        layer.position = origin
        layer.bounds = CGRect(origin: .zero, size: Self.size)
        layer.backgroundColor = CGColor(gray: 0, alpha: 0.9)   // readable over a scene in a narrow window
        layer.cornerRadius = 6
        fpsLabel.place(at: CGPoint(x: 8, y: 6))
        graph.layer.position = CGPoint(x: 58, y: 30)
        ceilingLabel.place(at: CGPoint(x: 54, y: 26))
        budgetLabel.place(at: CGPoint(x: 54, y: 30 + graph.size.height - graph.height(for: FrameTimeGraph.budget) - 7))
        axisLabel.place(at: CGPoint(x: 58, y: 93))
        commitLabel.place(at: CGPoint(x: 8, y: 110))
        renderLabel.place(at: CGPoint(x: 8, y: 128))
        for part in [fpsLabel.layer, graph.layer, ceilingLabel.layer, budgetLabel.layer, axisLabel.layer,
                     commitLabel.layer, renderLabel.layer] {
            layer.addSublayer(part)
        }
    }

    /// The longest time between two presents that still counts as drawing; a longer one is the display link
    /// resting while nothing animated (an idle window sleeps), not a slow frame.
    package static let idleGap: CFTimeInterval = 0.25
    /// How much drawing time the frames-per-second figure covers, newest frames first.
    package static let rateWindow: CFTimeInterval = 1

    /// Frames per second over `frameTimes` (the render thread's ring, oldest first): the frames presented in the
    /// last `rateWindow` of drawing, over that drawing time. Gaps longer than `idleGap` (the window idle between
    /// bursts of frames) are neither frames nor drawing time, so the figure reads what the bars show; 0 with
    /// fewer than two frames.
    package static func framesPerSecond(_ frameTimes: [FrameTiming]) -> Double {
        guard frameTimes.count >= 2 else { return 0 }
        var frames = 0
        var drawing: CFTimeInterval = 0
        var index = frameTimes.count - 1
        while index > 0, drawing < rateWindow {
            let interval = frameTimes[index].end - frameTimes[index - 1].end
            if interval > 0, interval <= idleGap {
                frames += 1
                drawing += interval
            }
            index -= 1
        }
        return drawing > 0 ? Double(frames) / drawing : 0
    }

    /// Milliseconds with two decimals.
    static func milliseconds(_ seconds: CFTimeInterval) -> String {
        guard seconds.isFinite else { return "–" }
        return String(format: "%.2f ms", seconds * 1000)
    }

    /// Refreshes every part. `frameTimes`: recent frames, oldest first (FrameTimingRing.snapshot()); bars show the
    /// time between consecutive presents. `commitDuration`/`commitSite`: the last commit and where it ran.
    /// `renderDuration`: the last frame's draw time; nil takes it from the newest frame (end − start). The figures
    /// are redrawn when `textInterval` has passed since the last redraw (by the frames' own clock), or always when
    /// `force` is set.
    package func update(frameTimes: [FrameTiming], commitDuration: CFTimeInterval, commitSite: CommitSite? = nil,
                       renderDuration: CFTimeInterval? = nil, force: Bool = false) {
        intervals.removeAll(keepingCapacity: true)
        var previous: Double?
        for timing in frameTimes.suffix(graph.bars.count + 1) {
            if let previous { intervals.append(timing.end - previous) }
            previous = timing.end
        }
        graph.show(intervals[...])

        let now = frameTimes.last?.end ?? 0
        guard force || frameTimes.isEmpty || now - lastTextUpdate >= Self.textInterval else { return }
        lastTextUpdate = now
        let render = renderDuration ?? frameTimes.last.map { $0.end - $0.start } ?? 0
        fpsLabel.show(frameTimes.count < 2 ? "frames per second: no frames timed yet"
                                           : String(format: "%.1f frames per second", Self.framesPerSecond(frameTimes)))
        let site = commitSite.map { " · ran \($0.phrase)" } ?? ""
        commitLabel.show("commit \(Self.milliseconds(commitDuration))\(site)")
        renderLabel.show("render \(Self.milliseconds(render)) (last frame's draw)")
    }
}
