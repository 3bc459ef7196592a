// The frame builder's kept body slots (FrameBuilder+BodyTemplate, docs/architecture.md "Frame cost"): one
// BodyTemplate per layer slot, in memory the builder owns and reads and writes through a pointer. Kept in an array
// property of the builder, every kept leaf's access checked the array's uniqueness: a call, with the leaf's live
// registers saved around it, for a check that could never fail (the slots are never shared). A BodyTemplate holds
// plain values only, so the slots need no deinitialisation.

/// Layer slots' kept bodies, grown only: no allocation in steady state.
final class BodyTemplateSlots {
    /// The first slot; `count` slots are initialised.
    private var base: UnsafeMutablePointer<BodyTemplate>
    private(set) var count = 0
    private var capacity: Int

    init() {
        capacity = 16
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Makes the slots at least `count`, the new ones empty.
    func reserve(_ count: Int) {
        guard count > self.count else { return }
        if count > capacity {
            let grown = UnsafeMutablePointer<BodyTemplate>.allocate(capacity: max(count, 2 * capacity))
            grown.moveInitialize(from: base, count: self.count)
            base.deallocate()
            base = grown
            capacity = max(count, 2 * capacity)
        }
        (base + self.count).initialize(repeating: BodyTemplate(), count: count - self.count)
        self.count = count
    }

    /// Slot `index`, which must be below `count`.
    @inline(__always)
    func slot(_ index: Int) -> UnsafeMutablePointer<BodyTemplate> {
        base + index
    }

    /// Slot `index` as a value (for tests and diagnostics; the builder goes through `slot`).
    subscript(index: Int) -> BodyTemplate {
        get {
            precondition(index >= 0 && index < count, "body template slot \(index) out of 0..<\(count)")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "body template slot \(index) out of 0..<\(count)")
            base[index] = newValue
        }
    }
}
