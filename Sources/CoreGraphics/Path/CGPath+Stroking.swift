// CGPath stroke outlines (Apple's copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:), CGPath.h
// CGPathCreateCopyByStrokingPath): a path whose fill is the area a stroke of this path paints. The outline comes
// from StrokeOutliner: closed, counter-clockwise polygons (curves flattened) whose union under the nonzero winding
// rule is the stroke; the transform maps the outline's points, as the header says. docs/porting.md "Added API".
import Foundation

extension CGPath {
    /// The area a stroke of `lineWidth` with these caps, joins and miter limit paints, as a path to fill with the
    /// winding rule. A width that is negative or not finite gives an empty path and one message.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        guard lineWidth.isFinite, lineWidth >= 0 else {
            EngineDiagnostics.report(
                "CGPath.copy(strokingWithWidth: \(lineWidth), ...): the width must be finite and ≥ 0; returned an "
                    + "empty path.")
            return CGPath()
        }
        guard lineWidth > 0 else { return CGPath() }
        let limit = miterLimit.isFinite ? max(miterLimit, 1) : 10
        let outliner = StrokeOutliner(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: limit)
        var outline: [Element] = []
        for polygon in outliner.polygons(of: elements) {
            guard let first = polygon.first else { continue }
            outline.append(.moveTo(first.applying(transform)))
            for p in polygon.dropFirst() { outline.append(.addLine(p.applying(transform))) }
            outline.append(.closeSubpath)
        }
        return CGPath(elements: outline)
    }
}
