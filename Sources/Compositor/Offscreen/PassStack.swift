// The compositor's stack of open passes while a frame's commands replay (GLCompositor+Commands; docs/architecture.md
// "The compositor"): the framebuffer and viewport of each pass (index 0 is the frame's own target; group, snapshot,
// raster and shadow source passes push theirs), and the damage scissor of a partial frame (GLCompositor+KeptFrame),
// which pauses inside passes that draw their whole texture and comes back when they end. State private to this file.
internal import CSDL2

/// The framebuffers, viewports and scissor of the passes being drawn.
final class PassStack {
    /// Framebuffers bound while passes nest; index 0 is the frame's own.
    private var framebuffers: [GLuint] = []
    /// The viewport (x, y, width, height) of each pass: the frame's, or a raster's (passes inside inherit it).
    private var viewports: [SIMD4<Int32>] = []
    /// Pass depths of the snapshot passes that paused the scissor.
    private var scissorPausedAt: [Int] = []
    /// Whether the frame being drawn is scissored to its damage, and the scissor box (x, y, width, height) then.
    private(set) var drawsPartially = false
    private var damageScissor = SIMD4<Int32>(0, 0, 0, 0)

    /// Starts a frame of `width`×`height` pixels: no pass open, the frame's viewport, the scissor off.
    func beginFrame(width: Int, height: Int) {
        framebuffers.removeAll(keepingCapacity: true)
        viewports.removeAll(keepingCapacity: true)
        viewports.append(SIMD4(0, 0, Int32(width), Int32(height)))
        scissorPausedAt.removeAll(keepingCapacity: true)
        drawsPartially = false
        glDisable(GLenum(GL_SCISSOR_TEST))
    }

    /// Sets the framebuffer the frame is drawn into (the bottom of the stack) and binds it.
    func bindFrame(_ framebuffer: GLuint) {
        framebuffers.append(framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
    }

    /// The frame's own framebuffer, the current pass's, and the current pass's viewport.
    var frameFramebuffer: GLuint { framebuffers[0] }
    var framebuffer: GLuint { framebuffers[framebuffers.count - 1] }
    var viewport: SIMD4<Int32> { viewports[viewports.count - 1] }

    /// Opens a pass drawing into `framebuffer` with `viewport` (nil: the enclosing pass's). A pass that draws its
    /// whole texture pauses the damage scissor (`pausesScissor`). The framebuffer is bound when `binds`; the caller
    /// sets the viewport.
    func push(_ framebuffer: GLuint, viewport: SIMD4<Int32>? = nil, pausesScissor: Bool, binds: Bool = true) {
        framebuffers.append(framebuffer)
        viewports.append(viewport ?? self.viewport)
        if pausesScissor {
            scissorPausedAt.append(framebuffers.count)
            glDisable(GLenum(GL_SCISSOR_TEST))
        }
        if binds { glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer) }
    }

    /// Closes the current pass: the enclosing pass's viewport comes back (when it differs, or always with
    /// `restoresViewport`: something else set the viewport meanwhile), its framebuffer is bound again (when
    /// `rebinds`), and the damage scissor comes back when the pass that paused it has ended.
    func pop(rebinds: Bool = true, restoresViewport: Bool = false) {
        framebuffers.removeLast()
        let closed = viewports.removeLast()
        if restoresViewport || closed != viewport { PassStack.setViewport(viewport) }
        if rebinds { glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer) }
        resumeScissor()
    }

    /// Scissors a partial frame to `box` (nil: the frame is drawn whole).
    func scissor(to box: PixelBox?) {
        drawsPartially = false
        guard let box else { return }
        drawsPartially = true
        damageScissor = SIMD4(Int32(box.minX), Int32(box.minY), Int32(box.maxX - box.minX), Int32(box.maxY - box.minY))
        glEnable(GLenum(GL_SCISSOR_TEST))
        PassStack.setScissor(damageScissor)
    }

    /// After a pass ends: the damage's scissor comes back when the snapshot pass it paused for has ended (a raster
    /// atlas pass scissors to its rectangle meanwhile, so the box is set again); inside another such pass it stays off.
    private func resumeScissor() {
        guard let level = scissorPausedAt.last, framebuffers.count < level else { return }
        scissorPausedAt.removeLast()
        if drawsPartially && scissorPausedAt.isEmpty {
            glEnable(GLenum(GL_SCISSOR_TEST))
            PassStack.setScissor(damageScissor)
        } else {
            glDisable(GLenum(GL_SCISSOR_TEST))
        }
    }

    static func setViewport(_ box: SIMD4<Int32>) { glViewport(box.x, box.y, box.z, box.w) }
    static func setScissor(_ box: SIMD4<Int32>) { glScissor(box.x, box.y, box.z, box.w) }
}
