// CALayer.render(in:) (Apple's renderInContext:, docs/porting.md "Added API"): the layer tree drawn into a
// CGContext through the engine's cairo CGContext, from the model layers (animations ignored, as Apple's page says:
// "renders directly from the layer tree, ignoring any animations added to the render tree. Renders in the
// coordinate space of the layer"). Measured on Apple by gnustep/libs-quartzcore Tests/quartzcore/CALayer/render.m:
// the receiver draws in its own bounds space (its position and transform are ignored, its bounds origin is not),
// sublayers are placed by position, anchor point, transform and the superlayer's sublayerTransform, later siblings
// on top, hidden layers and zero opacity draw nothing, masksToBounds clips the sublayers, and contents appear only
// once the layer has been displayed (rendering never asks the delegate to draw).
//
// Per layer, back to front: background (rounded by cornerRadius and maskedCorners), then, clipped to the rounded
// bounds when masksToBounds, the contents image (contentsGravity and contentsRect; the nine-slice contentsCenter
// is drawn stretched), a CAShapeLayer's path or a CAGradientLayer's gradient, the sublayers, and the border on top.
// Opacity below 1 composites the layer and its sublayers as one group (a transparency layer). As Apple's note on
// this method says, a layer whose transform (or its superlayer's sublayerTransform) is not affine is not rendered,
// nor is one with a mask, filters, backgroundFilters or a compositingFilter; shadows are not drawn.
import Foundation

extension CALayer {
    /// render(in:)'s body (declared in the class body so subclasses can override it).
    func renderTree(in ctx: CGContext) {
        renderLayer(in: ctx)
    }

