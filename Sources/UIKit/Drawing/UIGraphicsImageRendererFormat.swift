// UIGraphicsImageRendererFormat (UIGraphicsImageRenderer.h; docs/porting.md "The UIKit types"): the scale and
// opacity of the images a renderer makes. `default()` and `init()` use the main screen's scale, as UIKit's.
import QuartzCore
import Foundation

/// @unchecked: NSObject is not Sendable. A format is configured before it is handed to a renderer, which copies what
/// it needs; like Apple's, the object itself is not locked, so one thread at a time changes it.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point of the images made.
    open var scale: CGFloat
    /// Whether the images have no alpha (the bitmap starts black rather than clear).
    open var opaque: Bool = false
    /// Kept for Apple's spelling; the engine's bitmaps are always 8-bit sRGB.
    open var preferredRange: UIGraphicsImageRendererFormat.Range = .automatic

    public override init() {
        scale = UIScreen.hostScale
        super.init()
    }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The colour range images are made in (Apple's UIGraphicsImageRendererFormatRange).
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }
}
