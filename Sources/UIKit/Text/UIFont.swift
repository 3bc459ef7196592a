// UIFont (UIKit's UIFont.h; docs/porting.md "The UIKit types", fonts): a face and a point size, found through
// fontconfig (Pango's font map), accepted by CATextLayer.font and by NSAttributedString's .font as a CTFont is. The
// system font is the engine's default sans (DejaVu Sans where installed), the monospaced system font its installed
// monospace family; the engine draws regular and bold only, so weights from semibold up are bold. fontName is the
// PostScript-style name of the installed face ("DejaVuSans-Bold"), not Apple's ".SFUI-Bold". lineHeight, ascender
// and descender are Pango's measure of one line of the face, the metrics CATextLayer lays it out with.
import QuartzCore
import Foundation

/// @unchecked: NSObject is not Sendable; a UIFont never changes
/// (its metrics, measured on first use, sit behind a LockedState).
open class UIFont: NSObject, TextFontValue, @unchecked Sendable {
    public let pointSize: CGFloat
    /// The PostScript-style name of the installed face: family without spaces, then -Bold, -Oblique or
    /// -BoldOblique.
    public let fontName: String
    /// The installed family.
    public let familyName: String
    let face: FontLookup.Face
    /// Pango's measure of the face, made on first use (a layout per font, not per property read).
    private let measured = LockedState<(ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat)?>(nil)

    init(face: FontLookup.Face, size: CGFloat) {
        self.face = face
        pointSize = size > 0 && size.isFinite ? size : UIFont.systemFontSize
        familyName = face.family
        let style = (face.isBold ? "Bold" : "") + (face.isItalic ? "Oblique" : "")
        fontName = face.family.filter { !$0.isWhitespace } + (style.isEmpty ? "" : "-" + style)
        super.init()
    }

    /// The installed font `fontName` names (a family, "DejaVu Sans", or a PostScript-style name,
    /// "DejaVuSans-Bold"), or nil when fontconfig has no such family, as UIKit returns nil for a name it lacks.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = FontLookup.installedFace(named: fontName) else { return nil }
        self.init(face: face, size: fontSize)
    }

    /// The same face at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(face: face, size: fontSize) }

    // MARK: System fonts

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(face: FontLookup.Face(family: sansFamily, isBold: weight >= .semibold, isItalic: false), size: fontSize)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: FontLookup.Face(family: sansFamily, isBold: false, isItalic: true), size: fontSize)
    }

    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        let family = FontLookup.monospaceFamily ?? sansFamily
        return UIFont(face: FontLookup.Face(family: family, isBold: weight >= .semibold, isItalic: false),
                      size: fontSize)
    }

    /// UIKit's standard sizes (UIFont.h): label 17, button 18, small system 12, system 14 points.
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var systemFontSize: CGFloat { 14 }

    private static var sansFamily: String { FontLookup.defaultSansFamily ?? "Sans" }

    // MARK: Metrics

    /// The distance from one baseline to the next: ascender − descender + leading.
    open var lineHeight: CGFloat { metrics.lineHeight }
    /// The top of the tallest glyphs above the baseline (positive).
    open var ascender: CGFloat { metrics.ascender }
    /// The bottom of the lowest glyphs below the baseline (negative).
    open var descender: CGFloat { metrics.descender }
    /// The extra space between lines; Pango's line height already includes the face's line gap, so 0.
    open var leading: CGFloat { 0 }

    private var metrics: (ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat) {
        measured.withLock { cached in
            if let cached { return cached }
            let metrics = FontLookup.lineMetrics(of: face, size: pointSize) ?? (0, 0, 0)
            cached = metrics
            return metrics
        }
    }

    // MARK: What CATextLayer reads

    package var textFontName: String { fontName }
    package var textFontSize: CGFloat { pointSize }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.face == face && other.pointSize == pointSize
    }

    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    open override var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}
