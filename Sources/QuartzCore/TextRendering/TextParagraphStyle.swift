// One paragraph-style run of an attributed string (NSAttributedString.Key.paragraphStyle), in UTF-8 byte offsets
// (Pango's indices): the alignment it gives the paragraphs that start inside it. As in UIKit, a paragraph takes the
// paragraph style found at its first character.

struct TextParagraphStyle: Equatable, Sendable {
    var start: Int
    var end: Int
    var alignment: NSTextAlignment
}
