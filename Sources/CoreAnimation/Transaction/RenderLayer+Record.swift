// The commit's record of one layer (DESIGN "flow of one change"; docs/architecture.md "The property table"):
// every property the table gives a render field is copied from the model, converting where the two sides store
// it differently (a CGColor premultiplied into a RenderColor, a CGPath into its elements, a CACornerMask into
// four bits, …). A gradient, shape, text or replicator layer's record also gets its class's part, filled from that class's rows.
// Loops over the table's rows, so a new drawn property needs no code here.
import Foundation

extension RenderLayer {
    /// Copies every recorded property of `layer`'s class from its model.
    @inline(__always)
    mutating func record(_ layer: CALayer) {
        copyRows(of: .layer, from: &layer.values)
        let family = LayerPropertyFamily.declared(by: type(of: layer))
        switch family {
        case .layer: return
        // The class's part starts at its defaults; its rows overwrite every field.
        case .gradient: gradient = RenderGradient()
        case .shape: shape = RenderShape()
        case .replicator: replicator = ReplicatorParameters()
        case .text:
            text = RenderText(snapshot: unsafeDowncast(layer, to: CATextLayer.self).textSnapshot,
                              isOpaque: layer.values.isOpaque)
            copyRows(of: family, from: &layer.values)
            // The display cycle drew the contents with the model's size and colour, committed here.
            text!.committedFontSize = text!.fontSize
            text!.committedColor = text!.foregroundColor
            return
        }
        copyRows(of: family, from: &layer.values)
    }

    /// Copies the rows of `family` (`inout` only so the layer's model is read where it lies).
    @inline(__always)
    private mutating func copyRows(of family: LayerPropertyFamily, from model: inout LayerModel) {
        let rows = LayerPropertyTable.renderedRows(of: family)
        withUnsafeMutableBytes(of: &model) { source in
            if family == .layer {
                // CALayer's own rows all live in this record: one address for all of them.
                withUnsafeMutableBytes(of: &self) { target in
                    for layout in rows {
                        layout.modelFormat.copy(from: UnsafeRawPointer(source.baseAddress! + layout.modelOffset),
                                                to: target.baseAddress! + layout.renderOffset, as: layout.renderFormat)
                    }
                }
                return
            }
            for layout in rows {
                withRenderField(layout) { target in
                    layout.modelFormat.copy(from: UnsafeRawPointer(source.baseAddress! + layout.modelOffset),
                                            to: target, as: layout.renderFormat)
                }
            }
        }
    }
}
