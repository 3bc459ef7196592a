// One quad's record for the quad renderer (spec §1.5 appearance properties). The layout is fixed and tightly
// packed: fifteen 16-byte texels that the vertex shader reads from a buffer texture (QuadShaders), the fourth-word
// group `packed` through an unsigned-integer view of the same buffer; a plain quad is uploaded as its first eight
// (QuadInstance+Upload).

/// One quad's record: a layer body, a shadow, or an offscreen group composited back.
///
/// Matrices are stored column-major so GLSL's `matrix * vector` equals Core Animation's row-vector
/// `point × matrix`. All rectangles are (x, y, width, height) in the layer's bounds space (points, origin at
/// the bounds' top-left).
struct QuadInstance {
    typealias Vec4 = (Float, Float, Float, Float)

    /// Layer bounds space → clip space: the matrix columns that multiply x, y and 1 (bounds points have z = 0, so
    /// the z column is never needed).
    var clipFromLocal: (Vec4, Vec4, Vec4)
    /// x: the size of one pixel in bounds points when the map to the window is affine (the fragment shader's
    /// anti-aliasing width, constant over the quad); 0 when it is projective and must be measured per fragment.
    /// y, z, w: the red, green and blue the contents image is multiplied by (1 unless a replicator instance's
    /// colour or a particle's tints it; its alpha goes into the opacity).
    var metrics: Vec4
    /// The rounded rectangle drawn (bounds, or the shadow's shape).
    var shape: Vec4
    /// The part of the plane the quad covers (shape plus anti-aliasing, blur or overhanging contents).
    var quad: Vec4
    /// Corner radius, border width, opacity, contentsScale.
    var style: Vec4
    /// Fill and border colours as premultiplied RGBA8 (R in the low byte), the flags (`QuadFlags`), and the clip
    /// corner radius as Float bits.
    var packed: (UInt32, UInt32, UInt32, UInt32)
    /// Where the contents image lands; for shadows x holds the Gaussian's sigma.
    var content: Vec4
    /// Texture coordinates of `content`'s corners (u0, v0, u1, v1).
    var uv: Vec4
    /// Nine-slice: the fixed left, top, right and bottom margins in points (`ContentsLayout`); zero when the
    /// image stretches as a whole.
    var slice: Vec4
    /// Layer bounds space → the clipping ancestor's bounds space, a 3×3 homography, column-major, each column padded
    /// to a texel (w unused).
    var clipFromLayer: (Vec4, Vec4, Vec4)
    /// The clipping rounded rectangle in the clipping ancestor's space; width < 0 means "no clip".
    var clipRect: Vec4

    static let stride = MemoryLayout<QuadInstance>.stride
    /// Texels (RGBA32, 16 bytes) per record in the buffer texture.
    static let texels = stride / 16
}
