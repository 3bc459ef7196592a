// What the compositor counted and timed of the last frame it drew (GLCompositor.render; docs/architecture.md "Frame
// cost"): draw calls, shadow blurs, pixels redrawn, and the seconds spent building and encoding (the benchmarks'
// per-phase split, GLCompositor+PhaseClock; BENCHMARKS.md "Where a frame's CPU time goes"). Reset by every frame.

/// The last frame's figures.
struct FrameFigures {
    /// Draw calls issued (quad runs and group composites).
    var drawCalls = 0
    /// Shadow textures drawn and blurred (FrameBuilder+CompositedShadow); 0 when every composited shadow came from
    /// the cache.
    var shadowBlurs = 0
    /// Pixels redrawn (0: nothing changed; the target's area: drawn whole).
    var redrawnArea = 0
    /// Seconds spent building the frame's quads and commands (FrameBuilder), and then encoding them (damage,
    /// uploads, GL calls up to the caller's finish or flush).
    var buildSeconds = 0.0
    var encodeSeconds = 0.0
}
