// CGLineJoin (Apple's cases and raw values): how stroke corners are drawn.
internal import CCairo

public enum CGLineJoin: Int32, Sendable {
    case miter = 0, round, bevel

    var cairoJoin: cairo_line_join_t {
        switch self {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}
