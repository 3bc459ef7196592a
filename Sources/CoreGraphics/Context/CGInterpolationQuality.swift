// CGInterpolationQuality (Apple's cases and raw values) and the cairo filter an image is sampled with.
internal import CCairo

public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none, low, high, medium

    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}
