// The frame builder's open quad run (FrameBuilder.extendRun, docs/architecture.md "Frame cost"): the last draw step
// while it is a run of quads without a contents image, with its count kept outside the DrawCommand enum, so a quad
// joining it is one integer store; the count is written into the command before the list is read or changed.

/// The open run of quads without an image: which command it is, its first instance, its count, and the count its
/// command holds.
struct OpenQuadRun {
    /// The run's index in the builder's command list; -1: no run is open.
    var command = -1
    var first = 0
    var count = 0
    var program: QuadProgramKind = .full
    /// The count the command was last written with.
    var written = 0

    init() {}

    /// A run just appended as `.quads(first: first, count: 1, image: nil, program: program)` at `command`.
    init(command: Int, first: Int, program: QuadProgramKind) {
        self.command = command
        self.first = first
        self.program = program
        count = 1
        written = 1
    }

    /// Whether the command's count is behind the run's.
    var isDirty: Bool { command >= 0 && count != written }
}
