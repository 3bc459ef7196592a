// The live OpenGL objects of the current context, counted by name (glIsTexture, glIsBuffer, glIsFramebuffer,
// glIsProgram over the first names the driver hands out): the drawing soak samples it to show that the
// compositor's textures, buffers, framebuffers and programs stay flat over a long run (docs/architecture.md "Benchmarks").
internal import CSDL2

package struct GLObjectCensus: Equatable, Sendable, CustomStringConvertible {
    package let textures: Int
    package let buffers: Int
    package let framebuffers: Int
    package let programs: Int

    /// Counts the objects among names 1...`names` of the current context (Mesa hands out the lowest free names,
    /// so a leak shows up as a growing count well inside this range).
    package static func take(names: UInt32 = 16_384) -> GLObjectCensus {
        var textures = 0, buffers = 0, framebuffers = 0, programs = 0
        for name in 1...names {
            if glIsTexture(name) != 0 { textures += 1 }
            if glIsBuffer(name) != 0 { buffers += 1 }
            if glIsFramebuffer(name) != 0 { framebuffers += 1 }
            if glIsProgram(name) != 0 { programs += 1 }
        }
        return GLObjectCensus(textures: textures, buffers: buffers, framebuffers: framebuffers, programs: programs)
    }

    package init(textures: Int, buffers: Int, framebuffers: Int, programs: Int) {
        self.textures = textures
        self.buffers = buffers
        self.framebuffers = framebuffers
        self.programs = programs
    }

    package var description: String {
        "textures \(textures), buffers \(buffers), framebuffers \(framebuffers), programs \(programs)"
    }
}
