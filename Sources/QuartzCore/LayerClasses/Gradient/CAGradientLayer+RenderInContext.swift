// What a CAGradientLayer draws in render(in:) (CALayer+RenderInContext.swift, docs/porting.md "Added API"): its
// colours at their locations (evenly spread when nil) over the bounds, startPoint and endPoint in the unit space
// of the bounds. Axial: along start→end, extended past both ends. Radial: an ellipse centred on startPoint
// reaching endPoint on each axis, extended past its edge. Conic gradients are not drawn by render(in:).
import Foundation

extension CAGradientLayer {
    func renderGradient(in ctx: CGContext) {
        let v = values
        guard let colors = v.colors, !colors.isEmpty else { return }
        let b = v.bounds.standardized
        guard b.width > 0, b.height > 0 else { return }
        let locations: [CGFloat]? = v.locations.flatMap { list in
            list.count == colors.count ? list.map { CGFloat($0.doubleValue) } : nil
        }
        let made = locations.map { CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: $0) }
            ?? CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: nil)
        guard let gradient = made else { return }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height)
        }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.clip(to: b)
        switch v.gradientType {
        case .radial:
            let center = point(v.startPoint), edge = point(v.endPoint)
            let rx = abs(edge.x - center.x), ry = abs(edge.y - center.y)
            guard rx > 0, ry > 0 else { return }
            ctx.translateBy(x: center.x, y: center.y)
            ctx.scaleBy(x: 1, y: ry / rx)
            ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: rx,
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        case .axial:
            ctx.drawLinearGradient(gradient, start: point(v.startPoint), end: point(v.endPoint),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        default:
            return
        }
    }
}
