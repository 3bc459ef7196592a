// A layer body quad's per-frame-invariant part, kept by the frame builder per layer slot (FrameBuilder+BodyTemplate,
// docs/architecture.md "Frame cost"): the record of a plain body (no contents image, gradient or clip) as last built
// and the inputs it was built from. The inputs are compared bit for bit each frame, so a kept record is used only
// where building it again would give the same bytes; only the fields that follow the layer's place and opacity
// (clipFromLocal, the pixel size, the padded quad, the opacity) are written per frame.

/// One layer slot's kept body record and what it was built from.
struct BodyTemplate {
    /// Whether the slot holds a template.
    var isValid = false
    /// The frames (FrameBuilder.frameNumber) it was last kept and last used in: a body whose inputs change every
    /// frame is kept again only every `FrameBuilder.rekeepInterval` frames, not paying for a template it never uses.
    var keptFrame: UInt64 = 0
    var usedFrame: UInt64 = 0
    /// The inputs, as bit patterns: bounds size, background, border and tint colours, border width, corner radius,
    /// contentsScale, and the small switches.
    var width: UInt64 = 0, height: UInt64 = 0
    var background: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
    var border: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
    var tint: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
    var borderWidth: UInt64 = 0, cornerRadius: UInt64 = 0, contentsScale: UInt64 = 0
    var maskedCorners: UInt8 = 0
    var edgeAntialiasingMask: UInt32 = 0
    var masksToBounds = false, continuousCorners = false, allowsEdgeAntialiasing = false
    var hasFill = false, hasBorder = false
    /// The shader variant of the quad when it maps affinely (a projective one takes `full`).
    var program: QuadProgramKind = .full
    /// The record as last built; its per-frame fields are overwritten before use.
    var instance: QuadInstance

    init() {
        instance = QuadInstance(clipFromLocal: ((0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 0)), metrics: (0, 0, 0, 0),
                                shape: (0, 0, 0, 0), quad: (0, 0, 0, 0), style: (0, 0, 0, 0), packed: (0, 0, 0, 0),
                                content: (0, 0, 0, 0), uv: (0, 0, 0, 0), slice: (0, 0, 0, 0),
                                clipFromLayer: ((0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 0)), clipRect: (0, 0, 0, 0))
    }
}
