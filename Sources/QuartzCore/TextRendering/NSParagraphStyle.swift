// NSParagraphStyle and NSMutableParagraphStyle (UIKit's spelling; Linux Foundation has none): the paragraph
// attributes a CATextLayer reads from an attributed string, its alignment. A plain Swift class rather than an
// NSObject subclass: Linux Foundation traps (CFBasicHashesAreEqual) when an attributed string compares the
// attributes of neighbouring runs that hold distinct NSObject values, which setting a style per paragraph does.
import Foundation

open class NSParagraphStyle: Equatable, Hashable {
    open var alignment: NSTextAlignment { storedAlignment }
    var storedAlignment = NSTextAlignment.natural

    public init() {}

    nonisolated(unsafe) public static let `default` = NSParagraphStyle()

    /// Styles compare by value, as Apple's do.
    public static func == (a: NSParagraphStyle, b: NSParagraphStyle) -> Bool { a.alignment == b.alignment }
    public func hash(into hasher: inout Hasher) { hasher.combine(alignment) }
}

open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
}
