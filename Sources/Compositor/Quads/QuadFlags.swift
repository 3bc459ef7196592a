// The integer flags word of a quad instance (`QuadInstance.packed.2`), decoded by the shaders (QuadShaders)
// through the GLSL constants `glslDefines` spells from the same values, so the two sides cannot drift apart.
import QuartzCore

/// Bit layout: 0–3 the layer's CACornerMask, 4–7 the clip's CACornerMask, 8–11 the `QuadKind`,
/// bit 12 "contents are cut to the rounded bounds" (masksToBounds), bit 13 "has contents", bit 14 "continuous
/// corners" (cornerCurve), bit 15 "contents sampled nearest" (magnification/minificationFilter), 16–19 the edges
/// drawn without anti-aliasing (CAEdgeAntialiasingMask bits), bit 20 "contents sampled trilinearly from mipmaps",
/// 21–28 minificationFilterBias in sixteenths, offset by 128, bit 29 "the clip's straight edges are hard" (ClipRegion).
struct QuadFlags {
    static let cornerBits: UInt32 = 15
    static let clipCornersShift: UInt32 = 4
    static let kindShift: UInt32 = 8
    static let kindBits: UInt32 = 15
    static let clipsContents: UInt32 = 1 << 12
    static let hasContents: UInt32 = 1 << 13
    static let continuousCorners: UInt32 = 1 << 14
    static let nearestContents: UInt32 = 1 << 15
    static let aliasedEdgesShift: UInt32 = 16
    static let trilinearContents: UInt32 = 1 << 20
    static let biasShift: UInt32 = 21
    static let hardClipEdges: UInt32 = 1 << 29

    /// minificationFilterBias in the flags: sixteenths of a mipmap level, −8 to +7.9375.
    static func bias(_ value: Float) -> UInt32 {
        UInt32(min(max((value * 16).rounded() + 128, 0), 255)) << biasShift
    }

    static func make(corners: UInt8, clipCorners: UInt8, kind: QuadKind, clipsContents: Bool,
                     hasContents: Bool) -> UInt32 {
        UInt32(corners) & cornerBits | (UInt32(clipCorners) & cornerBits) << clipCornersShift
            | kind.rawValue << kindShift
            | (clipsContents ? Self.clipsContents : 0) | (hasContents ? Self.hasContents : 0)
    }

    /// Premultiplied RGBA floats to RGBA8 in one word, red in the low byte (unpacked in the shader). Each channel is
    /// clamped to 0...1 by two comparisons (a NaN channel packs as 0 rather than trapping in the conversion), then
    /// rounded as before; called twice per quad per frame.
    @inline(__always)
    static func pack(_ r: Float, _ g: Float, _ b: Float, _ a: Float) -> UInt32 {
        @inline(__always)
        func byte(_ v: Float) -> UInt32 { UInt32(v > 0 ? (v < 1 ? v * 255 + 0.5 : 255.5) : 0.5) }
        return byte(r) | byte(g) << 8 | byte(b) << 16 | byte(a) << 24
    }

    /// The layout above and the CACornerMask bits as GLSL constants, placed after `#version` in both shaders.
    static let glslDefines = """
        #define FLAG_CORNERS \(cornerBits)u
        #define FLAG_CLIP_CORNERS_SHIFT \(clipCornersShift)u
        #define FLAG_KIND_SHIFT \(kindShift)u
        #define FLAG_KIND_BITS \(kindBits)u
        #define FLAG_CLIPS_CONTENTS \(clipsContents)u
        #define FLAG_HAS_CONTENTS \(hasContents)u
        #define FLAG_CONTINUOUS_CORNERS \(continuousCorners)u
        #define FLAG_NEAREST_CONTENTS \(nearestContents)u
        #define FLAG_ALIASED_EDGES_SHIFT \(aliasedEdgesShift)u
        #define FLAG_TRILINEAR_CONTENTS \(trilinearContents)u
        #define FLAG_BIAS_SHIFT \(biasShift)u
        #define FLAG_HARD_CLIP_EDGES \(hardClipEdges)u
        #define QUAD_KIND_MASKED_GROUP \(QuadKind.maskedGroup.rawValue)u
        #define QUAD_KIND_CROSS_FADE \(QuadKind.crossFade.rawValue)u
        #define CORNER_MIN_X_MIN_Y \(CACornerMask.layerMinXMinYCorner.rawValue)u
        #define CORNER_MAX_X_MIN_Y \(CACornerMask.layerMaxXMinYCorner.rawValue)u
        #define CORNER_MIN_X_MAX_Y \(CACornerMask.layerMinXMaxYCorner.rawValue)u
        #define CORNER_MAX_X_MAX_Y \(CACornerMask.layerMaxXMaxYCorner.rawValue)u

        """
}
