// One step of a frame as the damage tracker compares it (DECISIONS 17): a DrawCommand's quad runs split into single
// quads, so two frames line up quad by quad however their runs were cut. Plain values only (the image by its
// identifier, a snapshot by its key's bits, a shadow texture by its key), so the previous frame's steps keep nothing
// alive.

/// A quad (with what it is drawn with) or a pass boundary; `instance` indexes the frame's records (-1: none).
struct DamageStep {
    enum Kind: UInt8 {
        case quad, beginGroup, endGroup, composite, beginSnapshot, compositeSnapshot, beginShadowSource, endShadowSource,
             compositeShadow
    }

    var kind: Kind
    var instance: Int32 = -1
    /// The shader variant (QuadProgramKind.rawValue), for quads.
    var program: Int32 = 0
    /// CGImage.identifier of the quad's contents texture (0: none).
    var image: UInt64 = 0
    /// Offscreen target slot (groups and composites); for composites also the mask or new-appearance slot.
    var slot: Int32 = -1
    var secondSlot: Int32 = -1
    /// The transition snapshot's key (snapshot steps), or the shadow texture's key (shadow steps).
    var snapshot: UInt = 0

    /// The snapshot key standing for raster atlas page `page` (object addresses never come this close to the top).
    static func atlasPageKey(_ page: Int) -> UInt { UInt.max - UInt(page) }

    /// Same step apart from which record it points at (records are compared by content, DamageTracker).
    func drawsLike(_ other: DamageStep) -> Bool {
        kind == other.kind && program == other.program && image == other.image && slot == other.slot
            && secondSlot == other.secondSlot && snapshot == other.snapshot && (instance < 0) == (other.instance < 0)
    }
}

extension DamageStep {
    /// Appends the steps of `command` to `steps`.
    static func append(_ command: DrawCommand, to steps: inout [DamageStep]) {
        switch command {
        case .quads(let first, let count, let image, let program):
            let identifier = image?.identifier ?? 0
            for index in first..<first + count {
                steps.append(DamageStep(kind: .quad, instance: Int32(index), program: Int32(program.rawValue),
                                        image: identifier))
            }
        case .beginGroup(let slot):
            steps.append(DamageStep(kind: .beginGroup, slot: Int32(slot)))
        case .endGroup:
            steps.append(DamageStep(kind: .endGroup))
        case .composite(let instance, let slot, let maskSlot):
            steps.append(DamageStep(kind: .composite, instance: Int32(instance), slot: Int32(slot),
                                    secondSlot: Int32(maskSlot)))
        case .beginSnapshot(let key, _):
            steps.append(DamageStep(kind: .beginSnapshot, snapshot: UInt(bitPattern: key)))
        case .compositeSnapshot(let instance, let key, let newSlot):
            steps.append(DamageStep(kind: .compositeSnapshot, instance: Int32(instance), secondSlot: Int32(newSlot),
                                    snapshot: UInt(bitPattern: key)))
        case .beginRaster(let key, _, _):
            // A raster pass draws into its own texture, as a snapshot pass does (the size is in the records).
            steps.append(DamageStep(kind: .beginSnapshot, snapshot: UInt(bitPattern: key)))
        case .rasterComposite(let instance, let key):
            // A snapshot composite drawn with the full shader: damaged, like the others, when its texture is redrawn.
            steps.append(DamageStep(kind: .compositeSnapshot, instance: Int32(instance),
                                    program: Int32(QuadProgramKind.full.rawValue), snapshot: UInt(bitPattern: key)))
        case .beginAtlasRaster(let slot, _, _):
            // A pass into a raster atlas page: every bitmap composite from that page counts as damaged (below).
            steps.append(DamageStep(kind: .beginSnapshot, snapshot: DamageStep.atlasPageKey(slot.page)))
        case .rasterQuads(let first, let count, let page, let program):
            for index in first..<first + count {
                steps.append(DamageStep(kind: .compositeSnapshot, instance: Int32(index),
                                        program: Int32(program.rawValue), snapshot: DamageStep.atlasPageKey(page)))
            }
        case .textQuads(let first, let count, let page):
            // A text quad's record names its image (FrameBuilder+TextAtlas), so a new text compares as changed.
            for index in first..<first + count {
                steps.append(DamageStep(kind: .quad, instance: Int32(index),
                                        program: Int32(QuadProgramKind.raster.rawValue), slot: Int32(page)))
            }
        case .beginShadowSource(let key, _, _):
            steps.append(DamageStep(kind: .beginShadowSource, snapshot: UInt(key)))
        case .endShadowSource(let key, _, _, _):
            steps.append(DamageStep(kind: .endShadowSource, snapshot: UInt(key)))
        case .compositeShadow(let instance, let key):
            steps.append(DamageStep(kind: .compositeShadow, instance: Int32(instance), snapshot: UInt(key)))
        }
    }
}
