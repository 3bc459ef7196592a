// Draws render trees into a HostWindow on the calling thread and reads them back: screenshots, offscreen tests and
// benchmarks, through Compositor's FrameSequence, the sequence every host draws with. (The interactive window draws on
// the render thread instead: see InteractiveHost.)
import Compositor
import QuartzCore
import Foundation
import HostInterface

/// Draws render trees into a window on the calling thread and reads frames back.
package final class HostRunner {
    package let window: HostWindow
    package var compositor: GLCompositor { frames.compositor }
    private var pendingEvents: [HostEvent] = []
    /// Evaluates and draws each frame, reusing the evaluated tree so steady-state frames allocate nothing.
    private let frames: FrameSequence

    package init(window: HostWindow) throws(HostError) {
        self.window = window
        window.makeCurrent()
        do {
            frames = FrameSequence(compositor: try GLCompositor())
        } catch {
            throw HostError.compositorFailed(error.description)
        }
    }

    /// Draws `tree` with its animations evaluated at media time `time` into the window's back buffer
    /// (not yet presented).
    package func draw(_ tree: RenderTree, at time: Double) {
        let pixels = window.pixelSize
        let points = window.pointSize
        frames.draw(tree, at: time, pixelWidth: pixels.width, pixelHeight: pixels.height,
                    pointSize: CGSize(width: points.width, height: points.height))
    }

    /// Reads back what was drawn last (call before `present()`), RGBA8 top row first.
    package func readBack() -> (pixels: [UInt8], width: Int, height: Int) {
        let size = window.pixelSize
        return (compositor.readPixels(width: size.width, height: size.height), size.width, size.height)
    }

    /// Writes what was drawn last to a PNG file.
    package func saveScreenshot(to path: String) throws(HostError) {
        let frame = readBack()
        try PNGWriter.write(rgba: frame.pixels, width: frame.width, height: frame.height, to: path)
    }

    /// Input that arrived since the last call.
    package func takeEvents() -> [HostEvent] {
        pendingEvents.removeAll(keepingCapacity: true)
        SDLEventPump.drain(into: &pendingEvents)
        return pendingEvents
    }
}
