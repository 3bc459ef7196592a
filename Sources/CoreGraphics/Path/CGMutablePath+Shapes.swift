// Shapes added to a CGMutablePath (API.md): rectangles, ellipses (four cubic Béziers with the
// standard circle constant) and rounded rectangles, in Apple's element order.
import Foundation

extension CGMutablePath {
    /// The cubic control distance for a quarter circle of radius 1: 4/3·(√2 − 1).
    static let quarterArcKappa: CGFloat = 0.5522847498307936

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Starts at (maxX, midY) and goes through (midX, maxY), (minX, midY), (midX, minY).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2
        let cx = r.midX, cy = r.midY
        let kx = rx * CGMutablePath.quarterArcKappa, ky = ry * CGMutablePath.quarterArcKappa
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
                 control2: CGPoint(x: cx + kx, y: cy + ry), transform: transform)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
                 control2: CGPoint(x: cx - rx, y: cy + ky), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
                 control2: CGPoint(x: cx - kx, y: cy - ry), transform: transform)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
                 control2: CGPoint(x: cx + rx, y: cy - ky), transform: transform)
        closeSubpath()
    }

    /// Corner sizes larger than half the rect are clamped to half (Apple asserts instead);
    /// negative ones are reported and treated as 0. Zero corners give a plain rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        if cornerWidth < 0 || cornerHeight < 0 || !cornerWidth.isFinite || !cornerHeight.isFinite {
            EngineDiagnostics.report(
                "CGMutablePath.addRoundedRect: corner size (\(cornerWidth), \(cornerHeight)) must be finite and ≥ 0; using 0.")
        }
        let cw = cornerWidth.isFinite ? min(max(cornerWidth, 0), r.width / 2) : 0
        let ch = cornerHeight.isFinite ? min(max(cornerHeight, 0), r.height / 2) : 0
        guard cw > 0, ch > 0 else {
            addRect(r, transform: transform)
            return
        }
        let kx = cw * CGMutablePath.quarterArcKappa, ky = ch * CGMutablePath.quarterArcKappa
        move(to: CGPoint(x: r.minX + cw, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ch), control1: CGPoint(x: r.maxX - cw + kx, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + ch - ky), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - cw, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ch + ky),
                 control2: CGPoint(x: r.maxX - cw + kx, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ch), control1: CGPoint(x: r.minX + cw - kx, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - ch + ky), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
        addCurve(to: CGPoint(x: r.minX + cw, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ch - ky),
                 control2: CGPoint(x: r.minX + cw - kx, y: r.minY), transform: transform)
        closeSubpath()
    }
}
