// The compositor's pool of frame-sized offscreen targets for group passes (group opacity, masks, a fade's new
// appearance: GLCompositor+Commands; docs/architecture.md "The compositor"), one per nesting slot the frame needs
// (FrameBuilder.targetsNeeded), kept and resized in place across frames. State private to this file.
internal import CSDL2

/// Frame-sized group targets by slot.
final class GroupTargets {
    private var targets: [RenderTarget] = []

    /// Makes the first `count` targets `width`×`height` pixels; false when the driver cannot render to them.
    /// Resizing a target unbinds the framebuffer: the caller binds its own again.
    func prepare(count: Int, width: Int, height: Int) -> Bool {
        while targets.count < count { targets.append(RenderTarget()) }
        var ready = true
        for index in 0..<count where !targets[index].ensureSize(width: width, height: height) { ready = false }
        return ready
    }

    /// The target of group slot `slot` (prepared this frame).
    subscript(slot: Int) -> RenderTarget { targets[slot] }
}
