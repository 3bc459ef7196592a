// A colour as the compositor consumes it: premultiplied RGBA floats, so no CGColor is touched per frame.

/// Premultiplied RGBA with components in 0...1.
package struct RenderColor: Sendable, Equatable, Hashable {
    package var red: Float
    package var green: Float
    package var blue: Float
    package var alpha: Float

    package init(red: Float, green: Float, blue: Float, alpha: Float) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Premultiplies straight (non-premultiplied) components.
    package init(straightRed r: Double, green g: Double, blue b: Double, alpha a: Double) {
        let alpha = Float(min(max(a, 0), 1))
        red = Float(min(max(r, 0), 1)) * alpha
        green = Float(min(max(g, 0), 1)) * alpha
        blue = Float(min(max(b, 0), 1)) * alpha
        self.alpha = alpha
    }

    package static let clear = RenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    package static let black = RenderColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// This colour with its alpha (and so its premultiplied components) scaled.
    package func scaled(by factor: Float) -> RenderColor {
        RenderColor(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }
}
