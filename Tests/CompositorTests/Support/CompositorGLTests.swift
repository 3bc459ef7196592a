// The parent suite of every test that makes an OpenGL context: SDL windows and GL contexts cannot be created
// from several test threads at once, so all GL suites nest here and run one at a time.
import Testing

@Suite("Compositor (one GL context at a time)", .serialized)
struct CompositorGLTests {}
