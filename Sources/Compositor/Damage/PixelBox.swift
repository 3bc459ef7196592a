// A rectangle of whole target pixels in OpenGL window coordinates (origin at the bottom-left, as glScissor takes
// them), half-open: the damaged region of a frame (DECISIONS 17).

/// Pixels `minX..<maxX` × `minY..<maxY` of the frame's target; empty when either range is.
struct PixelBox: Equatable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    static let empty = PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0)

    var isEmpty: Bool { maxX <= minX || maxY <= minY }
    var area: Int { isEmpty ? 0 : (maxX - minX) * (maxY - minY) }

    /// The smallest box holding both (an empty box adds nothing).
    func union(_ other: PixelBox) -> PixelBox {
        if other.isEmpty { return self }
        if isEmpty { return other }
        return PixelBox(minX: min(minX, other.minX), minY: min(minY, other.minY),
                        maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The part inside a `width`×`height` target.
    func clamped(width: Int, height: Int) -> PixelBox {
        PixelBox(minX: max(minX, 0), minY: max(minY, 0), maxX: min(maxX, width), maxY: min(maxY, height))
    }

    func contains(_ other: PixelBox) -> Bool {
        other.isEmpty || (minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY)
    }
}

extension PixelBox {
    /// Whether the two boxes share a pixel.
    func intersects(_ other: PixelBox) -> Bool {
        !isEmpty && !other.isEmpty && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
