// GLSL 3.30 core sources for the layer quad: one instanced quad per layer, the rounded rectangle and its border
// cut out by a signed distance in the fragment shader (anti-aliased edges, no tessellated corners).

enum QuadShaders {
    static let vertex = """
    #version 330 core
    layout(location = 0) in vec2 aCorner;          // unit quad corner, 0...1
    layout(location = 1) in mat4 aClipFromLocal;   // locations 1-4
    layout(location = 5) in vec4 aFill;
    layout(location = 6) in vec4 aBorder;
    layout(location = 7) in vec4 aGeometry;        // w, h, radius, border width
    layout(location = 8) in vec4 aExtra;           // opacity, corner mask
    out vec2 vLocal;
    flat out vec4 vFill;
    flat out vec4 vBorder;
    flat out vec4 vGeometry;
    flat out vec4 vExtra;
    void main() {
        // Pad the quad by one point on every side so the anti-aliased edge has pixels to land on.
        vec2 local = aCorner * (aGeometry.xy + vec2(2.0)) - vec2(1.0);
        vLocal = local;
        vFill = aFill;
        vBorder = aBorder;
        vGeometry = aGeometry;
        vExtra = aExtra;
        gl_Position = aClipFromLocal * vec4(local, 0.0, 1.0);
    }
    """

    static let fragment = """
    #version 330 core
    in vec2 vLocal;
    flat in vec4 vFill;
    flat in vec4 vBorder;
    flat in vec4 vGeometry;
    flat in vec4 vExtra;
    out vec4 fragColor;

    float roundedBoxDistance(vec2 p, vec2 halfSize, float radius) {
        vec2 q = abs(p) - halfSize + vec2(radius);
        return min(max(q.x, q.y), 0.0) + length(max(q, vec2(0.0))) - radius;
    }

    void main() {
        vec2 size = vGeometry.xy;
        vec2 halfSize = size * 0.5;
        vec2 p = vLocal - halfSize;
        // Bits of CACornerMask: 1 minX-minY, 2 maxX-minY, 4 minX-maxY, 8 maxX-maxY (y grows downwards).
        int mask = int(vExtra.y + 0.5);
        int bit = p.x < 0.0 ? (p.y < 0.0 ? 1 : 4) : (p.y < 0.0 ? 2 : 8);
        float radius = (mask & bit) != 0 ? min(vGeometry.z, min(halfSize.x, halfSize.y)) : 0.0;
        float outer = roundedBoxDistance(p, halfSize, radius);
        float aa = max(fwidth(outer), 1e-4);
        float coverage = clamp(0.5 - outer / aa, 0.0, 1.0);
        float borderWidth = min(vGeometry.w, min(halfSize.x, halfSize.y));
        vec4 color = vFill;
        if (borderWidth > 0.0) {
            float inner = roundedBoxDistance(p, halfSize - vec2(borderWidth), max(radius - borderWidth, 0.0));
            float insideFill = clamp(0.5 - inner / aa, 0.0, 1.0);
            // The border is drawn over the background, as Core Animation composites it.
            vec4 borderOverFill = vBorder + vFill * (1.0 - vBorder.a);
            color = mix(borderOverFill, vFill, insideFill);
        }
        fragColor = color * (coverage * vExtra.x);
    }
    """
}
