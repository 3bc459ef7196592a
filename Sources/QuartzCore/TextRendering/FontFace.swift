// An installed font face: the fontconfig family name Pango asks for, and the weight and slant a style suffix
// ("-Bold", "-Oblique", "-BoldItalic") chose.

struct FontFace: Equatable, Sendable {
    var family: String
    var isBold = false
    var isItalic = false
}
