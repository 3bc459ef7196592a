// Driver work done before the first frame instead of inside a later one (docs/architecture.md "Driver warm-up"). A GL
// driver prepares a path at its first use: llvmpipe compiles shaders for each program, target format and blend
// state, and the blitter's programs behind glBlitFramebuffer from an RGBA8 texture into SDL's offscreen pbuffer, the
// first time each is drawn. A run's first push took several of them at once (the snapshot's copy, ~80 M
// instructions; the incoming page's opaque fill, ~12 M) and drew its first frame late by them. Hosts that draw to
// deadlines call `warmUp` once, before their first frame: it draws one frame of a small push into the current
// framebuffer and forgets it, so the caller's first frame is drawn whole over it.
import QuartzCore
import Foundation

extension GLCompositor {
    /// Draws a push transition half way between two pages of the frame's size (`pixelWidth`×`pixelHeight`:
    /// llvmpipe's sampling code differs for textures whose sides are powers of two), each an opaque page with one
    /// rounded tile, into the current framebuffer; then forgets the frame, so the next one is drawn whole.
    package func warmUp(pixelWidth: Int, pixelHeight: Int) {
        let size = CGSize(width: max(pixelWidth, 1), height: max(pixelHeight, 1))
        func layer(_ parent: Int32, _ frame: CGRect, _ color: RenderColor, radius: CGFloat = 0) -> RenderLayer {
            var layer = RenderLayer(parentIndex: parent)
            layer.bounds = CGRect(origin: .zero, size: frame.size)
            layer.position = CGPoint(x: frame.midX, y: frame.midY)
            layer.backgroundColor = color
            layer.cornerRadius = radius
            layer.allowsEdgeAntialiasing = false
            return layer
        }
        let whole = CGRect(origin: .zero, size: size)
        let tile = CGRect(x: 8, y: 8, width: 24, height: 24)
        let dark = RenderColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
        let light = RenderColor(red: 0.2, green: 0.2, blue: 0.22, alpha: 1)
        let accent = RenderColor(red: 0.5, green: 0.3, blue: 0.1, alpha: 1)
        let old = [layer(-1, whole, dark), layer(0, tile, accent, radius: 4)]
        var page = layer(0, whole, light)
        page.activeTransition = ActiveTransition(
            track: TransitionTrack(kind: .push, direction: .fromRight, oldLayers: old), progress: 0.5)
        let tree = RenderTree(layers: [layer(-1, whole, .init(red: 0, green: 0, blue: 0, alpha: 1)), page,
                                       layer(1, tile, accent, radius: 4)],
                              generation: 0, commitTime: 0, viewportSize: size)
        render(tree, pixelWidth: Int(size.width), pixelHeight: Int(size.height), pointSize: size)
        forgetKeptFrame()
        finish()
    }
}
