// The string-backed name types of Apple's headers (`typedef NSString * CATransitionType NS_TYPED_ENUM` and the
// like), whose Swift form is a struct around a raw string. Every such type has the same stored value and
// initialisers, so they are written once, by the generator (PropertyTableGenerator+NameTypes), into one file; each
// type's own file holds only Apple's constants and what the engine adds (docs/architecture.md "Conventions").

/// One string-backed name type.
package struct NameTypeSpec: Sendable {
    package let name: String
    /// Whether the type takes any string (`init(_:)`, a string literal, `description`), as the extensible ones of
    /// Apple's overlay do; otherwise only `init(rawValue:)`.
    package let extensible: Bool
    /// The file with the type's constants, from the package root.
    package let home: String
    /// The type's doc comment, when it has one.
    package let doc: String?

    init(_ name: String, extensible: Bool = true, in folder: String, doc: String? = nil) {
        self.name = name
        self.extensible = extensible
        self.home = "Sources/QuartzCore/\(folder)/\(name).swift"
        self.doc = doc
    }

    /// This file: where the list below is kept.
    package static let specFile = "Sources/PropertyTableSpec/NameTypeSpec.swift"
    /// A type that is not Apple's, for the generator's must-fail test.
    package static let probe = NameTypeSpec("CAProbeName", extensible: false, in: "CoreTypes")
    /// The file the generator writes every type's declaration to.
    package static let generatedFile = "Sources/QuartzCore/Generated/NameTypes.swift"

    /// Every name type, in the generated file's order.
    package static let all: [NameTypeSpec] = [
        NameTypeSpec("CAAnimationCalculationMode", in: "CoreTypes"),
        NameTypeSpec("CAAnimationRotationMode", in: "CoreTypes"),
        NameTypeSpec("CAGradientLayerType", in: "CoreTypes"),
        NameTypeSpec("CALayerContentsFilter", in: "CoreTypes"),
        NameTypeSpec("CALayerContentsFormat", in: "CoreTypes"),
        NameTypeSpec("CALayerContentsGravity", in: "CoreTypes"),
        NameTypeSpec("CALayerCornerCurve", in: "CoreTypes"),
        NameTypeSpec("CAMediaTimingFillMode", in: "CoreTypes"),
        NameTypeSpec("CAMediaTimingFunctionName", in: "CoreTypes"),
        NameTypeSpec("CAShapeLayerFillRule", in: "CoreTypes"),
        NameTypeSpec("CAShapeLayerLineCap", in: "CoreTypes"),
        NameTypeSpec("CAShapeLayerLineJoin", in: "CoreTypes"),
        NameTypeSpec("CATransitionSubtype", in: "CoreTypes"),
        NameTypeSpec("CATransitionType", in: "CoreTypes"),
        NameTypeSpec("CAValueFunctionName", in: "CoreTypes"),
        NameTypeSpec("CAEmitterLayerEmitterMode", in: "LayerClasses/Emitter"),
        NameTypeSpec("CAEmitterLayerEmitterShape", in: "LayerClasses/Emitter"),
        NameTypeSpec("CAEmitterLayerRenderMode", in: "LayerClasses/Emitter"),
        NameTypeSpec("CAScrollLayerScrollMode", extensible: false, in: "LayerClasses/Scroll",
                     doc: "The axes along which a CAScrollLayer may move its bounds origin."),
        NameTypeSpec("CATextLayerAlignmentMode", extensible: false, in: "LayerClasses/Text"),
        NameTypeSpec("CATextLayerTruncationMode", extensible: false, in: "LayerClasses/Text"),
    ]
}
