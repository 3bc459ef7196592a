// Where the frame builder records a transition snapshot's pass (FrameBuilder+TransitionSnapshots), so that the
// pass's first body, when it fills the whole target, is folded into the pass's clear colour instead of drawn
// (FrameBuilder+Background; docs/architecture.md "Frame cost").

struct SnapshotClearWatch {
    /// The index of the pass's `beginSnapshot` command in the frame's commands.
    let command: Int
    /// How many quad instances the frame had when the pass began: a body appended since is drawn before any fold.
    let instances: Int
    /// The builder's group depth of the pass: bodies in a nested group are not drawn straight into the snapshot.
    let groupDepth: Int
}
