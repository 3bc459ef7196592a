// The layer classes that declare rows of the property table (CALayer.h, CAGradientLayer.h, CAShapeLayer.h,
// CATextLayer.h, CAReplicatorLayer.h): where each class's public properties are written (a generated region of
// its class body, since Swift overrides only members of the class body) and which part of the render record
// holds its drawn properties.

/// A layer class with rows of its own.
package struct LayerClassSpec: Sendable, Equatable {
    /// LayerPropertyFamily's case for the class, and RenderField's constructor for its render fields.
    package let family: String
    package let className: String
    /// The file whose class body holds the class's public properties, from the package root.
    package let accessorFile: String
    /// The render record's part for the class: RenderLayer itself for CALayer.
    package let renderType: String
    /// The file holding the render part's fields (a generated region).
    package let renderFile: String

    package static let layer = LayerClassSpec(
        family: "layer", className: "CALayer", accessorFile: "Sources/QuartzCore/Layer/CALayer.swift",
        renderType: "RenderLayer", renderFile: "Sources/QuartzCore/RenderTree/RenderLayer.swift")
    package static let gradient = LayerClassSpec(
        family: "gradient", className: "CAGradientLayer",
        accessorFile: "Sources/QuartzCore/LayerClasses/Gradient/CAGradientLayer.swift",
        renderType: "RenderGradient", renderFile: "Sources/QuartzCore/LayerClasses/Gradient/RenderGradient.swift")
    package static let shape = LayerClassSpec(
        family: "shape", className: "CAShapeLayer",
        accessorFile: "Sources/QuartzCore/LayerClasses/Shape/CAShapeLayer.swift",
        renderType: "RenderShape", renderFile: "Sources/QuartzCore/LayerClasses/Shape/RenderShape.swift")
    package static let text = LayerClassSpec(
        family: "text", className: "CATextLayer",
        accessorFile: "Sources/QuartzCore/LayerClasses/Text/CATextLayer.swift",
        renderType: "RenderText", renderFile: "Sources/QuartzCore/LayerClasses/Text/RenderText.swift")
    package static let replicator = LayerClassSpec(
        family: "replicator", className: "CAReplicatorLayer",
        accessorFile: "Sources/QuartzCore/LayerClasses/Replicator/CAReplicatorLayer.swift",
        renderType: "RenderReplicator",
        renderFile: "Sources/QuartzCore/LayerClasses/Replicator/RenderReplicator.swift")

    package static let all: [LayerClassSpec] = [.layer, .gradient, .shape, .text, .replicator]

    /// Whether the render fields are RenderLayer's own (numbers keep their model type there).
    var isBase: Bool { family == "layer" }
}
