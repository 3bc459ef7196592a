// What a frame must redraw (DECISIONS 17), as the damage tracker decides it.

/// The part of the kept frame that the new frame changes.
enum FrameDamage: Equatable {
    /// Nothing changed: the kept frame is presented as it is, nothing is drawn.
    case nothing
    /// Only the box changed: the frame is drawn scissored to it (transition snapshots, drawn into their own
    /// textures, are drawn whole even when the box is empty).
    case region(PixelBox)
    /// The whole frame is drawn (first frame, resize, clear colour or gradient stops changed, or most of it moved).
    case everything
}

extension FrameDamage {
    /// The pixels redrawn in a `width`×`height` target.
    func area(width: Int, height: Int) -> Int {
        switch self {
        case .nothing: return 0
        case .region(let box): return box.area
        case .everything: return width * height
        }
    }
}
