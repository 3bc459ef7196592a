// UIColor's fixed-shade colours (UIColor.h "Some convenience methods to create colors", docs/porting.md "The UIKit
// types"): the header gives each one's value in a comment, white for the grays ("0.0 white", "0.333 white") and RGB
// for the others ("1.0, 0.5, 0.0 RGB"), and they are made that way: UIColor.gray's cgColor has two components.
import QuartzCore

extension UIColor {
    /// 0.0 white.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// 0.333 white (UIKit's is 1/3 exactly).
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// 0.667 white (UIKit's is 2/3 exactly).
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// 1.0 white.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// 0.5 white.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// 1.0, 0.0, 0.0 RGB.
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// 0.0, 1.0, 0.0 RGB.
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// 0.0, 0.0, 1.0 RGB.
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// 0.0, 1.0, 1.0 RGB.
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// 1.0, 1.0, 0.0 RGB.
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// 1.0, 0.0, 1.0 RGB.
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// 1.0, 0.5, 0.0 RGB.
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// 0.5, 0.0, 0.5 RGB.
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// 0.6, 0.4, 0.2 RGB.
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// 0.0 white, 0.0 alpha.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
