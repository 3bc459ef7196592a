// The attributed-string keys a CATextLayer reads (UIKit's names and raw values; Linux Foundation defines none):
// font (a font name, CGFont or CTFont), foregroundColor (a CGColor), kern (points, NSNumber) and paragraphStyle.
import Foundation

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
}
