// Where a property is recorded for the compositor: a field of RenderLayer for CALayer's own properties, or a field
// of the part of RenderLayer a layer class adds (RenderGradient, RenderShape, RenderText,
// RenderReplicator). A row of the property table names the
// field by key path; the format and byte offset come from the field's type and MemoryLayout.
import Foundation

/// A render-record field of one family's part of RenderLayer.
struct RenderField {
    let family: LayerPropertyFamily
    let format: PropertyFormat
    let offset: Int

    static func layer(_ field: PartialKeyPath<RenderLayer>) -> RenderField { make(.layer, field) }
    static func gradient(_ field: PartialKeyPath<RenderGradient>) -> RenderField { make(.gradient, field) }
    static func shape(_ field: PartialKeyPath<RenderShape>) -> RenderField { make(.shape, field) }
    static func text(_ field: PartialKeyPath<RenderText>) -> RenderField { make(.text, field) }
    static func replicator(_ field: PartialKeyPath<RenderReplicator>) -> RenderField { make(.replicator, field) }

    private static func make<Root>(_ family: LayerPropertyFamily, _ field: PartialKeyPath<Root>) -> RenderField {
        // A field that is computed or of a type without a format is a mistake in the table itself, caught the
        // first time any property is used (and so by the table test), never by user input.
        guard let format = PropertyFormat.of(type(of: field).valueType),
              let offset = MemoryLayout<Root>.offset(of: field) else {
            preconditionFailure("LayerPropertyTable: \(field) is not a stored \(Root.self) field of a known format")
        }
        return RenderField(family: family, format: format, offset: offset)
    }
}
