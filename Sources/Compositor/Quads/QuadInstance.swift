// One layer's worth of per-instance data for the instanced quad renderer (spec §1.5 appearance properties).
// The layout is fixed and tightly packed so an array of these uploads to the GPU without conversion.

/// Per-layer attributes for one instanced, signed-distance rounded rectangle.
///
/// `clipFromLocal` maps the layer's bounds space (points, origin at the bounds' top-left) to clip space,
/// stored column-major so GLSL's `matrix * vector` equals Core Animation's row-vector `point × matrix`.
struct QuadInstance {
    var clipFromLocal: (Float, Float, Float, Float, Float, Float, Float, Float,
                        Float, Float, Float, Float, Float, Float, Float, Float)
    /// Fill colour, premultiplied RGBA.
    var fill: (Float, Float, Float, Float)
    /// Border colour, premultiplied RGBA.
    var border: (Float, Float, Float, Float)
    /// width, height, corner radius, border width (points).
    var geometry: (Float, Float, Float, Float)
    /// opacity, masked-corner bits, 0, 0.
    var extra: (Float, Float, Float, Float)

    static let floatCount = 32
    static let stride = MemoryLayout<QuadInstance>.stride
}
