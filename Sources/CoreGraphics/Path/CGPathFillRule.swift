// CGPathFillRule (Apple's cases and raw values): which points a path's fill or clip covers.
internal import CCairo

public enum CGPathFillRule: Int, Sendable {
    case winding = 0, evenOdd

    var cairoRule: cairo_fill_rule_t { self == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD }
}
