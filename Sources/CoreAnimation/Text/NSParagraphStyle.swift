// NSParagraphStyle and NSMutableParagraphStyle (UIKit's spelling; Linux Foundation has none): the paragraph
// attributes a CATextLayer reads from an attributed string, its alignment.
import Foundation

open class NSParagraphStyle: NSObject {
    open var alignment: NSTextAlignment { storedAlignment }
    var storedAlignment = NSTextAlignment.natural

    nonisolated(unsafe) public static let `default` = NSParagraphStyle()
}

open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
}
