// GLSL 3.30 core vertex shader for the layer quad: one instanced quad per layer, shadow or group composite; the
// fragment shader (QuadShaders+Fragment.swift) cuts shapes out with signed distances.

enum QuadShaders {
    static let vertex = """
    #version 330 core
    layout(location = 0) in vec2 aCorner;          // unit quad corner, 0...1
    layout(location = 1) in mat4 aClipFromLocal;   // locations 1-4
    layout(location = 5) in vec4 aShape;
    layout(location = 6) in vec4 aQuad;
    layout(location = 7) in vec4 aStyle;
    layout(location = 8) in uvec4 aPacked;
    layout(location = 9) in vec4 aContent;
    layout(location = 10) in vec4 aUV;
    layout(location = 11) in vec4 aSlice;
    layout(location = 12) in mat3 aClipFromLayer;  // locations 12-14
    layout(location = 15) in vec4 aClipRect;
    out vec2 vLocal;
    out vec3 vClip;
    flat out vec4 vShape;
    flat out vec4 vStyle;
    flat out uvec4 vPacked;
    flat out vec4 vContent;
    flat out vec4 vUV;
    flat out vec4 vSlice;
    flat out vec4 vClipRect;
    void main() {
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
        gl_Position = aClipFromLocal * vec4(local, 0.0, 1.0);
    }
    """
}
