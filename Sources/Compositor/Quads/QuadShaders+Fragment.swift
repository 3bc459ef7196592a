// GLSL 3.30 core fragment shader for the layer quad (docs/architecture.md "The compositor"): signed-distance rounded rectangles
// with masked corners and borders, contents images with nine-slice mapping, an analytic Gaussian shadow of a
// rounded rectangle (the blur along x is an erf in closed form, integrated over y with a few samples), group
// composites, CAGradientLayer gradients from a buffer of stops, and the masksToBounds clip of an ancestor cut out per
// fragment. llvmpipe runs both sides of a
// branch under a mask, so each kind of quad gets its own compiled variant (QuadProgramKind) instead of branching.

extension QuadShaders {
    /// The fragment body; `QuadProgramKind.defines` is prepended to pick the variant.
    static let fragmentBody = """
    in vec2 vLocal;
    in vec3 vClip;
    flat in vec4 vShape;
    flat in vec4 vStyle;
    flat in uvec4 vPacked;
    flat in vec4 vContent;
    flat in vec4 vUV;
    flat in vec4 vSlice;
    flat in vec4 vClipRect;
    noperspective in vec2 vPixelPos;
    flat in vec4 vFill;
    flat in vec4 vLine;
    flat in vec4 vRadii;
    flat in vec4 vInnerRadii;
    flat in vec4 vHalf;
    flat in vec3 vTint;
    flat in vec3 vEdge;
    uniform sampler2D uContents;
    uniform sampler2D uMask;
    uniform samplerBuffer uStops;
    uniform vec2 uTargetSize;
    out vec4 fragColor;

    vec4 unpackColor(uint c) {
        return vec4(float(c & 255u), float((c >> 8) & 255u), float((c >> 16) & 255u), float(c >> 24)) / 255.0;
    }

    // Distance to a rounded box centred at the origin (negative inside).
    float boxDistance(vec2 p, vec2 halfSize, float radius) {
        vec2 q = abs(p) - halfSize + vec2(radius);
        return min(max(q.x, q.y), 0.0) + length(max(q, vec2(0.0))) - radius;
    }

    // Apple's continuous corner (cornerCurve .continuous) runs 1.528665 radii along each side
    // (CALayer.cornerCurveExpansionFactor). Drawn as a superellipse corner of that size whose exponent, 3.26, cuts the
    // diagonal exactly where the circular corner of the same radius does; its curvature falls to zero where it meets
    // the sides, which is what makes the corner continuous. The distance is divided by the n-norm's gradient length so
    // the anti-aliased band stays one pixel wide.
    float continuousBoxDistance(vec2 p, vec2 halfSize, float radius) {
        if (radius <= 0.0) { return boxDistance(p, halfSize, 0.0); }
        float r = min(radius * 1.528665, min(halfSize.x, halfSize.y));
        vec2 q = abs(p) - halfSize + vec2(r);
        vec2 a = max(q, vec2(0.0));
        const float n = 3.26;
        float norm = pow(pow(a.x, n) + pow(a.y, n), 1.0 / n);
        float slope = norm > 0.0 ? length(pow(a / norm, vec2(n - 1.0))) : 1.0;
        return min(max(q.x, q.y), 0.0) + (norm - r) / max(slope, 0.5);
    }

    float layerBoxDistance(vec2 p, vec2 halfSize, float radius, bool continuous) {
        return continuous ? continuousBoxDistance(p, halfSize, radius) : boxDistance(p, halfSize, radius);
    }

    // CACornerMask bits: 1 minX-minY, 2 maxX-minY, 4 minX-maxY, 8 maxX-maxY (y grows downwards).
    float cornerRadius(vec2 p, uint corners, float radius, vec2 halfSize) {
        uint bit = p.x < 0.0 ? (p.y < 0.0 ? CORNER_MIN_X_MIN_Y : CORNER_MIN_X_MAX_Y)
                             : (p.y < 0.0 ? CORNER_MAX_X_MIN_Y : CORNER_MAX_X_MAX_Y);
        return (corners & bit) != 0u ? min(radius, min(halfSize.x, halfSize.y)) : 0.0;
    }

    // Coverage of a rounded rect (x, y, w, h) at p, with `pixel` the size of one pixel in p's units.
    float rectCoverage(vec2 p, vec4 rect, float radius, uint corners, float pixel) {
        vec2 halfSize = rect.zw * 0.5;
        vec2 c = p - rect.xy - halfSize;
        float d = boxDistance(c, halfSize, cornerRadius(c, corners, radius, halfSize));
        return clamp(0.5 - d / pixel, 0.0, 1.0);
    }

    // Size of one pixel in the units of p (root mean square over the two screen axes).
    float pixelSize(vec2 dx, vec2 dy) {
        return max(sqrt(0.5 * (dot(dx, dx) + dot(dy, dy))), 1e-5);
    }

    // erf to about 1e-4 (Winitzki's approximation), odd and saturating.
    float erfApprox(float x) {
        float x2 = x * x;
        float a = 0.147;
        return sign(x) * sqrt(1.0 - exp(-x2 * (1.2732395 + a * x2) / (1.0 + a * x2)));
    }

    // Fraction of a Gaussian (sigma) centred at p that falls inside the rounded box of `halfSize` at the origin.
    // For each sampled row offset v the box row is an interval whose ends follow the corner arcs; its Gaussian
    // mass along x is a difference of erfs, weighted by the Gaussian in y.
    float shadowMass(vec2 p, vec2 halfSize, float radius, uint corners, float sigma) {
        float lo = max(-3.0 * sigma, p.y - halfSize.y);
        float hi = min(3.0 * sigma, p.y + halfSize.y);
        if (hi <= lo) { return 0.0; }
        const int samples = 6;
        float stepY = (hi - lo) / float(samples);
        float scale = 0.70710678 / sigma;
        float total = 0.0;
        for (int i = 0; i < samples; i++) {
            float v = lo + (float(i) + 0.5) * stepY;
            float y = p.y - v;                       // row of the box this sample reads
            bool top = y < 0.0;
            float rl = (corners & (top ? CORNER_MIN_X_MIN_Y : CORNER_MIN_X_MAX_Y)) != 0u ? radius : 0.0;
            float rr = (corners & (top ? CORNER_MAX_X_MIN_Y : CORNER_MAX_X_MAX_Y)) != 0u ? radius : 0.0;
            float dl = max(abs(y) - (halfSize.y - rl), 0.0);
            float dr = max(abs(y) - (halfSize.y - rr), 0.0);
            float left = halfSize.x - rl + sqrt(max(rl * rl - dl * dl, 0.0));
            float right = halfSize.x - rr + sqrt(max(rr * rr - dr * dr, 0.0));
            float mass = 0.5 * (erfApprox((p.x + left) * scale) - erfApprox((p.x - right) * scale));
            total += mass * exp(-0.5 * v * v / (sigma * sigma));
        }
        return total * stepY / (2.5066283 * sigma);
    }

    // How far a corner's arc runs along each side from the corner: its radius, or for a continuous corner the
    // longer run continuousBoxDistance draws (0: a square corner).
    float arcExtent(float radius, vec2 halfSize, bool continuous) {
        return continuous && radius > 0.0 ? min(radius * 1.528665, min(halfSize.x, halfSize.y)) : radius;
    }

    // The layer's edge rule (allowsEdgeAntialiasing, CAEdgeAntialiasingMask): the edges in `aliased` (mask bits: 1 min
    // x, 2 max x, 4 min y, 8 max y) are drawn hard, coverage a step at the edge (a pixel is in or out by its centre)
    // instead of the one-pixel ramp; a point belongs to the edge it is nearest to. Rounded corners stay smooth, as
    // Apple draws cornerRadius anti-aliased whatever the edge rule: a point in the square a corner's arc spans
    // (`arc`, arcExtent) keeps the ramp.
    float edgeCoverage(vec2 p, vec2 halfSize, float distance, float pixel, uint aliased, float arc) {
        float ramp = clamp(0.5 - distance / pixel, 0.0, 1.0);
        if (aliased == 0u) { return ramp; }
        vec2 q = abs(p) - halfSize + vec2(arc);
        // In a corner's square the arc keeps its ramp, cut at the hard straight edges beside it (no lip where
        // the arc meets a hard side).
        if (arc > 0.0 && min(q.x, q.y) > 0.0) {
            bool pastX = abs(p.x) > halfSize.x && (aliased & (p.x < 0.0 ? 1u : 2u)) != 0u;
            bool pastY = abs(p.y) > halfSize.y && (aliased & (p.y < 0.0 ? 4u : 8u)) != 0u;
            return pastX || pastY ? 0.0 : ramp;
        }
        float hard = distance <= 0.0 ? 1.0 : 0.0;
        if (aliased == 15u) { return hard; }
        vec2 gap = halfSize - abs(p);
        uint edge = gap.x < gap.y ? (p.x < 0.0 ? 1u : 2u) : (p.y < 0.0 ? 4u : 8u);
        return (aliased & edge) != 0u ? hard : ramp;
    }

    // Coverage of a masksToBounds clip (x, y, w, h) at p under its layer's edge rule: `aliased` 15 when the clipping
    // layer draws its straight edges hard (a step), 0 when smooth; its corner arcs keep the ramp either way.
    float clipCoverageAt(vec2 p, vec4 rect, float radius, uint corners, float pixel, uint aliased) {
        vec2 halfSize = rect.zw * 0.5;
        vec2 c = p - rect.xy - halfSize;
        float r = cornerRadius(c, corners, radius, halfSize);
        return edgeCoverage(c, halfSize, boxDistance(c, halfSize, r), pixel, aliased, r);
    }

    // Texture coordinate along one axis with nine-slice margins: t is the distance into the destination of
    // length size; the margins keep their size in points (shrunk together when they do not fit).
    float sliceAxis(float t, float size, float first, float last, float u0, float u1, float texels, float scale) {
        if (first + last <= 0.0) { return mix(u0, u1, t / size); }
        float k = first + last > size ? size / (first + last) : 1.0;
        float a = first * k, b = last * k;
        // Margins step towards u1, which lies below u0 when the image is read bottom row first (flipped geometry).
        float toward = u1 >= u0 ? 1.0 : -1.0;
        float ua = toward * first * scale / texels, ub = toward * last * scale / texels;
        if (t < a) { return u0 + t / a * ua; }
        if (t > size - b) { return u1 - (size - t) / b * ub; }
        float middle = size - a - b;
        return middle > 0.0 ? mix(u0 + ua, u1 - ub, (t - a) / middle) : u0 + ua;
    }

    #ifdef WITH_GRADIENT
    // CAGradientLayer.h geometry, p in bounds points; vContent holds the start and end points, vUV the first stop
    // texel, the stop count and the type. Axial: the projection onto start→end. Radial: an ellipse centred on the
    // start point with radii (end − start) per axis. Conic: the angle around the start point from the direction of
    // the end point, growing towards +y (clockwise on screen, y down). Colours interpolate unpremultiplied, as
    // Core Graphics does, and the end colours extend beyond the first and last stop.
    float gradientPosition(vec2 p) {
        vec2 s = vContent.xy;
        vec2 d = vContent.zw - s;
        vec2 q = p - s;
        if (vUV.z < 0.5) {
            float length2 = dot(d, d);
            return length2 > 0.0 ? dot(q, d) / length2 : 0.0;
        }
        if (vUV.z < 1.5) {
            vec2 radii = max(abs(d), vec2(1e-6));
            return length(q / radii);
        }
        if (dot(d, d) == 0.0) { return 0.0; }
        float angle = atan(q.y, q.x) - atan(d.y, d.x);
        return fract(angle / 6.2831853);
    }

    // The premultiplied gradient colour at p.
    vec4 gradientColor(vec2 p) {
        float t = gradientPosition(p);
        int first = int(vUV.x + 0.5);
        int count = int(vUV.y + 0.5);
        vec4 c0 = texelFetch(uStops, first);
        float l0 = texelFetch(uStops, first + 1).x;
        vec4 c = c0;
        if (t > l0) {
            for (int i = 1; i < count; i++) {
                vec4 c1 = texelFetch(uStops, first + 2 * i);
                float l1 = texelFetch(uStops, first + 2 * i + 1).x;
                c = c1;
                if (t <= l1) {
                    c = l1 > l0 ? mix(c0, c1, (t - l0) / (l1 - l0)) : c1;
                    break;
                }
                c0 = c1;
                l0 = l1;
            }
        }
        return vec4(c.rgb * c.a, c.a);
    }
    #endif

    #ifdef KIND_COMPOSITE
    // A group target or a transition snapshot composited with its opacity alone: the texel under the pixel, or for a
    // sliding snapshot the texel vContent.xy pixels back; what moves in from beyond the texture's edge is clear.
    // The same texel the group variant's nearest-filtered lookup reads, by integer fetch.
    void main() {
        vec2 p = floor(gl_FragCoord.xy - vContent.xy);
        bool inside = all(greaterThanEqual(p, vec2(0.0))) && all(lessThan(p, uTargetSize));
        fragColor = inside ? texelFetch(uContents, ivec2(p), 0) * vStyle.z : vec4(0.0);
    }
    #elif defined(KIND_RASTER)
    // A cached shouldRasterize bitmap in a raster atlas page: vContent is the bitmap's rectangle in the layer, vUV its
    // texture coordinates, vSlice the texel centres at its edges, which the lookup never passes, so a neighbour in
    // the page is never read. The bitmap's margin is transparent: the quad's edge needs no coverage.
    void main() {
        vec2 f = (vLocal - vContent.xy) / vContent.zw;
        vec2 uv = clamp(mix(vUV.xy, vUV.zw, f), vSlice.xy, vSlice.zw);
        fragColor = texture(uContents, uv) * vStyle.z;
    }
    #elif defined(KIND_FILL)
    // An opaque body whose exact rectangle is the quad, drawn without blending (FrameBuilder+OpaqueFill): a pixel is
    // in by its centre, as the hard edge's step in KIND_PLAIN decides, and takes the colour, as source-over of an
    // opaque colour leaves it.
    void main() {
        fragColor = vFill;
    }
    #elif defined(KIND_PLAIN)
    // The common quad: background and border of an affinely mapped layer, no clip, no contents. The vertex shader
    // has put the fragment in pixels from the shape's centre and prepared radii and colours, so what is left per
    // pixel is one or two rounded-box distances and the blend; the pixel size is constant, so no derivatives.
    // CONCENTRIC (`plain`): one radius for every corner and a border, if any, whose inner edge is the outer one inset.
    void main() {
        vec2 p = vPixelPos;
    #ifdef CONCENTRIC
        // Every corner has the same radius here (FrameBuilder sends the others to plainBorder).
        float radius = vRadii.x;
    #else
        bool left = p.x < 0.0;
        vec2 outerPair = p.y < 0.0 ? vRadii.xy : vRadii.zw;
        float radius = left ? outerPair.x : outerPair.y;
    #endif
        vec2 q = abs(p) - vHalf.xy + vec2(radius);
        float outer = min(max(q.x, q.y), 0.0) + length(max(q, vec2(0.0))) - radius;
        // The edge rule: coverage is clamp(0.5 − s·(distance − 2^-17)), the one-pixel ramp where the slope s is 1 and
        // a step at the edge (a pixel in or out by its centre; one exactly on the edge is in, as in `full`) where it
        // is 65536. s is the quad's straight-edge slope (vEdge.x), but 1 in the square a rounded corner's arc spans,
        // which stays smooth (edgeCoverage); the border's inner arc spans the same square, so one test serves both
        // edges. The 2^-17 px shift moves a ramp by a 500th of an 8-bit level.
        float s = min(min(q.x, q.y), radius) > 0.0 ? 1.0 : vEdge.x;
        float shifted = outer - 1.0 / 131072.0;
        float coverage = clamp(0.5 - s * shifted, 0.0, 1.0);
        // A hard quad's arcs never reach past its straight edges: where an arc meets a side, the arc's outer half
        // pixel of ramp would otherwise stand out as a lip beside the hard side (most visible under a stretch,
        // whose one pixel size is an average of the two axes).
        if (vEdge.x > 1.0 && max(q.x, q.y) > radius) { coverage = 0.0; }
    #ifdef CONCENTRIC
        // The outer shape is the inner one grown by the border width (a convex shape dilated by a disc), so the
        // distances differ by exactly that width (vEdge.z) everywhere.
        float innerShifted = shifted + vEdge.z;
    #else
        vec2 innerPair = p.y < 0.0 ? vInnerRadii.xy : vInnerRadii.zw;
        float innerRadius = left ? innerPair.x : innerPair.y;
        float innerShifted = boxDistance(p, vHalf.zw, innerRadius) - 1.0 / 131072.0;
    #endif
        // Outside the inner edge: one minus the inner shape's coverage under the same rule.
        float outsideInner = clamp(0.5 + s * innerShifted, 0.0, 1.0);
        // Likewise the inner arc stops at the inner straight edges of a hard quad.
        if (vEdge.x > 1.0 && (abs(p.x) > vHalf.z || abs(p.y) > vHalf.w)) { outsideInner = 1.0; }
        float ring = coverage * outsideInner;
        // vFill and vLine carry the opacity already; vEdge.y is the border's own alpha.
        fragColor = vLine * ring + vFill * (coverage * (1.0 - vEdge.y * ring));
    }
    #else
    void main() {
        uint flags = vPacked.z;
        uint corners = flags & FLAG_CORNERS;
        float pixel = pixelSize(dFdx(vLocal), dFdy(vLocal));
        float clipCoverage = 1.0;
    #ifdef WITH_CLIP
        if (vClipRect.z >= 0.0) {
            vec2 clipPoint = vClip.xy / vClip.z;
            float clipPixel = pixelSize(dFdx(clipPoint), dFdy(clipPoint));
            clipCoverage = clipCoverageAt(clipPoint, vClipRect, uintBitsToFloat(vPacked.w),
                                          (flags >> FLAG_CLIP_CORNERS_SHIFT) & FLAG_CORNERS, clipPixel,
                                          (flags & FLAG_HARD_CLIP_EDGES) != 0u ? 15u : 0u);
        }
    #endif
        float opacity = vStyle.z * clipCoverage;
    #if defined(KIND_GROUP)
        vec2 st = gl_FragCoord.xy / uTargetSize;
        // A transition snapshot slides: vContent.xy moves the texture by that many pixels; what it moves in from
        // beyond the texture's edge is clear, not the edge's pixels repeated.
        vec2 moved = (gl_FragCoord.xy - vContent.xy) / uTargetSize;
        bool inside = all(greaterThanEqual(moved, vec2(0.0))) && all(lessThanEqual(moved, vec2(1.0)));
        vec4 group = inside ? texture(uContents, moved) : vec4(0.0);
        uint groupKind = (flags >> FLAG_KIND_SHIFT) & FLAG_KIND_BITS;
        if (groupKind == QUAD_KIND_MASKED_GROUP) { group *= texture(uMask, st).a; }
        // A fade transition dissolves the old appearance (uContents) into the new one (uMask).
        if (groupKind == QUAD_KIND_CROSS_FADE) { group = mix(group, texture(uMask, st), vStyle.w); }
        fragColor = group * opacity;
    #elif defined(KIND_PARTICLE)
        // An emitter particle (FrameBuilder+Particles): the cell's image spans vContent, its texture coordinates
        // are the cell's contentsRect, anti-aliased at the image's edge like layer contents, tinted by the colour.
        vec2 f = clamp((vLocal - vContent.xy) / vContent.zw, 0.0, 1.0);
        vec2 uv = mix(vUV.xy, vUV.zw, f);
        if ((flags & FLAG_NEAREST_CONTENTS) != 0u) {
            vec2 texels = vec2(textureSize(uContents, 0));
            uv = (floor(uv * texels) + 0.5) / texels;
        }
        vec4 image = texture(uContents, uv) * rectCoverage(vLocal, vContent, 0.0, 0u, pixel);
        fragColor = vec4(image.rgb * vTint, image.a) * opacity;
    #elif defined(KIND_SHADOW)
        vec2 halfSize = vShape.zw * 0.5;
        vec2 p = vLocal - vShape.xy - halfSize;
        float sigma = vContent.x;
        float radius = min(vStyle.x, min(halfSize.x, halfSize.y));
        float alpha = sigma < 0.05
            ? rectCoverage(vLocal, vShape, vStyle.x, corners, pixel)
            : shadowMass(p, halfSize, radius, corners, sigma);
        fragColor = unpackColor(vPacked.x) * (alpha * opacity);
    #else
        vec2 halfSize = vShape.zw * 0.5;
        vec2 p = vLocal - vShape.xy - halfSize;
        float radius = cornerRadius(p, corners, vStyle.x, halfSize);
        bool continuous = (flags & FLAG_CONTINUOUS_CORNERS) != 0u;
        float outer = layerBoxDistance(p, halfSize, radius, continuous);
        uint aliased = (flags >> FLAG_ALIASED_EDGES_SHIFT) & 15u;
        float coverage = edgeCoverage(p, halfSize, outer, pixel, aliased, arcExtent(radius, halfSize, continuous));
        vec4 color = unpackColor(vPacked.x) * coverage;
    #ifdef WITH_GRADIENT
        vec4 shade = gradientColor(vLocal) * coverage;
        color = shade + color * (1.0 - shade.a);
    #endif
    #ifdef WITH_CONTENTS
        if ((flags & FLAG_HAS_CONTENTS) != 0u) {
            vec2 t = vLocal - vContent.xy;
            vec2 texels = vec2(textureSize(uContents, 0));
            vec2 uv = vec2(sliceAxis(t.x, vContent.z, vSlice.x, vSlice.z, vUV.x, vUV.z, texels.x, vStyle.w),
                           sliceAxis(t.y, vContent.w, vSlice.y, vSlice.w, vUV.y, vUV.w, texels.y, vStyle.w));
            // Nearest sampling: the linear sampler read at the centre of the texel under the point.
            if ((flags & FLAG_NEAREST_CONTENTS) != 0u) { uv = (floor(uv * texels) + 0.5) / texels; }
            float inContent = rectCoverage(vLocal, vContent, 0.0, 0u, pixel);
            if (aliased != 0u) {
                vec2 extent = vContent.zw * 0.5, q = vLocal - vContent.xy - extent;
                inContent = edgeCoverage(q, extent, boxDistance(q, extent, 0.0), pixel, aliased, 0.0);
            }
            if ((flags & FLAG_CLIPS_CONTENTS) != 0u) { inContent *= coverage; }
            // Trilinear: the mipmap levels around the footprint (GL's level choice plus minificationFilterBias);
            // otherwise the full-size level only, so an image mipmapped for another layer samples as before.
            float bias = float(int((flags >> FLAG_BIAS_SHIFT) & 255u) - 128) / 16.0;
            vec4 sampled = (flags & FLAG_TRILINEAR_CONTENTS) != 0u ? texture(uContents, uv, bias)
                                                                   : textureLod(uContents, uv, 0.0);
            vec4 image = sampled * inContent;
            image.rgb *= vTint;
            color = image + color * (1.0 - image.a);
        }
    #endif
        float borderWidth = min(vStyle.y, min(halfSize.x, halfSize.y));
        if (borderWidth > 0.0) {
            // The inner edge follows the rule of the outer edge it parallels.
            vec2 innerHalf = halfSize - vec2(borderWidth);
            float innerRadius = max(radius - borderWidth, 0.0);
            float inner = layerBoxDistance(p, innerHalf, innerRadius, continuous);
            float ring = coverage * (1.0 - edgeCoverage(p, innerHalf, inner, pixel, aliased,
                                                        arcExtent(innerRadius, innerHalf, continuous)));
            vec4 line = unpackColor(vPacked.y) * ring;
            color = line + color * (1.0 - line.a);
        }
        fragColor = color * opacity;
    #endif
    }
    #endif
    """
}
