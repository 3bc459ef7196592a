// The UIKit graphics context stack (UIGraphics.h; docs/porting.md "The UIKit types"): UIGraphicsPushContext,
// UIGraphicsPopContext and the image contexts push onto it, UIGraphicsGetCurrentContext reads its top. UIKit keeps
// one stack per thread, so drawing on a background thread does not see the main thread's context; so does this one,
// in the thread's dictionary.
import QuartzCore
import Foundation

final class UIGraphicsContextStack {
    /// An image context's pixels-per-point, kept beside its context so UIGraphicsGetImageFromCurrentImageContext
    /// can make a UIImage of the right scale; nil for contexts pushed with UIGraphicsPushContext.
    struct Entry {
        let context: CGContext
        let imageScale: CGFloat?
    }

    var entries: [Entry] = []

    private static let key = "UIKit.UIGraphicsContextStack"

    /// The calling thread's stack.
    static var current: UIGraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? UIGraphicsContextStack { return stack }
        let stack = UIGraphicsContextStack()
        dictionary[key] = stack
        return stack
    }
}
