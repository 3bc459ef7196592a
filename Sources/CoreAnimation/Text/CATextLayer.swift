// CATextLayer (CATextLayer.h): a layer that draws a string or an attributed string in its bounds, laid out by
// Pango and shaped by HarfBuzz (ligatures, kerning, bidirectional and non-Latin text), through the display cycle:
// its draw(in:) renders into the backing store during the commit. It is marked for display only when what it
// shows changes (TextContent), or its bounds or contentsScale change. Apple's defaults: font Helvetica (the
// default sans here), fontSize 36, foregroundColor opaque white, natural alignment, no wrapping or truncation.
// fontSize and foregroundColor are rows of the property table (CATextLayer.h: both animatable): they animate
// implicitly and explicitly, and while they do the render thread draws the text at the evaluated values
// (RenderText; Compositor TextRasterCache).
import Foundation

open class CATextLayer: CALayer {
    /// What the layer shows apart from size and colour; a change marks it for display.
    var shown = TextContent() {
        didSet {
            guard shown != oldValue else { return }
            snapshotStorage = nil
            setNeedsDisplay()
        }
    }
    private var stringStorage: Any?
    private var fontStorage: CFTypeRef?
    private var snapshotStorage: TextSnapshot?

    /// `shown` frozen for the render thread; made again only after it changes.
    var textSnapshot: TextSnapshot {
        if let snapshotStorage { return snapshotStorage }
        let made = TextSnapshot(shown)
        snapshotStorage = made
        return made
    }

    public override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CATextLayer {
            stringStorage = other.stringStorage
            fontStorage = other.fontStorage
            shown = other.shown
        }
    }

    /// A String or an NSAttributedString (font, foregroundColor, kern, paragraphStyle per run); nil shows nothing.
    open var string: Any? {
        get { stringStorage }
        set {
            stringStorage = newValue
            shown.setString(newValue, layerName: nameForMessages)
        }
    }

    /// A font name (String), a CGFont or a CTFont, as CFTypeRef permits; Helvetica (the default sans) by default.
    open var font: CFTypeRef? {
        get { fontStorage ?? ("Helvetica" as NSString) }
        set {
            fontStorage = newValue
            guard let newValue else {
                shown.fontName = nil
                return
            }
            let described = TextContent.fontDescription(newValue)
            if described.name == nil {
                EngineDiagnostics.report(
                    "CATextLayer\(nameForMessages).font: a \(type(of: newValue)) is not a font name, CGFont or CTFont; "
                        + "the default sans is used.")
            }
            shown.fontName = described.name
        }
    }

    /// Points; default 36; animatable. NaN, infinite and negative sizes are reported and ignored; 0 draws nothing.
    open var fontSize: CGFloat {
        get { values.fontSize }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                return reject("fontSize", newValue, "is not a finite size ≥ 0")
            }
            let changed = values.fontSize != newValue
            update(.fontSize, \.fontSize, newValue)
            if changed { setNeedsDisplay() }
        }
    }

    /// The colour of a plain string and of runs that set none; default opaque white; animatable.
    open var foregroundColor: CGColor? {
        get { values.foregroundColor }
        set {
            let changed = values.foregroundColor != newValue
            updateColor(.foregroundColor, \.foregroundColor, newValue)
            if changed { setNeedsDisplay() }
        }
    }

    open var isWrapped: Bool {
        get { shown.isWrapped }
        set { shown.isWrapped = newValue }
    }

    open var truncationMode: CATextLayerTruncationMode {
        get { shown.truncation }
        set { shown.truncation = newValue }
    }

    open var alignmentMode: CATextLayerAlignmentMode {
        get { shown.alignment }
        set { shown.alignment = newValue }
    }

    open var allowsFontSubpixelQuantization: Bool {
        get { shown.quantizesGlyphs }
        set { shown.quantizesGlyphs = newValue }
    }

    /// A new scale needs the text drawn again at the new resolution.
    open override var contentsScale: CGFloat {
        didSet { if contentsScale != oldValue { setNeedsDisplay() } }
    }

    /// The header's defaults for the animatable text keys (fontSize 36, foregroundColor opaque white), then CALayer's.
    open override class func defaultValue(forKey key: String) -> Any? {
        guard let p = LayerProperty.named(key), p.family == .text else { return super.defaultValue(forKey: key) }
        return LayerModel().anyValue(of: p)
    }

    open override func draw(in ctx: CGContext) {
        TextRenderer.draw(shown, fontSize: values.fontSize, color: values.foregroundColor, in: bounds, context: ctx)
    }

    // MARK: Key-value coding of the text keys

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "string": return string
        case "font": return font
        case "wrapped", "isWrapped": return isWrapped
        case "truncationMode": return truncationMode.rawValue
        case "alignmentMode": return alignmentMode.rawValue
        case "allowsFontSubpixelQuantization": return allowsFontSubpixelQuantization
        default: return super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "string": string = value
        case "font": font = value.map { $0 as AnyObject }
        case "wrapped", "isWrapped":
            guard let flag = value as? Bool else { return reject(key, value, "is not a Bool") }
            isWrapped = flag
        case "truncationMode":
            guard let mode = (value as? CATextLayerTruncationMode)?.rawValue ?? (value as? String) else {
                return reject(key, value, "is not a CATextLayerTruncationMode")
            }
            truncationMode = CATextLayerTruncationMode(rawValue: mode)
        case "alignmentMode":
            guard let mode = (value as? CATextLayerAlignmentMode)?.rawValue ?? (value as? String) else {
                return reject(key, value, "is not a CATextLayerAlignmentMode")
            }
            alignmentMode = CATextLayerAlignmentMode(rawValue: mode)
        case "allowsFontSubpixelQuantization":
            guard let flag = value as? Bool else { return reject(key, value, "is not a Bool") }
            allowsFontSubpixelQuantization = flag
        default: super.setValue(value, forKey: key)
        }
    }
}
