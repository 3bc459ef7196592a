// NSTextAlignment (UIKit's values; Linux Foundation has none): a paragraph's alignment in an attributed string.

public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
