// One attributed run of a CATextLayer's string, in UTF-8 byte offsets (Pango's indices): the attributes it sets.
import Foundation

struct TextRun: Equatable, Sendable {
    var start: Int
    var end: Int
    var face: FontFace?
    var fontSize: CGFloat?
    var color: CGColor?
    var kern: CGFloat?
}
