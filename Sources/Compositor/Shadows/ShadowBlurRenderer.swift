// The blur of composited shadows (FrameBuilder+CompositedShadow): a Gaussian applied as two separable passes, along
// x into an intermediate target and along y into the shadow's texture, each a weighted sum of 2·radius + 1 texels of
// the source's alpha (texelFetch, no filtering, so the weights are exactly the sampled Gaussian's). The radius is
// ceil(3 sigma), the reach the analytic shadow integrates to (FrameBuilder+Shadow), and the weights are normalised so
// a uniform area keeps its alpha. The output is white at the blurred alpha (premultiplied), tinted when drawn.
internal import CSDL2

/// The blur program and its intermediate target.
final class ShadowBlurRenderer {
    /// The most taps on each side: 3 × FrameBuilder.maxShadowSigmaTexels, rounded up, with room to spare.
    static let maxRadius = 24

    private let program: GLProgram
    private let stepLocation: GLint
    private let radiusLocation: GLint
    private let weightsLocation: GLint
    private var vertexArray: GLuint = 0
    private let intermediate = RenderTarget()
    /// The current blur's weights, centre first (reused: no allocation per blur).
    private var weights = [Float](repeating: 0, count: ShadowBlurRenderer.maxRadius + 1)

    static let vertex = """
    #version 330 core
    // One triangle covering the target; the fragment shader reads gl_FragCoord.
    void main() {
        vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
        gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
    }
    """

    static let fragment = """
    #version 330 core
    uniform sampler2D uSource;
    uniform ivec2 uStep;
    uniform int uRadius;
    uniform float uWeights[\(maxRadius + 1)];
    out vec4 fragColor;

    void main() {
        ivec2 p = ivec2(gl_FragCoord.xy);
        ivec2 last = textureSize(uSource, 0) - ivec2(1);
        float a = texelFetch(uSource, p, 0).a * uWeights[0];
        for (int i = 1; i <= uRadius; i++) {
            float ahead = texelFetch(uSource, clamp(p + uStep * i, ivec2(0), last), 0).a;
            float behind = texelFetch(uSource, clamp(p - uStep * i, ivec2(0), last), 0).a;
            a += (ahead + behind) * uWeights[i];
        }
        fragColor = vec4(a);
    }
    """

    init() throws {
        program = try GLProgram(name: "shadow blur", vertexSource: ShadowBlurRenderer.vertex,
                                fragmentSource: ShadowBlurRenderer.fragment)
        program.use()
        glUniform1i(program.uniformLocation("uSource"), 0)
        stepLocation = program.uniformLocation("uStep")
        radiusLocation = program.uniformLocation("uRadius")
        weightsLocation = program.uniformLocation("uWeights")
        glGenVertexArrays(1, &vertexArray)
    }

    deinit { glDeleteVertexArrays(1, &vertexArray) }

    /// Blurs the alpha of the `width`×`height` texture `source` by a Gaussian of `sigma` texels into `destination`
    /// (resized to match). Leaves blending off, texture unit 0 active and `destination` bound; false when a target
    /// cannot be rendered to.
    func blur(source: GLuint, into destination: RenderTarget, width: Int, height: Int, sigma: Float) -> Bool {
        guard intermediate.ensureSize(width: width, height: height),
              destination.ensureSize(width: width, height: height) else { return false }
        let radius = sigma < 0.05 ? 0 : min(Int((3 * sigma).rounded(.up)), ShadowBlurRenderer.maxRadius)
        var total: Float = 0
        for i in 0...radius {
            let x = Float(i)
            weights[i] = radius == 0 ? 1 : Float(exp(Double(-x * x / (2 * sigma * sigma))))
            total += i == 0 ? weights[i] : 2 * weights[i]
        }
        for i in 0...radius { weights[i] /= total }
        program.use()
        weights.withUnsafeBufferPointer { glUniform1fv(weightsLocation, GLsizei(radius + 1), $0.baseAddress) }
        glUniform1i(radiusLocation, GLint(radius))
        glBindVertexArray(vertexArray)
        glDisable(GLenum(GL_BLEND))
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        glActiveTexture(GLenum(GL_TEXTURE0))
        pass(from: source, into: intermediate.framebuffer, stepX: 1, stepY: 0)
        pass(from: intermediate.texture, into: destination.framebuffer, stepX: 0, stepY: 1)
        glBindVertexArray(0)
        return true
    }

    private func pass(from texture: GLuint, into framebuffer: GLuint, stepX: GLint, stepY: GLint) {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glUniform2i(stepLocation, stepX, stepY)
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
    }
}
