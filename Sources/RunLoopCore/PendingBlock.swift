// PendingBlock: one `perform(inModes:block:)` item waiting for a pass in a matching mode
// (spec §10.3 steps 3 and 11, CFRunLoopPerformBlock).

struct PendingBlock {
    let modes: [RunLoopMode]
    let block: () -> Void
}

extension PendingBlock {
    /// A block queued for `.common` runs in any mode marked common (CF's block mode matching).
    func matches(mode: RunLoopMode, isCommon: Bool) -> Bool {
        modes.contains(mode) || (isCommon && modes.contains(.common))
    }
}