    private func renderLayer(in ctx: CGContext) {
        let v = values
        guard !v.isHidden, v.opacity > 0, maskStorage == nil, filters?.isEmpty != false,
              backgroundFilters?.isEmpty != false, compositingFilter == nil else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        let grouped = v.opacity < 1
        if grouped {
            ctx.setAlpha(ctx.state.alpha * CGFloat(v.opacity))
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        let outline = roundedBounds()
        if let background = v.backgroundColor, background.alpha > 0 {
            ctx.addPath(outline)
            ctx.setFillColor(background)
            ctx.fillPath()
        }
        ctx.saveGState()
        if v.masksToBounds {
            ctx.addPath(outline)
            ctx.clip()
        }
        if let image = v.contents { drawContents(image, in: ctx) }
        drawSubclassContent(in: ctx)
        for sublayer in sublayerList {
            let m = sublayer.parentFromLocalMatrix()
            // The flat layer's projection must be affine (no perspective divide), and its own transform 2-D.
            guard m.m14 == 0, m.m24 == 0, m.m44 == 1, CATransform3DIsAffine(sublayer.values.transform) else { continue }
            ctx.saveGState()
            ctx.concatenate(CGAffineTransform(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m41, ty: m.m42))
            sublayer.renderLayer(in: ctx)
            ctx.restoreGState()
        }
        ctx.restoreGState()
        if v.borderWidth > 0, let border = v.borderColor, border.alpha > 0 { drawBorder(border, in: ctx) }
        if grouped { ctx.endTransparencyLayer() }
    }

    /// The bounds with the corners cornerRadius and maskedCorners round (radius limited to half the shorter side).
    private func roundedBounds(insetBy inset: CGFloat = 0) -> CGPath {
        let v = values
        let r = v.bounds.standardized.insetBy(dx: inset, dy: inset)
        let path = CGMutablePath()
        guard r.width > 0, r.height > 0 else { return path }
        let radius = min(max(v.cornerRadius - inset, 0), min(r.width, r.height) / 2)
        guard radius > 0 else {
            path.addRect(r)
            return path
        }
        func corner(_ mask: CACornerMask) -> CGFloat { v.maskedCorners.contains(mask) ? radius : 0 }
        let minMin = corner(.layerMinXMinYCorner), maxMin = corner(.layerMaxXMinYCorner)
        let maxMax = corner(.layerMaxXMaxYCorner), minMax = corner(.layerMinXMaxYCorner)
        path.move(to: CGPoint(x: r.minX + minMin, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - maxMin, y: r.minY))
        if maxMin > 0 { path.addArc(tangent1End: CGPoint(x: r.maxX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.maxY), radius: maxMin) }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - maxMax))
        if maxMax > 0 { path.addArc(tangent1End: CGPoint(x: r.maxX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.maxY), radius: maxMax) }
        path.addLine(to: CGPoint(x: r.minX + minMax, y: r.maxY))
        if minMax > 0 { path.addArc(tangent1End: CGPoint(x: r.minX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.minY), radius: minMax) }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + minMin))
        if minMin > 0 { path.addArc(tangent1End: CGPoint(x: r.minX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.minY), radius: minMin) }
        path.closeSubpath()
        return path
    }

    /// The border: the band between the rounded bounds and the same inset by borderWidth, inside the bounds.
    private func drawBorder(_ color: CGColor, in ctx: CGContext) {
        let width = values.borderWidth
        ctx.addPath(roundedBounds())
        let bounds = values.bounds.standardized
        if width * 2 < min(bounds.width, bounds.height) { ctx.addPath(roundedBounds(insetBy: width)) }
        ctx.setFillColor(color)
        ctx.fillPath(using: .evenOdd)
    }

    /// The contents image placed by contentsGravity within the bounds, the part contentsRect names, with its top row
    /// at the bounds' minimum y (the layer's y-down space; the maximum y when contentsAreFlipped()).
    private func drawContents(_ image: CGImage, in ctx: CGContext) {
        let v = values
        let unit = v.contentsRect.standardized
        let crop = CGRect(x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
                          width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height))
        let whole = crop == CGRect(x: 0, y: 0, width: image.width, height: image.height)
        guard let shown = whole ? image : image.cropping(to: crop) else { return }
        let destination = contentsDestination(pixelWidth: shown.width, pixelHeight: shown.height)
        guard destination.width > 0, destination.height > 0 else { return }
        ctx.saveGState()
        // The filter that applies when the image is drawn larger than its pixels (or smaller).
        let enlarged = destination.width * v.contentsScale > CGFloat(shown.width)
        let filter = enlarged ? v.magnificationFilter : v.minificationFilter
        ctx.interpolationQuality = filter == .nearest ? .none : .default
        if !contentsAreFlipped() {
            // draw(_:in:) puts the top row at the rect's maximum y; mirror so it lands at the minimum.
            ctx.translateBy(x: 0, y: destination.minY + destination.maxY)
            ctx.scaleBy(x: 1, y: -1)
        }
        ctx.draw(shown, in: destination)
        ctx.restoreGState()
    }

    /// Where contents of this many pixels land in the bounds under contentsGravity (the names' vertical sense is
    /// y-up, as Apple's: "top" is the maximum y unless the contents are flipped).
    private func contentsDestination(pixelWidth: Int, pixelHeight: Int) -> CGRect {
        let v = values
        let b = v.bounds.standardized
        let scale = v.contentsScale > 0 && v.contentsScale.isFinite ? v.contentsScale : 1
        let naturalW = CGFloat(pixelWidth) / scale, naturalH = CGFloat(pixelHeight) / scale
        let top: CGFloat = contentsAreFlipped() ? -1 : 1
        var w = b.width, h = b.height, horizontal: CGFloat = 0, vertical: CGFloat = 0
        switch v.contentsGravity.rawValue {
        case "resize": break
        case "resizeAspect", "resizeAspectFill":
            let sx = b.width / naturalW, sy = b.height / naturalH
            let s = v.contentsGravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            w = naturalW * s; h = naturalH * s
        default:
            w = naturalW; h = naturalH
            let name = v.contentsGravity.rawValue.lowercased()
            if name.contains("left") { horizontal = -1 } else if name.contains("right") { horizontal = 1 }
            if name.hasPrefix("top") { vertical = top } else if name.hasPrefix("bottom") { vertical = -top }
        }
        func align(_ size: CGFloat, _ available: CGFloat, _ position: CGFloat) -> CGFloat {
            position < 0 ? 0 : position > 0 ? available - size : (available - size) / 2
        }
        return CGRect(x: b.minX + align(w, b.width, horizontal), y: b.minY + align(h, b.height, vertical),
                      width: w, height: h)
    }

    /// What CAShapeLayer and CAGradientLayer draw themselves (their content is not a contents image).
    private func drawSubclassContent(in ctx: CGContext) {
        if let shape = self as? CAShapeLayer {
            shape.renderShape(in: ctx)
        } else if let gradient = self as? CAGradientLayer {
            gradient.renderGradient(in: ctx)
        }
    }
}
