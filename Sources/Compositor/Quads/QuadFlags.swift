// The integer flags word of a quad instance (`QuadInstance.packed.2`), decoded by the fragment shader
// (QuadShaders) with the same bit positions.

/// Bit layout: 0–3 the layer's CACornerMask, 4–7 the clip's CACornerMask, 8–11 the `QuadKind`,
/// bit 12 "contents are cut to the rounded bounds" (masksToBounds), bit 13 "has contents".
struct QuadFlags {
    static func make(corners: UInt8, clipCorners: UInt8, kind: QuadKind, clipsContents: Bool,
                     hasContents: Bool) -> UInt32 {
        UInt32(corners & 15) | UInt32(clipCorners & 15) << 4 | kind.rawValue << 8
            | (clipsContents ? 1 << 12 : 0) | (hasContents ? 1 << 13 : 0)
    }

    /// Premultiplied RGBA floats to RGBA8 in one word, red in the low byte (unpacked in the shader).
    static func pack(_ r: Float, _ g: Float, _ b: Float, _ a: Float) -> UInt32 {
        func byte(_ v: Float) -> UInt32 { UInt32(min(max(v, 0), 1) * 255 + 0.5) }
        return byte(r) | byte(g) << 8 | byte(b) << 16 | byte(a) << 24
    }
}
