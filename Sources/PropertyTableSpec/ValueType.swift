// The Swift types a property of the table can have (docs/architecture.md "The property table"): the model's type
// (what the public property and LayerModel hold), the render record's type (what the compositor reads) and how a
// model default is spelled on the render side when the two differ. A property of a type listed here is one row
// of the table; a new type adds a value here and its PropertyFormat case in QuartzCore.

/// One value type of the table.
public struct ValueType: Sendable {
    /// The model's Swift type (LayerModel's field and, unless a row says otherwise, the public property's).
    public let model: String
    /// The render record's Swift type in RenderLayer itself.
    public let render: String
    /// The render type in a layer class's part of the record (RenderGradient, RenderShape, …), which store
    /// numbers as Double.
    public let renderInPart: String
    /// Render-side spellings of model defaults, where the types differ.
    public let renderDefaults: [String: String]

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

    public static let float = ValueType("Float")
    public static let cgFloat = ValueType("CGFloat", inPart: "Double")
    public static let double = ValueType("CFTimeInterval")
    public static let int = ValueType("Int")
    public static let bool = ValueType("Bool")
    public static let point = ValueType("CGPoint")
    public static let size = ValueType("CGSize")
    public static let rect = ValueType("CGRect")
    public static let transform = ValueType("CATransform3D")
    /// Premultiplied on the render side.
    public static let color = ValueType("CGColor?", render: "RenderColor", renderDefaults: [
        "nil": ".clear", "CGColor(gray: 0, alpha: 1)": ".black",
        "CGColor(gray: 1, alpha: 1)": "RenderColor(red: 1, green: 1, blue: 1, alpha: 1)",
        "CGColor(red: 1, green: 1, blue: 1, alpha: 1)": "RenderColor(red: 1, green: 1, blue: 1, alpha: 1)",
    ])
    public static let image = ValueType("CGImage?")
    /// Path elements on the render side.
    public static let path = ValueType("CGPath?", render: "[CGPath.Element]?", renderDefaults: ["nil": "nil"])
    public static let string = ValueType("String?")
    /// Straight RGBA arrays on the render side.
    public static let colors = ValueType("[CGColor]?", render: "[SIMD4<Double>]?", renderDefaults: ["nil": "nil"])
    public static let numbers = ValueType("[NSNumber]?", render: "[Double]?", renderDefaults: ["nil": "nil"])
    /// Four bits on the render side.
    public static let cornerMask = ValueType("CACornerMask", render: "UInt8", renderDefaults: [".all": "15"])
    /// One flag on the render side (continuous corners).
    public static let cornerCurve = ValueType("CALayerCornerCurve", render: "Bool", renderDefaults: [".circular": "false"])
    /// A one-byte sampling code on the render side (RenderLayer.samplingCode).
    public static let contentsFilter = ValueType("CALayerContentsFilter", render: "UInt8",
                                                 renderDefaults: [".linear": "RenderLayer.samplesLinear"])
    public static let contentsFormat = ValueType("CALayerContentsFormat")
    public static let edgeMask = ValueType("CAEdgeAntialiasingMask")
    public static let contentsGravity = ValueType("CALayerContentsGravity")
    public static let fillMode = ValueType("CAMediaTimingFillMode")
    public static let gradientType = ValueType("CAGradientLayerType")
    /// One flag on the render side (even-odd).
    public static let fillRule = ValueType("CAShapeLayerFillRule", render: "Bool", renderDefaults: [".nonZero": "false"])
    public static let lineCap = ValueType("CAShapeLayerLineCap")
    public static let lineJoin = ValueType("CAShapeLayerLineJoin")
}
