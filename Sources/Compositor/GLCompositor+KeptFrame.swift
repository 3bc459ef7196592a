// Redraw only what changed (DECISIONS 17): the compositor draws into a colour target of its own that keeps the last
// frame, redraws only the damaged box of it (DamageTracker) with the scissor on, and copies it to the caller's
// framebuffer every frame — a frame where nothing changed draws nothing and still presents the kept frame.
// That copy is a full-window pass on llvmpipe (a window's buffer is stored upside down, so the blit cannot be a
// memcpy), which costs more than the damage itself; when the caller's framebuffer is known to keep its pixels
// between frames (SDL's offscreen driver draws into an EGL pbuffer, which swapping leaves alone) the damage is
// drawn straight into it and nothing is copied. Transition snapshots are drawn whole into their own textures, so
// the scissor pauses inside their passes (Offscreen/PassStack). Which target a frame goes to is
// Offscreen/KeptFrameTarget's.
internal import CSDL2
import QuartzCore
import Foundation

extension GLCompositor {
    /// Binds the target the frame is drawn into and decides what to draw: the kept target with the frame's damage
    /// (all of it when damage tracking is off), or `output` itself, drawn whole, when the driver cannot render to
    /// the kept target.
    func beginFrame(output: GLuint, clear: RenderColor) -> FrameDamage {
        passes.beginFrame(width: targetWidth, height: targetHeight)
        switch frameTarget.begin(output: output, width: targetWidth, height: targetHeight,
                                 redrawsOnlyDamage: redrawsOnlyDamage) {
        case .whole:
            damageTracker.forget()
            passes.bindFrame(output)
            return .everything
        case .kept(let framebuffer, let keepsHistory):
            if !keepsHistory { damageTracker.forget() }
            passes.bindFrame(framebuffer)
            return scissor(to: damageTracker.damage(of: builder, clear: clear, width: targetWidth, height: targetHeight))
        }
    }

    /// Makes the next frame draw whole, whatever the kept frame holds (a warm-up's frame: GLCompositor+WarmUp).
    func forgetKeptFrame() { damageTracker.forget() }

    /// Turns the scissor on for a partial frame.
    private func scissor(to result: FrameDamage) -> FrameDamage {
        if case .region(let box) = result {
            passes.scissor(to: box)
        } else {
            passes.scissor(to: nil)
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
        frameTarget.end(output: output, width: targetWidth, height: targetHeight)
    }

    /// Whether the caller's framebuffer keeps the last frame by itself (Offscreen/KeptFrameTarget).
    var outputKeepsFrame: Bool {
        get { frameTarget.outputKeepsFrame }
        set { frameTarget.outputKeepsFrame = newValue }
    }
}
