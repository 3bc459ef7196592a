// CGPath: an immutable vector path, Linux stand-in for CoreGraphics' (API.md). Elements are
// stored as an array of `CGPath.Element` values, so a render-tree snapshot copies them as a
// plain value. CGMutablePath (a subclass, as Apple's) adds the building methods.
import Foundation

open class CGPath: Equatable, CustomStringConvertible {
    /// The elements in order: the whole path as a value.
    package internal(set) var elements: [Element]

    public init() {
        elements = []
    }

    package init(elements: [Element]) {
        self.elements = elements
    }

    /// A closed rectangle (move, three lines, close), as CGPath(rect:transform:).
    public convenience init(rect: CGRect, transform: CGAffineTransform?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform ?? .identity)
        self.init(elements: path.elements)
    }

    /// An ellipse of four cubic Béziers inscribed in `rect`, as CGPath(ellipseIn:transform:).
    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform ?? .identity)
        self.init(elements: path.elements)
    }

    /// A rounded rectangle, as CGPath(roundedRect:cornerWidth:cornerHeight:transform:).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform ?? .identity)
        self.init(elements: path.elements)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// An immutable copy (Apple's returns an optional too).
    public func copy() -> CGPath? {
        CGPath(elements: elements)
    }

    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(elements: elements)
    }

    /// Calls `body` with each element in order (Apple's applyWithBlock, with Swift values).
    package func forEachElement(_ body: (Element) -> Void) {
        for element in elements { body(element) }
    }

    /// Paths are equal when their elements are, as Apple's CGPathEqualToPath.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.elements == rhs.elements
    }

    open var description: String { "CGPath(\(elements))" }
}
