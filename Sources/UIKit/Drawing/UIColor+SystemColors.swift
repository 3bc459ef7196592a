// UIColor's system colours (UIColor.h "System colors", docs/porting.md "The UIKit types"). On Apple they adapt to the
// trait environment; the engine has no dark mode or increased contrast, so each is its default light-appearance
// sRGB value from Apple's Human Interface Guidelines, Color, "Specifications" table for iOS and iPadOS (the values
// published from iOS 13 until the June 2025 revision; also the values UIKit returns on iOS 13-18 for
// UIUserInterfaceStyle.light). Components are the table's 8-bit values over 255.
import QuartzCore

extension UIColor {
    private static func system(_ red: Int, _ green: Int, _ blue: Int) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
    }

    /// 255, 59, 48.
    public class var systemRed: UIColor { system(255, 59, 48) }
    /// 255, 149, 0.
    public class var systemOrange: UIColor { system(255, 149, 0) }
    /// 255, 204, 0.
    public class var systemYellow: UIColor { system(255, 204, 0) }
    /// 52, 199, 89.
    public class var systemGreen: UIColor { system(52, 199, 89) }
    /// 0, 199, 190.
    public class var systemMint: UIColor { system(0, 199, 190) }
    /// 48, 176, 199.
    public class var systemTeal: UIColor { system(48, 176, 199) }
    /// 50, 173, 230.
    public class var systemCyan: UIColor { system(50, 173, 230) }
    /// 0, 122, 255.
    public class var systemBlue: UIColor { system(0, 122, 255) }
    /// 88, 86, 214.
    public class var systemIndigo: UIColor { system(88, 86, 214) }
    /// 175, 82, 222.
    public class var systemPurple: UIColor { system(175, 82, 222) }
    /// 255, 45, 85.
    public class var systemPink: UIColor { system(255, 45, 85) }
    /// 162, 132, 94.
    public class var systemBrown: UIColor { system(162, 132, 94) }
    /// 142, 142, 147.
    public class var systemGray: UIColor { system(142, 142, 147) }
    /// 174, 174, 178.
    public class var systemGray2: UIColor { system(174, 174, 178) }
    /// 199, 199, 204.
    public class var systemGray3: UIColor { system(199, 199, 204) }
    /// 209, 209, 214.
    public class var systemGray4: UIColor { system(209, 209, 214) }
    /// 229, 229, 234.
    public class var systemGray5: UIColor { system(229, 229, 234) }
    /// 242, 242, 247.
    public class var systemGray6: UIColor { system(242, 242, 247) }
    /// The tint UIKit's views default to: systemBlue.
    public class var tintColor: UIColor { systemBlue }
    /// The light appearance's label colour: black.
    public class var label: UIColor { black }
    /// The light appearance's system background: white.
    public class var systemBackground: UIColor { white }
}
