// CGMutablePath: the building side of CGPath (API.md), with Apple's Swift method names and
// element order: addRect = move, three lines, close; addEllipse = move to (maxX, midY) and four
// cubic quarter arcs; every method takes an optional transform applied to its points.
import Foundation

open class CGMutablePath: CGPath {
    public override init() {
        super.init()
    }

    override init(elements: [Element]) {
        super.init(elements: elements)
    }

    /// Whether a subpath is open, so that lines and curves have a point to start from.
    private var hasCurrentPoint: Bool { !elements.isEmpty }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveTo(point.applying(transform)))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addLine(to:)") else { return }
        elements.append(.addLine(point.applying(transform)))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addQuadCurve(to:control:)") else { return }
        elements.append(.addQuadCurve(control: control.applying(transform), to: end.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addCurve(to:control1:control2:)") else { return }
        elements.append(.addCurve(
            control1: control1.applying(transform), control2: control2.applying(transform), to: end.applying(transform)))
    }

    /// Closes the current subpath; ignored (as Apple does) when there is none.
    public func closeSubpath() {
        guard hasCurrentPoint, elements.last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Appends every element of `path`, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.elements.map { $0.applying(transform) })
    }

    /// A move to the first point and lines to the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Apple logs and ignores a line or curve with no current point; so does this.
    private func requireCurrentPoint(_ method: String) -> Bool {
        if hasCurrentPoint { return true }
        EngineDiagnostics.report(
            "CGMutablePath.\(method): no current point; call move(to:) first. The element was ignored.")
        return false
    }
}
