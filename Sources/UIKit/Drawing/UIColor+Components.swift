// UIColor's component getters (UIColor.h getRed:green:blue:alpha:, getWhite:alpha:, getHue:saturation:brightness:
// alpha:; docs/porting.md "The UIKit types"). Each answers whether the colour could be converted: an RGB or gray
// colour gives its RGB and HSB components (a gray colour's red, green and blue are its white); only a gray colour
// gives its white, as UIKit's RGB colours answer NO to getWhite:alpha:.
import QuartzCore

extension UIColor {
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = cgColor.red
        green?.pointee = cgColor.green
        blue?.pointee = cgColor.blue
        alpha?.pointee = cgColor.alpha
        return true
    }

    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.model == .gray else { return false }
        white?.pointee = cgColor.red
        alpha?.pointee = cgColor.alpha
        return true
    }

    /// RGB to HSB (the hexcone model): brightness is the largest component, saturation the spread over it, hue the
    /// angle in turns (0 for grays).
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let r = cgColor.red, g = cgColor.green, b = cgColor.blue
        let maximum = max(r, g, b), minimum = min(r, g, b)
        let spread = maximum - minimum
        var h: CGFloat = 0
        if spread > 0 {
            if maximum == r {
                h = (g - b) / spread
            } else if maximum == g {
                h = 2 + (b - r) / spread
            } else {
                h = 4 + (r - g) / spread
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? spread / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = cgColor.alpha
        return true
    }
}
