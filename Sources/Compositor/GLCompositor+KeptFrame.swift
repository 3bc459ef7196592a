// Redraw only what changed (DECISIONS 17): the compositor draws into a colour target of its own that keeps the last
// frame, redraws only the damaged box of it (DamageTracker) with the scissor on, and copies it to the caller's
// framebuffer every frame — a frame where nothing changed draws nothing and still presents the kept frame.
// That copy is a full-window pass on llvmpipe (a window's buffer is stored upside down, so the blit cannot be a
// memcpy), which costs more than the damage itself; when the caller's framebuffer is known to keep its pixels
// between frames (SDL's offscreen driver draws into an EGL pbuffer, which swapping leaves alone) the damage is
// drawn straight into it and nothing is copied. Transition snapshots are drawn whole into their own textures, so
// the scissor pauses inside their passes.
internal import CSDL2
import QuartzCore
import Foundation

extension GLCompositor {
    /// Binds the target the frame is drawn into and decides what to draw: the kept target with the frame's damage
    /// (all of it when damage tracking is off), or `output` itself, drawn whole, when the driver cannot render to
    /// the kept target.
    func beginFrame(output: GLuint, clear: RenderColor) -> FrameDamage {
        framebufferStack.removeAll(keepingCapacity: true)
        viewportStack.removeAll(keepingCapacity: true)
        viewportStack.append(SIMD4(0, 0, Int32(targetWidth), Int32(targetHeight)))
        scissorPausedAt.removeAll(keepingCapacity: true)
        glDisable(GLenum(GL_SCISSOR_TEST))
        defer { lastOutput = output }
        if outputKeepsFrame {
            usesKeptFrame = false
            keptFrame = nil
            framebufferStack.append(output)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), output)
            if !redrawsOnlyDamage || output != lastOutput { damageTracker.forget() }
            return scissor(to: damageTracker.damage(of: builder, clear: clear, width: targetWidth, height: targetHeight))
        }
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
        if resized || !redrawsOnlyDamage || lastOutput == nil { damageTracker.forget() }
        framebufferStack.append(kept.framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), kept.framebuffer)
        return scissor(to: damageTracker.damage(of: builder, clear: clear, width: targetWidth, height: targetHeight))
    }

    /// Turns the scissor on for a partial frame.
    private func scissor(to result: FrameDamage) -> FrameDamage {
        drawsPartially = false
        if case .region(let box) = result {
            drawsPartially = true
            damageScissor = SIMD4(Int32(box.minX), Int32(box.minY), Int32(box.maxX - box.minX), Int32(box.maxY - box.minY))
            glEnable(GLenum(GL_SCISSOR_TEST))
            setScissor(damageScissor)
        }
        return result
    }

    /// Whether the current SDL video driver's framebuffers keep their pixels between frames: the offscreen driver's
    /// EGL pbuffers do (eglSwapBuffers has no effect on a pbuffer); a window's buffers may be swapped or reused.
    static func currentOutputKeepsFrame() -> Bool {
        guard let driver = SDL_GetCurrentVideoDriver() else { return false }
        return strcmp(driver, "offscreen") == 0
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

    /// After a pass ends: the damage's scissor comes back when the snapshot pass it paused for has ended (a raster
    /// atlas pass scissors to its rectangle meanwhile, so the box is set again); inside another such pass it stays off.
    func resumeScissorAfterPass(partial: Bool) {
        guard let level = scissorPausedAt.last, framebufferStack.count < level else { return }
        scissorPausedAt.removeLast()
        if partial && scissorPausedAt.isEmpty {
            glEnable(GLenum(GL_SCISSOR_TEST))
            setScissor(damageScissor)
        } else {
            glDisable(GLenum(GL_SCISSOR_TEST))
        }
    }

    func setScissor(_ box: SIMD4<Int32>) { glScissor(box.x, box.y, box.z, box.w) }
}
