// Drives frames into a HostWindow: each tick takes the latest render tree for the frame's target time, draws it
// with the compositor and presents it; input goes back to the application as HostEvents.
// The walking skeleton's loop; the run-loop-driven display link and render thread replace its timing later.
import Compositor
import CoreAnimation
import Foundation

/// Renders frames from a tree provider into a window and hands input back.
public final class HostRunner {
    public let window: HostWindow
    public let compositor: GLCompositor
    private var pendingEvents: [HostEvent] = []

    public init(window: HostWindow) throws(HostError) {
        self.window = window
        window.makeCurrent()
        do {
            compositor = try GLCompositor()
        } catch {
            throw HostError.compositorFailed(error.description)
        }
    }

    /// Draws `tree` into the window's back buffer (not yet presented).
    public func draw(_ tree: RenderTree) {
        let pixels = window.pixelSize
        let points = window.pointSize
        compositor.render(tree, pixelWidth: pixels.width, pixelHeight: pixels.height,
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

    /// Runs until the window is closed (or Escape): each frame calls `frame(targetTime)` for the tree to draw,
    /// and `handle` for each input event. Frames follow vsync when the driver gives it, else a deadline clock.
    public func runInteractive(framesPerSecond: Double = 60,
                               handle: (HostEvent) -> Void,
                               frame: (_ targetTime: Double) -> RenderTree) {
        var clock = DeadlineFrameClock(framesPerSecond: framesPerSecond)
        let vsync = window.hasVSync
        while true {
            for event in takeEvents() {
                if event == .quit { return }
                handle(event)
            }
            draw(frame(clock.targetTime))
            if !vsync { clock.sleepUntilTarget() }
            window.present()
            clock.advance()
        }
    }
}
