// Redraw only what changed (issue 19): the compositor draws into a colour target of its own that keeps the last
// frame, redraws only the damaged box of it (DamageTracker) with the scissor on, and copies it to the caller's
// framebuffer every frame — a frame where nothing changed draws nothing and still presents the kept frame.
// Transition snapshots are drawn whole into their own textures, so the scissor pauses inside their passes.
import CSDL2
import CoreAnimation

extension GLCompositor {
    /// Binds the target the frame is drawn into and decides what to draw: the kept target with the frame's damage
    /// (all of it when damage tracking is off), or `output` itself, drawn whole, when the driver cannot render to
    /// the kept target.
    func beginFrame(output: GLuint, clear: RenderColor) -> FrameDamage {
        framebufferStack.removeAll(keepingCapacity: true)
        scissorPausedAt.removeAll(keepingCapacity: true)
        glDisable(GLenum(GL_SCISSOR_TEST))
        let kept = keptFrame ?? RenderTarget()
        keptFrame = kept
        let resized = kept.width != targetWidth || kept.height != targetHeight
        usesKeptFrame = kept.ensureSize(width: targetWidth, height: targetHeight)
        guard usesKeptFrame else {
            damageTracker.forget()
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), output)
            framebufferStack.append(output)
            return .everything
        }
        if resized || !redrawsOnlyDamage { damageTracker.forget() }
        framebufferStack.append(kept.framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), kept.framebuffer)
        let result = damageTracker.damage(of: builder, clear: clear, width: targetWidth, height: targetHeight)
        drawsPartially = false
        if case .region(let box) = result {
            drawsPartially = true
            glEnable(GLenum(GL_SCISSOR_TEST))
            glScissor(GLint(box.minX), GLint(box.minY), GLsizei(box.maxX - box.minX), GLsizei(box.maxY - box.minY))
        }
        return result
    }

    /// Copies the kept frame to `output` and leaves `output` bound (screenshots read it back from there).
    func endFrame(output: GLuint) {
        glDisable(GLenum(GL_SCISSOR_TEST))
        guard usesKeptFrame, let kept = keptFrame else { return }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), kept.framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), output)
        glBlitFramebuffer(0, 0, GLint(targetWidth), GLint(targetHeight), 0, 0, GLint(targetWidth), GLint(targetHeight),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), output)
    }

    /// A snapshot pass starts: it draws its whole texture, so the scissor pauses until the pass ends.
    func pauseScissorForSnapshot() {
        scissorPausedAt.append(framebufferStack.count)
        glDisable(GLenum(GL_SCISSOR_TEST))
    }

    /// After a pass ends: the scissor comes back when the snapshot pass it paused for has ended.
    func resumeScissorAfterPass(partial: Bool) {
        guard let level = scissorPausedAt.last, framebufferStack.count < level else { return }
        scissorPausedAt.removeLast()
        if partial && scissorPausedAt.isEmpty { glEnable(GLenum(GL_SCISSOR_TEST)) }
    }
}
