// What one CGContext painting operation covers: the current path filled with a rule, the path stroked, or the
// whole clip (gradients and images, which set their own clip first).

enum PaintGeometry {
    case fill(CGPathFillRule)
    case stroke
    case clipArea
}
