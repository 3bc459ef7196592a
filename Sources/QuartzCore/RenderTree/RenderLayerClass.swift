// The drawn properties a layer class adds to its record (the property table's gradient, shape, text and replicator
// rows): one case per class, so a record carries only its own class's fields. Four optional parts side by side
// made every record, a plain layer's too, as large as all four together, and the render thread copies every record
// each frame (RenderTree+Evaluation.swift).

/// At most one layer class's part of a RenderLayer.
package enum RenderClassPart: Sendable {
    case none
    case gradient(RenderGradient)
    case shape(RenderShape)
    case text(RenderText)
    case replicator(ReplicatorParameters)
}
