// The compiled variants of the quad shader. Software rasterisers (llvmpipe) execute every side of a branch with
// lane masks, so a shadow's blur loop or a texture fetch would cost every plain quad; each variant compiles only
// what its quads need, and a frame's runs break where the variant changes.

/// Which fragment-shader variant draws a quad.
enum QuadProgramKind: Int, CaseIterable {
    /// Background and border only, affine, no clip: the common case (per-quad work done in the vertex shader).
    /// Every corner has the same radius (all masked, or none rounded) and the border, if any, is concentric (rounded
    /// by at least its width), so its inner edge is the outer distance plus the width: one rounded-box distance per
    /// fragment, no per-fragment choice of corner.
    case plain
    /// As `plain`, with corners of different radii (a partial maskedCorners) or a border whose inner corners are not
    /// the outer ones inset (square or masked corners, or a radius below the width): the corner's radius chosen
    /// per fragment and a second distance for the inner edge.
    case plainBorder
    /// Background, contents and border under an ancestor's clip.
    case full
    case shadow
    case group
    /// A CAGradientLayer's body: background, the gradient from the stop buffer, border, under an ancestor's clip.
    case gradient
    /// A CAShapeLayer's raster from the frame's shape atlas (the `full` shader; its own kind so that consecutive
    /// shapes share one run and the compositor binds the atlas for it).
    case shape
    /// CAEmitterLayer particles: the cell's image over the whole quad, tinted by the particle's colour, under an
    /// ancestor's clip (FrameBuilder+Particles).
    case particle
    /// The same, blended additively (renderMode .additive): source + destination, so overlapping particles brighten.
    case particleAdditive
    /// A group or sliding-snapshot composite with only its opacity (no clip, mask or cross-fade): one texel fetch
    /// per pixel. The `group` variant's clip, derivatives and its mask and cross-fade fetches run on every pixel
    /// under llvmpipe's lane masks; a full-window composite through it costs more than a thousand small tiles.
    case composite
    /// A shouldRasterize layer's cached bitmap from a raster atlas page (FrameBuilder+Rasterize), without a clip:
    /// one bilinear fetch, kept inside the bitmap's texels, times opacity. The bitmap's edge is its own transparent
    /// margin, so the quad needs no coverage of its own.
    case raster
    /// An opaque, square-cornered, hard-edged, axis-aligned background alone (FrameBuilder+OpaqueFill): its exact
    /// rectangle is rasterised with blending off and every covered pixel takes its colour, so no distance or blend
    /// per pixel. Only for bodies big enough that the pixels saved outweigh the run it breaks.
    case fill

    var defines: String {
        switch self {
        case .plain: return "#define KIND_PLAIN\n#define CONCENTRIC\n"
        case .plainBorder: return "#define KIND_PLAIN\n"
        case .full, .shape: return "#define WITH_CLIP\n#define WITH_CONTENTS\n"
        case .shadow: return "#define WITH_CLIP\n#define KIND_SHADOW\n"
        case .group: return "#define WITH_CLIP\n#define KIND_GROUP\n"
        case .gradient: return "#define WITH_CLIP\n#define WITH_GRADIENT\n"
        case .particle, .particleAdditive: return "#define WITH_CLIP\n#define KIND_PARTICLE\n"
        case .composite: return "#define KIND_COMPOSITE\n"
        case .raster: return "#define KIND_RASTER\n"
        case .fill: return "#define KIND_FILL\n"
        }
    }

    /// The variant that composites `record` (a group or snapshot composite quad): the lean one when only opacity
    /// applies.
    static func compositing(_ record: QuadInstance) -> QuadProgramKind {
        let kind = record.packed.2 >> QuadFlags.kindShift & QuadFlags.kindBits
        let lean = kind == QuadKind.group.rawValue || kind == QuadKind.snapshotCopy.rawValue
        return lean && record.clipRect.2 < 0 ? .composite : .group
    }

    var fragmentSource: String { "#version 330 core\n" + QuadFlags.glslDefines + defines + QuadShaders.fragmentBody }
}
