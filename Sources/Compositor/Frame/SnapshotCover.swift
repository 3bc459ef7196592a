// What the frame builder looks for while it records a sliding transition's snapshot (FrameBuilder+SnapshotCopy):
// whether some layer body drawn straight into the snapshot covers every pixel of the transitioning layer's bounds
// with an opaque colour at full coverage. Everything drawn into the snapshot composites source-over (or adds), which
// keeps an opaque pixel opaque, so such a body makes the whole snapshot opaque there, and the snapshot can then be
// copied instead of blended (spec §7.3 slides; docs/architecture.md "Frame cost").
import Foundation

struct SnapshotCover {
    /// The bounds' pixels in window points (whole target pixels).
    let rect: CGRect
    /// The builder's group depth of the snapshot pass: bodies drawn in a nested group are composited later.
    let groupDepth: Int
    /// Whether a covering body has been seen.
    var covered = false
}
