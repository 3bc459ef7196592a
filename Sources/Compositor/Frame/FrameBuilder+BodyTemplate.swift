// Layer bodies drawn from a kept record (Frame/BodyTemplate, docs/architecture.md "Frame cost"): a plain body (no
// contents image, gradient or clip) whose record inputs are bit for bit those of the last build in its slot reuses
// that record; only the fields that follow the layer's window transform and opacity are computed again, by the same
// code as `appendBody`'s (`placeBody`, `paddedQuad`). Colours, flags, style and the shader variant are not rebuilt:
// with every spinning, fading tile's colours, corners and borders unchanged frame to frame, that was most of a
// body's cost.
import QuartzCore
import Foundation

extension FrameBuilder {
    /// Frames between two keeps of a body whose inputs changed since it was last kept and that has not been drawn
    /// from its template since.
    static let rekeepInterval: UInt64 = 16

    /// Makes the template slots at least `count` (grown only; no allocation in steady state).
    func reserveBodyTemplates(_ count: Int) {
        bodyTemplates.reserve(count)
    }

    /// Appends the body of `layer` from slot `slot`'s template when its inputs are those the template was built
    /// from; false (nothing appended) otherwise. `opacity` is the body's (tint alpha included).
    /// (Inlined: a kept leaf's call passed the window transform in memory and saved its registers around it.)
    @inline(__always)
    func appendBodyFromTemplate(_ slot: Int, of layer: UnsafePointer<RenderLayer>, window: CATransform3D,
                                opacity: Float, hasFill: Bool, hasBorder: Bool) -> Bool {
        guard slot < bodyTemplates.count else { return false }
        let template = bodyTemplates.slot(slot)
        guard template.pointee.isValid,
              FrameBuilder.inputsMatch(template, layer, hasFill: hasFill, hasBorder: hasBorder) else { return false }
        template.pointee.usedFrame = frameNumber
        // The kept record is copied into the frame's array and its per-frame fields written there. (Appended from a
        // buffer pointer, one copy instead of two, the generic append cost 109 instructions a quad against the two
        // copies' 58.)
        instances.append(template.pointee.instance)
        let program = instances.withUnsafeMutableBufferPointer { records -> QuadProgramKind in
            let record = records.baseAddress! + (records.count - 1)
            placeBody(&record.pointee, window: window)
            record.pointee.quad = FrameBuilder.vec4(FrameBuilder.paddedQuad(layer.pointee.bounds.size,
                                                                           pixelSize: record.pointee.metrics.0))
            record.pointee.style.2 = opacity
            return record.pointee.metrics.0 > 0 ? template.pointee.program : .full
        }
        extendRun(image: nil, program: program)
        return true
    }

    /// Keeps `instance`, the body of `layer` just built with variant `program` for an affine map, in slot `slot`.
    func keepBodyTemplate(_ slot: Int, of layer: UnsafePointer<RenderLayer>, instance: QuadInstance,
                          program: QuadProgramKind, hasFill: Bool, hasBorder: Bool) {
        guard slot >= 0, slot < bodyTemplates.count else { return }
        let template = bodyTemplates.slot(slot)
        // Kept when the slot has none, when it was used last frame (the first change after a still spell), or
        // once every rekeepInterval frames while the inputs keep changing.
        guard !template.pointee.isValid || template.pointee.usedFrame &+ 1 == frameNumber
            || frameNumber &- template.pointee.keptFrame >= FrameBuilder.rekeepInterval else { return }
        template.pointee.keptFrame = frameNumber
        template.pointee.width = layer.pointee.bounds.size.width.native.bitPattern
        template.pointee.height = layer.pointee.bounds.size.height.native.bitPattern
        template.pointee.background = FrameBuilder.bits(layer.pointee.backgroundColor)
        template.pointee.border = FrameBuilder.bits(layer.pointee.borderColor)
        let tint = layer.pointee.colorMultiplier
        template.pointee.tint = (tint.x.bitPattern, tint.y.bitPattern, tint.z.bitPattern, tint.w.bitPattern)
        template.pointee.borderWidth = layer.pointee.borderWidth.native.bitPattern
        template.pointee.cornerRadius = layer.pointee.cornerRadius.native.bitPattern
        template.pointee.contentsScale = layer.pointee.contentsScale.native.bitPattern
        template.pointee.maskedCorners = layer.pointee.maskedCorners
        template.pointee.edgeAntialiasingMask = layer.pointee.edgeAntialiasingMask.rawValue
        template.pointee.masksToBounds = layer.pointee.masksToBounds
        template.pointee.continuousCorners = layer.pointee.continuousCorners
        template.pointee.allowsEdgeAntialiasing = layer.pointee.allowsEdgeAntialiasing
        template.pointee.hasFill = hasFill
        template.pointee.hasBorder = hasBorder
        template.pointee.program = program
        template.pointee.instance = instance
        template.pointee.isValid = true
    }

    /// Whether every input of the template is bit for bit the layer's (and the fill and border switches equal).
    @inline(__always)
    private static func inputsMatch(_ template: UnsafeMutablePointer<BodyTemplate>, _ layer: UnsafePointer<RenderLayer>,
                                    hasFill: Bool, hasBorder: Bool) -> Bool {
        let t = template
        guard t.pointee.hasFill == hasFill, t.pointee.hasBorder == hasBorder,
              t.pointee.width == layer.pointee.bounds.size.width.native.bitPattern,
              t.pointee.height == layer.pointee.bounds.size.height.native.bitPattern,
              t.pointee.cornerRadius == layer.pointee.cornerRadius.native.bitPattern,
              t.pointee.borderWidth == layer.pointee.borderWidth.native.bitPattern,
              t.pointee.contentsScale == layer.pointee.contentsScale.native.bitPattern,
              t.pointee.maskedCorners == layer.pointee.maskedCorners,
              t.pointee.edgeAntialiasingMask == layer.pointee.edgeAntialiasingMask.rawValue,
              t.pointee.masksToBounds == layer.pointee.masksToBounds,
              t.pointee.continuousCorners == layer.pointee.continuousCorners,
              t.pointee.allowsEdgeAntialiasing == layer.pointee.allowsEdgeAntialiasing else { return false }
        // The three colours as two 64-bit halves each: the same bits as their four 32-bit lanes, in half the
        // comparisons.
        return halves(t.pointee.tint) == halves(layer.pointee.colorMultiplier)
            && halves(t.pointee.background) == halves(layer.pointee.backgroundColor)
            && halves(t.pointee.border) == halves(layer.pointee.borderColor)
    }

    /// The 16 bytes of four 32-bit lanes (a colour, a tint, a template's bit patterns) as two 64-bit halves.
    @inline(__always)
    private static func halves<Lanes>(_ lanes: Lanes) -> (UInt64, UInt64) {
        unsafeBitCast(lanes, to: (UInt64, UInt64).self)
    }

    private static func bits(_ c: RenderColor) -> (UInt32, UInt32, UInt32, UInt32) {
        (c.red.bitPattern, c.green.bitPattern, c.blue.bitPattern, c.alpha.bitPattern)
    }
}
