// CGLineCap (Apple's cases and raw values): how open stroke ends are drawn.
internal import CCairo

public enum CGLineCap: Int32, Sendable {
    case butt = 0, round, square

    var cairoCap: cairo_line_cap_t {
        switch self {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }
}
