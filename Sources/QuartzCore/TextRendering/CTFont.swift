// A CTFont stand-in (Core Text is not on Linux): a font name and size, made by CTFontCreateWithName as Apple code
// makes one, accepted by CATextLayer.font and by the .font attribute of an attributed string (where its size is
// the run's size).
import Foundation

public final class CTFont: Sendable, CustomStringConvertible {
    package let name: String
    package let size: CGFloat

    init(name: String, size: CGFloat) {
        self.name = name
        self.size = size
    }

    public var description: String { "CTFont(\(name), \(size))" }
}

/// A font by name and size; a size of 0 means 12 points, as Apple's. The matrix is not supported and ignored.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat,
                                 _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    CTFont(name: name as String, size: size > 0 && size.isFinite ? size : 12)
}
