// The source installed by CASetMediaTimeSource (spec §3.2), boxed for EngineGlobals. A function type stored
// directly as a generic lock's value is kept at the generic (maximally abstract) representation, and every
// `withLock { $0 }` on it reabstracts through the `inout` parameter: the closure was read out wrapped in a thunk
// and written back wrapped in the opposite one, two more frames per CACurrentMediaTime. Over the drawing soak
// the chain grew to hundreds of thousands of thunks: each frame slower, and the process crashed at exit when
// releasing it overflowed the stack. A class reference crosses the generic lock unchanged, so the closure here is
// stored once, as given, and never re-wrapped.

/// An installed media time source.
final class MediaTimeSource: Sendable {
    let read: @Sendable () -> CFTimeInterval

    init(_ read: @escaping @Sendable () -> CFTimeInterval) {
        self.read = read
    }
}
