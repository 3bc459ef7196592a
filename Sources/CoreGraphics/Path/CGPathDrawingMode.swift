// CGPathDrawingMode (Apple's cases and raw values): what drawPath(using:) does with the current path.

public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}
