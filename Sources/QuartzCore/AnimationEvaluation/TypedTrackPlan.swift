// The reused evaluation's typed steps (RenderTree+ReusedEvaluation.swift, docs/architecture.md "The flow of one
// change"): built once per committed tree when EvaluationSource is filled, for every layer whose tracks all take a
// TypedTrackStep and write different properties (each then reads only its committed value, so the steps are
// independent and need no restore pass); the other animated layers keep RenderLayer.reapplyAnimations. A tile
// spinning and fading is two steps: what a frame does for it is two timing samples, the lane arithmetic, one sine
// and cosine and two stores. Steps whose value is one number (an opacity, a radius, a rotation angle) run in their
// compact form (ScalarTrackStep).

/// The typed steps of the animated layers that take them, in layer order.
struct TypedTrackPlan: Sendable {
    private var steps: [TypedTrackStep] = []
    /// The steps whose value is one number, in their compact form (ScalarTrackStep), and the curves they ease by.
    private var scalarSteps: [ScalarTrackStep] = []
    private var curves: [CAMediaTimingFunctionCurve] = []

    /// How many steps a frame runs.
    var count: Int { steps.count + scalarSteps.count }

    /// How many of them run in the compact form.
    var scalarCount: Int { scalarSteps.count }

    /// Forgets every step (kept capacity).
    mutating func removeAll() {
        steps.removeAll(keepingCapacity: true)
        scalarSteps.removeAll(keepingCapacity: true)
        curves.removeAll(keepingCapacity: true)
    }

    /// Makes room for `count` steps at once (a tree's first fill grew the list step by step, copying it each time).
    mutating func reserveCapacity(_ count: Int) {
        steps.reserveCapacity(count)
        scalarSteps.reserveCapacity(count)
    }

    /// Adds the steps of the committed layer `record` (index `layer`) when every one of its tracks takes one and no
    /// two write the same property; false, with nothing added, when the general path must evaluate the layer.
    /// Each step is made once and goes straight to its list: a step whose value is one number in its compact form
    /// (the steps are independent: each writes its own field from the committed record, so the order they run in
    /// does not matter). Building every step into `steps` first and moving the compact ones over afterwards copied
    /// each 352-byte step three times and checked the offsets through an array slice.
    mutating func add(layer: Int, record: UnsafePointer<RenderLayer>) -> Bool {
        if case .emitter = record.pointee.layerClass { return false }
        let tracks = record.pointee.animations.tracks
        guard !tracks.isEmpty else { return false }
        let start = steps.count, scalarStart = scalarSteps.count, curveStart = curves.count
        for index in tracks.indices {
            guard let step = TypedTrackStep(tracks[index], layer: layer, record: record),
                  !writes(step.offset, stepsFrom: start, scalarStepsFrom: scalarStart) else {
                steps.removeSubrange(start...)
                scalarSteps.removeSubrange(scalarStart...)
                curves.removeSubrange(curveStart...)
                return false
            }
            if let scalar = ScalarTrackStep(step, curve: step.curve == nil ? -1 : Int32(curves.count)) {
                if let curve = step.curve { curves.append(curve) }
                scalarSteps.append(scalar)
            } else {
                steps.append(step)
            }
        }
        return true
    }

    /// Whether a step added for the current layer (from `start` in `steps`, from `scalarStart` in `scalarSteps`)
    /// already writes the field at `offset`.
    private func writes(_ offset: Int, stepsFrom start: Int, scalarStepsFrom scalarStart: Int) -> Bool {
        for position in start..<steps.count where steps[position].offset == offset { return true }
        for position in scalarStart..<scalarSteps.count where scalarSteps[position].offset == offset { return true }
        return false
    }

    /// Runs every step at media time `time` on the evaluated buffer `records`, whose committed records are
    /// `committed` (the same indices).
    func apply(atMediaTime time: Double, to records: UnsafeMutablePointer<RenderLayer>,
               committed: UnsafePointer<RenderLayer>) {
        applyScalarSteps(atMediaTime: time, to: records, committed: committed)
        steps.withUnsafeBufferPointer { list in
            for position in 0..<list.count {
                let layer = list[position].layer
                list[position].apply(atMediaTime: time, to: UnsafeMutableRawPointer(records + layer),
                                     committed: UnsafeRawPointer(committed + layer))
            }
        }
    }

    /// The compact steps' loop, its own function: inlined beside the four-lane loop it shared that loop's
    /// registers and spilled a step's fields each round.
    @inline(never)
    private func applyScalarSteps(atMediaTime time: Double, to records: UnsafeMutablePointer<RenderLayer>,
                                  committed: UnsafePointer<RenderLayer>) {
        scalarSteps.withUnsafeBufferPointer { list in
            curves.withUnsafeBufferPointer { curves in
                for position in 0..<list.count {
                    let layer = list[position].layer
                    list[position].apply(atMediaTime: time, to: UnsafeMutableRawPointer(records + layer),
                                         committed: UnsafeRawPointer(committed + layer), curves: curves)
                }
            }
        }
    }
}
