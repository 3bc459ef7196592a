// Where the compositor draws a frame so that the next one can redraw only its damage (GLCompositor+KeptFrame;
// DECISIONS 17; docs/architecture.md "Frame cost"): straight into the caller's framebuffer when it keeps its pixels
// between frames (SDL's offscreen driver), else into a colour target of its own that keeps the last frame and is
// copied to the caller's framebuffer after every frame. It remembers the framebuffer the last frame went to, so a
// change of output forgets the damage history. State private to this file.
internal import CSDL2

/// The target that keeps the last frame, or the caller's framebuffer where that keeps it by itself.
final class KeptFrameTarget {
    /// Where the frame is drawn, and whether the damage tracker's history still describes what is there.
    enum Choice {
        /// Into `framebuffer`; `keepsHistory` false: the damage tracker must forget the last frame.
        case kept(framebuffer: GLuint, keepsHistory: Bool)
        /// Into the caller's framebuffer, whole: the driver cannot render to the kept target.
        case whole
    }

    /// The colour target that keeps the last frame (nil while the output keeps it, or before the first frame).
    private var target: RenderTarget?
    /// Whether the frame being drawn goes into `target`, and is copied to the output at its end.
    private var drawsIntoTarget = false
    /// Whether the caller's framebuffer keeps the last frame by itself: then damage is drawn straight into it and no
    /// kept target is needed (tests turn it off to exercise the kept target).
    var outputKeepsFrame: Bool
    /// The framebuffer the last frame was drawn to (nil before the first).
    private var lastOutput: GLuint?

    init(outputKeepsFrame: Bool) {
        self.outputKeepsFrame = outputKeepsFrame
    }

    /// Chooses where a frame of `width`×`height` pixels for `output` is drawn; `redrawsOnlyDamage` false: every
    /// frame is drawn whole (into the same target, so both settings give the same pixels).
    func begin(output: GLuint, width: Int, height: Int, redrawsOnlyDamage: Bool) -> Choice {
        defer { lastOutput = output }
        if outputKeepsFrame {
            drawsIntoTarget = false
            target = nil
            return .kept(framebuffer: output, keepsHistory: redrawsOnlyDamage && output == lastOutput)
        }
        let kept = target ?? RenderTarget()
        target = kept
        let resized = kept.width != width || kept.height != height
        drawsIntoTarget = kept.ensureSize(width: width, height: height)
        guard drawsIntoTarget else { return .whole }
        return .kept(framebuffer: kept.framebuffer, keepsHistory: !resized && redrawsOnlyDamage && lastOutput != nil)
    }

    /// Copies the kept frame to `output` (when the frame went to the kept target) and leaves `output` bound.
    func end(output: GLuint, width: Int, height: Int) {
        guard drawsIntoTarget, let kept = target else { return }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), kept.framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), output)
        glBlitFramebuffer(0, 0, GLint(width), GLint(height), 0, 0, GLint(width), GLint(height),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), output)
    }
}
