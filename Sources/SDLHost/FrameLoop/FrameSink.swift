// What a frame loop's owner does with each frame, called on the render thread: read the drawn frame back before it
// is presented (screenshots), and keep its timing (the HUD's ring, the trace, a benchmark's samples).
import Compositor
import QuartzCore
import HostInterface

/// Receives each frame of a FrameLoop on the render thread; implementations must be safe to call from there.
package protocol FrameSink: AnyObject, Sendable {
    /// The frame is drawn and not yet presented: the compositor's back buffer holds it.
    func frameDrawn(by compositor: GLCompositor, surface: FrameSurface)
    /// The frame is presented; `timing` says when each part of it ended.
    func framePresented(_ timing: FrameTiming)
}
