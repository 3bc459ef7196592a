// A main-thread callback carried through the render thread's @Sendable completion: it is only ever called on the
// main run loop (EventRunLoop.perform), where it was made, so it never runs concurrently (docs/architecture.md,
// Threads).
struct MainThreadHandoff: @unchecked Sendable {
    let done: (_ path: String?, _ failure: String?) -> Void

    init(_ done: @escaping (_ path: String?, _ failure: String?) -> Void) {
        self.done = done
    }
}
