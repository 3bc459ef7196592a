// A font object from a module above QuartzCore that CATextLayer.font and NSAttributedString's .font accept as they
// accept a CTFont (docs/porting.md "The UIKit types", fonts): UIKit's UIFont conforms, giving the name FontCatalog
// resolves ("DejaVuSans-Bold") and its point size. Package-level: not Apple's API.
import Foundation

package protocol TextFontValue: AnyObject {
    /// A family or PostScript-style name the engine's font catalog resolves.
    var textFontName: String { get }
    /// The size in points; an attributed string's run uses it, as a CTFont's.
    var textFontSize: CGFloat { get }
}
