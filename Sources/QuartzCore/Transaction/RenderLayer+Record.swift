// The commit's record of one layer (docs/architecture.md "The flow of one change"; docs/architecture.md "The property table"):
// every property the table gives a render field is copied from the model, converting where the two sides store
// it differently (a CGColor premultiplied into a RenderColor, a CGPath into its elements, a CACornerMask into
// four bits, …). A gradient, shape, text or replicator layer's record also gets its class's part, filled from that class's rows.
// Loops over the table's rows, so a new drawn property needs no code here.
import Foundation

extension RenderLayer {
    /// Copies every recorded property of `layer`'s class from its model.
    @inline(__always)
    mutating func record(_ layer: CALayer) {
        Self.copyRows(of: .layer, from: &layer.values, into: &self)
        // A plain CALayer (most of a tree) has no class part: no casts by class.
        if ObjectIdentifier(type(of: layer)) == ObjectIdentifier(CALayer.self) { return }
        // The class's part starts at its defaults; its rows overwrite every field.
        switch LayerPropertyFamily.declared(by: type(of: layer)) {
        case .layer: return
        case .gradient: layerClass = .gradient(Self.part(RenderGradient(), of: .gradient, from: &layer.values))
        case .shape: layerClass = .shape(Self.part(RenderShape(), of: .shape, from: &layer.values))
        case .replicator:
            layerClass = .replicator(Self.part(RenderReplicator(), of: .replicator, from: &layer.values))
        case .text:
            let blank = RenderText(snapshot: unsafeDowncast(layer, to: CATextLayer.self).textSnapshot,
                                   isOpaque: layer.values.isOpaque)
            var text = Self.part(blank, of: .text, from: &layer.values)
            // The display cycle drew the contents with the model's size and colour, committed here.
            text.committedFontSize = text.fontSize
            text.committedColor = text.foregroundColor
            layerClass = .text(text)
        }
    }

    /// `blank` with the rows of `family` copied in.
    @inline(__always)
    private static func part<Part>(_ blank: Part, of family: LayerPropertyFamily, from model: inout LayerModel) -> Part {
        var part = blank
        copyRows(of: family, from: &model, into: &part)
        return part
    }

    /// Copies the rows of `family` into `target`, the record or its class's part (`inout` only so the layer's model
    /// is read where it lies): adjacent plain rows as blocks of bytes, the others by their formats (RecordCopyPlan).
    @inline(__always)
    private static func copyRows<Target>(of family: LayerPropertyFamily, from model: inout LayerModel,
                                         into target: inout Target) {
        let plan = RecordCopyPlan.of(family)
        withUnsafeMutableBytes(of: &model) { source in
            withUnsafeMutableBytes(of: &target) { fields in
                for block in plan.blocks {
                    (fields.baseAddress! + block.renderOffset).copyMemory(from: source.baseAddress! + block.modelOffset,
                                                                          byteCount: block.byteCount)
                }
                for layout in plan.rows {
                    layout.modelFormat.copy(from: UnsafeRawPointer(source.baseAddress! + layout.modelOffset),
                                            to: fields.baseAddress! + layout.renderOffset, as: layout.renderFormat)
                }
            }
        }
    }
}
