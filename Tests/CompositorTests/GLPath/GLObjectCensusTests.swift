// GLObjectCensus, the drawing soak's count of live GL objects (playground --soak): a texture, buffer and
// framebuffer made are counted, and deleting them brings the counts back; drawing the same tree again makes none.
import CSDL2
import QuartzCore
import Compositor
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("GL object census", .serialized)
    struct GLObjectCensusTests {
        @Test("made objects are counted, deleted ones are not, and redrawing a tree keeps the counts flat")
        func censusFollowsObjects() throws {
            let target = try OffscreenTarget(width: 32, height: 32)
            var builder = TreeBuilder(width: 32, height: 32, background: .blue)
            builder.add(frame: CGRect(x: 4, y: 4, width: 16, height: 16), color: .red)
            _ = target.render(builder.tree)
            let before = GLObjectCensus.take()
            var texture: GLuint = 0, buffer: GLuint = 0, framebuffer: GLuint = 0
            glGenTextures(1, &texture)
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            glGenBuffers(1, &buffer)
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
            glGenFramebuffers(1, &framebuffer)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            let made = GLObjectCensus.take()
            #expect(made.textures == before.textures + 1)
            #expect(made.buffers == before.buffers + 1)
            #expect(made.framebuffers == before.framebuffers + 1)
            glDeleteTextures(1, &texture)
            glDeleteBuffers(1, &buffer)
            glDeleteFramebuffers(1, &framebuffer)
            #expect(GLObjectCensus.take() == before)
            _ = target.render(builder.tree)
            #expect(GLObjectCensus.take() == before)
        }
    }
}
