// GLSL 3.30 core vertex shader for the layer quad: one quad (two triangles) per layer, shadow or group composite; the
// fragment shader (QuadShaders+Fragment.swift) cuts shapes out with signed distances. Everything that is the same
// for every fragment of a quad (colours unpacked, clamped corner radii, the border's inner
// box, sizes in pixels) is worked out here once per vertex, because llvmpipe runs the fragment shader per pixel on
// the CPU and a few thousand quads have hundreds of thousands of pixels but only four vertices each.

enum QuadShaders {
    static let vertex = """
    #version 330 core
    \(QuadFlags.glslDefines)    // Records as uploaded (QuadInstance+Upload): a base of \(QuadInstance.baseTexels) texels per quad, the index
    // quad × 4 + corner (QuadBatchRenderer); the base's fourth packed word is the texel of the quad's extension (the
    // last \(QuadInstance.extensionTexels) texels of QuadInstance), or 0 for the default values in its place.
    uniform samplerBuffer uRecords;
    uniform usamplerBuffer uRecordWords;
    out vec2 vLocal;
    out vec3 vClip;
    noperspective out vec2 vPixelPos;  // from the shape's centre in pixels; only affine quads read it (w is 1)
    flat out vec4 vShape;
    flat out vec4 vStyle;
    flat out uvec4 vPacked;
    flat out vec4 vContent;
    flat out vec4 vUV;
    flat out vec4 vSlice;
    flat out vec4 vClipRect;
    flat out vec4 vFill;         // premultiplied fill colour times the quad's opacity
    flat out vec4 vLine;         // premultiplied border colour times the opacity (0 without a border)
    flat out vec4 vRadii;        // outer corner radii in pixels: minX-minY, maxX-minY, minX-maxY, maxX-maxY
    flat out vec4 vInnerRadii;   // the border's inner corner radii in pixels, same order
    flat out vec4 vHalf;         // xy: the shape's half size in pixels, zw: the border's inner half size
    flat out vec3 vTint;         // what the contents image's colour is multiplied by (a replicator instance's)
    flat out vec3 vEdge;         // plain variants: x the straight-edge slope (1 a ramp, 65536 a step), y the border's
                                 // alpha, z the border width in pixels

    vec4 unpackColor(uint c) {
        return vec4(float(c & 255u), float((c >> 8) & 255u), float((c >> 16) & 255u), float(c >> 24)) / 255.0;
    }

    void main() {
        int record = (gl_VertexID >> 2) * \(QuadInstance.baseTexels);
        vec2 aCorner = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1));
        vec4 aClipX = texelFetch(uRecords, record);
        vec4 aClipY = texelFetch(uRecords, record + 1);
        vec4 aClipW = texelFetch(uRecords, record + 2);
        vec4 aMetrics = texelFetch(uRecords, record + 3);   // x: pixel size in points when affine, else 0; yzw: tint
        vec4 aShape = texelFetch(uRecords, record + 4);
        vec4 aQuad = texelFetch(uRecords, record + 5);
        vec4 aStyle = texelFetch(uRecords, record + 6);
        uvec4 aPacked = texelFetch(uRecordWords, record + 7);
        // The extension's values where the quad has none: no contents rectangle, the whole texture, no nine-slice,
        // the identity clip map, no clip, a clip corner radius of +0 (QuadInstance.defaultTexels).
        vec4 aContent = vec4(0.0);
        vec4 aUV = vec4(0.0, 0.0, 1.0, 1.0);
        vec4 aSlice = vec4(0.0);
        mat3 aClipFromLayer = mat3(1.0);
        vec4 aClipRect = vec4(0.0, 0.0, -1.0, -1.0);
        uint aClipRadius = 0u;
        if (aPacked.w != 0u) {
            int extra = int(aPacked.w);
            aContent = texelFetch(uRecords, extra);
            aUV = texelFetch(uRecords, extra + 1);
            aSlice = texelFetch(uRecords, extra + 2);
            aClipFromLayer = mat3(texelFetch(uRecords, extra + 3).xyz, texelFetch(uRecords, extra + 4).xyz,
                                  texelFetch(uRecords, extra + 5).xyz);
            aClipRect = texelFetch(uRecords, extra + 6);
            aClipRadius = texelFetch(uRecordWords, extra + 3).w;
        }
        aPacked.w = aClipRadius;
        vec2 local = aQuad.xy + aCorner * aQuad.zw;
        vLocal = local;
        // Linear in the layer plane, so perspective-correct interpolation keeps it exact; divided per fragment.
        vClip = aClipFromLayer * vec3(local, 1.0);
        vShape = aShape;
        vStyle = aStyle;
        vPacked = aPacked;
        vContent = aContent;
        vUV = aUV;
        vSlice = aSlice;
        vClipRect = aClipRect;
        vTint = aMetrics.yzw;

        float toPixels = aMetrics.x > 0.0 ? 1.0 / aMetrics.x : 1.0;
        vec2 halfSize = aShape.zw * 0.5;
        vPixelPos = (local - aShape.xy - halfSize) * toPixels;
        float radius = min(aStyle.x, min(halfSize.x, halfSize.y));
        uint corners = aPacked.z & FLAG_CORNERS;
        vec4 radii = vec4((corners & CORNER_MIN_X_MIN_Y) != 0u ? radius : 0.0,
                          (corners & CORNER_MAX_X_MIN_Y) != 0u ? radius : 0.0,
                          (corners & CORNER_MIN_X_MAX_Y) != 0u ? radius : 0.0,
                          (corners & CORNER_MAX_X_MAX_Y) != 0u ? radius : 0.0);
        float borderWidth = min(aStyle.y, min(halfSize.x, halfSize.y));
        vRadii = radii * toPixels;
        vInnerRadii = max(radii - vec4(borderWidth), vec4(0.0)) * toPixels;
        vHalf = vec4(halfSize, halfSize - vec2(borderWidth)) * toPixels;
        vec4 line = borderWidth > 0.0 ? unpackColor(aPacked.y) : vec4(0.0);
        vFill = unpackColor(aPacked.x) * aStyle.z;
        vLine = line * aStyle.z;
        // Edges drawn hard (FrameBuilder.aliasedEdges; the plain variants take none or all four): a step at the edge
        // instead of the one-pixel ramp, so a pixel is in or out by its centre.
        vEdge = vec3(((aPacked.z >> FLAG_ALIASED_EDGES_SHIFT) & 15u) != 0u ? 65536.0 : 1.0, line.a,
                     borderWidth * toPixels);
        gl_Position = aClipX * local.x + aClipY * local.y + aClipW;
    }
    """
}
