// The Swift types a property of the table can have (docs/architecture.md "The property table"): the model's type
// (what the public property and LayerModel hold), the render record's type (what the compositor reads) and how a
// model default is spelled on the render side when the two differ. A property of a type listed here is one row
// of the table; a new type adds a value here and its PropertyFormat case in QuartzCore.

/// One value type of the table.
package struct ValueType: Sendable {
    /// The model's Swift type (LayerModel's field and, unless a row says otherwise, the public property's).
    package let model: String
    /// The render record's Swift type in RenderLayer itself.
    package let render: String
    /// The render type in a layer class's part of the record (RenderGradient, RenderShape, …), which store
    /// numbers as Double.
    package let renderInPart: String
    /// Render-side spellings of model defaults, where the types differ.
    package let renderDefaults: [String: String]

    init(_ model: String, render: String? = nil, inPart: String? = nil, renderDefaults: [String: String] = [:]) {
        self.model = model
        self.render = render ?? model
        self.renderInPart = inPart ?? render ?? model
        self.renderDefaults = renderDefaults
    }

    /// The render-side spelling of `modelDefault` for a field of type `renderType`.
    func renderDefault(of modelDefault: String, as renderType: String) -> String? {
        if renderType == model || (model == "CGFloat" && renderType == "Double") { return modelDefault }
        return renderDefaults[modelDefault]
    }

    package static let float = ValueType("Float")
    package static let cgFloat = ValueType("CGFloat", inPart: "Double")
    package static let double = ValueType("CFTimeInterval")
    package static let int = ValueType("Int")
    package static let bool = ValueType("Bool")
    package static let point = ValueType("CGPoint")
    package static let size = ValueType("CGSize")
    package static let rect = ValueType("CGRect")
    package static let transform = ValueType("CATransform3D")
    /// Premultiplied on the render side.
    package static let color = ValueType("CGColor?", render: "RenderColor", renderDefaults: [
        "nil": ".clear", "CGColor(gray: 0, alpha: 1)": ".black",
        "CGColor(gray: 1, alpha: 1)": "RenderColor(red: 1, green: 1, blue: 1, alpha: 1)",
        "CGColor(red: 1, green: 1, blue: 1, alpha: 1)": "RenderColor(red: 1, green: 1, blue: 1, alpha: 1)",
    ])
    package static let image = ValueType("CGImage?")
    /// Path elements on the render side.
    package static let path = ValueType("CGPath?", render: "[CGPath.Element]?", renderDefaults: ["nil": "nil"])
    package static let string = ValueType("String?")
    /// Straight RGBA arrays on the render side.
    package static let colors = ValueType("[CGColor]?", render: "[SIMD4<Double>]?", renderDefaults: ["nil": "nil"])
    package static let numbers = ValueType("[NSNumber]?", render: "[Double]?", renderDefaults: ["nil": "nil"])
    /// Four bits on the render side.
    package static let cornerMask = ValueType("CACornerMask", render: "UInt8", renderDefaults: [".all": "15"])
    /// One flag on the render side (continuous corners).
    package static let cornerCurve = ValueType("CALayerCornerCurve", render: "Bool", renderDefaults: [".circular": "false"])
    /// A one-byte sampling code on the render side (RenderLayer.samplingCode).
    package static let contentsFilter = ValueType("CALayerContentsFilter", render: "UInt8",
                                                 renderDefaults: [".linear": "RenderLayer.samplesLinear"])
    package static let contentsFormat = ValueType("CALayerContentsFormat")
    package static let edgeMask = ValueType("CAEdgeAntialiasingMask")
    package static let contentsGravity = ValueType("CALayerContentsGravity")
    package static let fillMode = ValueType("CAMediaTimingFillMode")
    package static let gradientType = ValueType("CAGradientLayerType")
    /// One flag on the render side (even-odd).
    package static let fillRule = ValueType("CAShapeLayerFillRule", render: "Bool", renderDefaults: [".nonZero": "false"])
    package static let lineCap = ValueType("CAShapeLayerLineCap")
    package static let lineJoin = ValueType("CAShapeLayerLineJoin")
}
