// The window's size as the main thread read it (SDL allows its window-size calls only there), handed to the render
// thread with each committed tree through RenderTreeMailbox, so the frame loop never asks SDL for it.
import Foundation

/// The drawable a frame is drawn into: its size in pixels and in points (layer coordinates).
public struct FrameSurface: Sendable, Equatable {
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var pointSize: CGSize

    public init(pixelWidth: Int, pixelHeight: Int, pointSize: CGSize) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.pointSize = pointSize
    }

    /// The window's current size; call on the main thread.
    public init(window: HostWindow) {
        let pixels = window.pixelSize, points = window.pointSize
        self.init(pixelWidth: pixels.width, pixelHeight: pixels.height,
                  pointSize: CGSize(width: points.width, height: points.height))
    }
}
