// Drives frames into a HostWindow: each tick takes the latest render tree for the frame's target time, draws it
// with the compositor and presents it; input goes back to the application as HostEvents.
import Compositor
import CoreAnimation
import Foundation
import RunLoopCore

/// Renders frames from a tree provider into a window and hands input back.
public final class HostRunner {
    public let window: HostWindow
    public let compositor: GLCompositor
    private var pendingEvents: [HostEvent] = []
    /// Presentation values of the frame being drawn; reused so steady-state frames allocate nothing.
    private var evaluated = RenderTree()

    public init(window: HostWindow) throws(HostError) {
        self.window = window
        window.makeCurrent()
        do {
            compositor = try GLCompositor()
        } catch {
            throw HostError.compositorFailed(error.description)
        }
    }

    /// Draws `tree` with its animations evaluated at media time `time` into the window's back buffer
    /// (not yet presented).
    public func draw(_ tree: RenderTree, at time: Double) {
        let pixels = window.pixelSize
        let points = window.pointSize
        evaluated.generation = tree.generation
        evaluated.commitTime = tree.commitTime
        evaluated.viewportSize = tree.viewportSize
        tree.evaluate(at: time, into: &evaluated.layers)
        compositor.render(evaluated, pixelWidth: pixels.width, pixelHeight: pixels.height,
                          pointSize: CGSize(width: points.width, height: points.height))
    }

    /// Reads back what was drawn last (call before `present()`), RGBA8 top row first.
    public func readBack() -> (pixels: [UInt8], width: Int, height: Int) {
        let size = window.pixelSize
        return (compositor.readPixels(width: size.width, height: size.height), size.width, size.height)
    }

    /// Writes what was drawn last to a PNG file.
    public func saveScreenshot(to path: String) throws(HostError) {
        let frame = readBack()
        try PNGWriter.write(rgba: frame.pixels, width: frame.width, height: frame.height, to: path)
    }

    /// Input that arrived since the last call.
    public func takeEvents() -> [HostEvent] {
        pendingEvents.removeAll(keepingCapacity: true)
        SDLEventPump.drain(into: &pendingEvents)
        return pendingEvents
    }

    /// Runs the calling thread's run loop until the window is closed (or Escape). A repeating timer on the frame
    /// grid is the display-link tick: it hands input to `handle`, then draws `frame(targetTime)` and presents.
    /// Changes made while handling input are committed by Core Animation's observer at the loop's
    /// before-waiting point (DECISIONS 8) and show up in the next frame, as on Apple's platforms.
    public func runInteractive(framesPerSecond: Double = 60,
                               handle: @escaping (HostEvent) -> Void,
                               frame: @escaping (_ targetTime: Double) -> RenderTree) {
        let loop = EventRunLoop.current
        let period = 1 / max(framesPerSecond, 1)
        var quit = false
        let tick = RunLoopTimer(fireDate: loop.clock.now() + period, interval: period) { [unowned self] timer in
            for event in self.takeEvents() {
                if event == .quit {
                    quit = true
                    loop.stop()
                    return
                }
                handle(event)
            }
            self.draw(frame(timer.fireDate), at: timer.fireDate)
            self.window.present()
        }
        loop.add(tick, forMode: .common)
        while !quit {
            _ = loop.run(mode: .default, for: 1e10, returnAfterSourceHandled: false)
        }
        tick.invalidate()
    }
}
