// What one quad draws. The shader variant (QuadProgramKind) is chosen per run of quads on the CPU; inside the
// group variant the kind still picks masked or cross-faded compositing (QUAD_KIND_* in QuadFlags.glslDefines).

/// The kinds of quad in a frame's instance buffer, stored in bits 8–11 of `QuadInstance.packed.2`.
enum QuadKind: UInt32 {
    /// A layer body: background, contents and border, cut to the rounded bounds.
    case layer = 0
    /// An analytic Gaussian-blurred rounded rectangle (a layer's shadow).
    case shadow = 1
    /// An offscreen group texture composited back at the group's opacity.
    case group = 2
    /// An offscreen group texture multiplied by a mask texture's alpha.
    case maskedGroup = 3
    /// Two offscreen groups mixed by the fraction in `style.w`: a fade transition's old and new appearance.
    case crossFade = 4
    /// A sliding transition snapshot copied without blending where it is known opaque (FrameBuilder+SnapshotCopy);
    /// drawn as a plain composite when the copy cannot be used.
    case snapshotCopy = 5
}
