// CGFont (Apple's CGFont(_ name: CFString)): a font found by PostScript or family name among the installed fonts
// (fontconfig's, listed by Pango); nil when none matches, as Apple's. A CATextLayer's `font` may be one.
import Foundation

/// @unchecked: immutable; `postScriptName` is a CFString, which Linux's Foundation does not mark Sendable, and it
/// is never changed after init.
public final class CGFont: @unchecked Sendable, CustomStringConvertible {
    /// The installed family and style the name resolved to.
    let face: FontFace
    public let postScriptName: CFString?
    public var fullName: CFString? { face.family as NSString }

    /// The installed font named `name` ("DejaVuSans", "DejaVuSans-Bold", "DejaVu Sans"), or nil.
    public init?(_ name: CFString) {
        guard let face = EngineGlobals.fontCatalog.face(named: name as String) else { return nil }
        self.face = face
        postScriptName = name
    }

    public var description: String { "CGFont(\(face.family)\(face.isBold ? " Bold" : "")\(face.isItalic ? " Italic" : ""))" }
}
