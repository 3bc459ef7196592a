// What the frame builder remembers about a transition's old appearance it has rendered into a texture
// (FrameBuilder+TransitionSnapshots): the token naming the appearance (held, so its identity cannot be reused
// while the texture lives), where the layer was on screen when it was rendered, and the last frame that used it.
import QuartzCore
import Foundation

struct TransitionSnapshotEntry {
    let token: TransitionAppearanceToken
    /// The transitioning layer's bounds space to the window when the snapshot was drawn.
    var window: CATransform3D
    /// The frame's size in points and pixels then.
    var viewport: CGSize
    var pixelSize: CGSize
    var lastFrame: UInt64
    /// The bounds as whole pixels when an opaque body covers all of them (SnapshotCover); nil otherwise.
    var opaquePixels: PixelBox?
}
