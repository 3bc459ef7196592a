// The window's size as the main thread read it (SDL allows its window-size calls only there), handed to the render
// thread with each committed tree through RenderTreeMailbox, so the frame loop never asks SDL for it.
import Foundation

/// The drawable a frame is drawn into: its size in pixels and in points (layer coordinates).
package struct FrameSurface: Sendable, Equatable {
    package var pixelWidth: Int
    package var pixelHeight: Int
    package var pointSize: CGSize

    package init(pixelWidth: Int, pixelHeight: Int, pointSize: CGSize) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.pointSize = pointSize
    }

    /// The window's current size; call on the main thread.
    package init(window: HostWindow) {
        let pixels = window.pixelSize, points = window.pointSize
        self.init(pixelWidth: pixels.width, pixelHeight: pixels.height,
                  pointSize: CGSize(width: points.width, height: points.height))
    }
}
