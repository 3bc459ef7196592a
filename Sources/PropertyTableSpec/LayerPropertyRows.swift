// THE property table: one row per built-in layer property (spec §1.5; CALayer.h, CAGradientLayer.h,
// CAShapeLayer.h, CATextLayer.h, CAReplicatorLayer.h). Adding a property is one row here, then
// `swift run generate-property-table`, which writes the LayerProperty case, the LayerModel field, the render record
// field, the runtime row and the public property (docs/architecture.md "The property table"). A row's defaults
// are the header's; its action is spec §1.4's list (DECISIONS 5: `hidden` fades, `doubleSided` has none).

/// Every row, in sections.
package enum LayerPropertyRows {
    package static let sections: [PropertySection] = [
        PropertySection("Geometry (spec §1.6).", .layer, [
            // Negative sizes are standardized; a bounds change may mark the layer for display.
            .init("bounds", .rect, ".zero", action: .basic, check: .custom),
            .init("position", .point, ".zero", action: .basic, check: .finite("is not finite")),
            // Clamped to ±Float.greatestFiniteMagnitude, as Apple's setter.
            .init("zPosition", .cgFloat, "0", action: .basic, check: .custom),
            .init("anchorPoint", .point, "CGPoint(x: 0.5, y: 0.5)", action: .basic, check: .finite("is not finite")),
            .init("anchorPointZ", .cgFloat, "0", action: .basic, check: .finite("is not finite")),
            // Custom: a change marks the layer and its superlayer for layout (CALayer.h on setNeedsLayout).
            .init("transform", .transform, "CATransform3DIdentity", action: .basic, check: .custom),
            .init("sublayerTransform", .transform, "CATransform3DIdentity", action: .basic,
                  check: .finite("has a non-finite entry")),
        ]),
        PropertySection("Visibility and clipping.", .layer, [
            // Also posts onOrderOut / onOrderIn (spec §1.2).
            .init("hidden", .bool, "false", swift: "isHidden", action: .transition, check: .custom),
            .init("doubleSided", .bool, "true", swift: "isDoubleSided", animatable: false),
            .init("masksToBounds", .bool, "false", action: .basic),
            // CALayer.h marks geometryFlipped neither animatable nor with an action.
            .init("geometryFlipped", .bool, "false", swift: "isGeometryFlipped", animatable: false,
                  doc: "Whether the layer's geometry (and its sublayers') is flipped vertically (CALayer.h; KVC \"geometryFlipped\")."),
        ]),
        PropertySection("Contents.", .layer, [
            .init("contents", .image, "nil", action: .basic, check: .custom,
                  doc: "A CGImage or nil; anything else is reported and ignored.",
                  modelDoc: "The layer's image (premultiplied RGBA8); the compositor caches its texture by `CGImage.identifier`.",
                  publicType: "Any?", toPublic: "{ $0 }"),
            .init("contentsRect", .rect, "CGRect(x: 0, y: 0, width: 1, height: 1)", action: .basic,
                  check: .finite("is not finite"), modelDoc: "The part of the image shown, in unit coordinates of the image."),
            .init("contentsCenter", .rect, "CGRect(x: 0, y: 0, width: 1, height: 1)", action: .basic,
                  check: .finite("is not finite"),
                  modelDoc: "The stretchable centre of the image (unit coordinates of contentsRect) for nine-slice scaling."),
            .init("contentsGravity", .contentsGravity, ".resize"),
            // Apple stores any number here (zero and negative included; the header only says "Defaults to one"),
            // and the compositor draws a scale that is not positive as 1 (ContentsLayout).
            .init("contentsScale", .cgFloat, "1", action: .basic,
                  check: .finite("is not a finite number; pass the image's pixels per point"),
                  modelDoc: "Image pixels per point."),
        ]),
        PropertySection("Appearance.", .layer, [
            .init("opacity", .float, "1", action: .basic, check: .finite("is not finite; pass 0...1")),
            .init("backgroundColor", .color, "nil", action: .basic),
            .init("cornerRadius", .cgFloat, "0", action: .basic, check: .finite("is not finite")),
            .init("maskedCorners", .cornerMask, ".all", render: .field(doc: "CACornerMask raw bits (all four corners by default)."),
                  check: .custom),
            .init("borderWidth", .cgFloat, "0", action: .basic, check: .finite("is not finite")),
            .init("borderColor", .color, "CGColor(gray: 0, alpha: 1)", action: .basic),
        ]),
        PropertySection("Shadow.", .layer, [
            .init("shadowColor", .color, "CGColor(gray: 0, alpha: 1)", action: .basic),
            .init("shadowOpacity", .float, "0", action: .basic, check: .finite("is not finite; pass 0...1")),
            .init("shadowOffset", .size, "CGSize(width: 0, height: -3)", action: .basic, check: .finite("is not finite")),
            .init("shadowRadius", .cgFloat, "3", action: .basic, check: .finite("is not finite")),
            // A path with a non-finite point is refused; a CGMutablePath is copied.
            .init("shadowPath", .path, "nil",
                  render: .field(doc: "The shadow's shape as path elements in the layer's bounds space (nil: the layer's rounded bounds)."),
                  action: .basic, check: .custom,
                  doc: "A CGMutablePath is copied, so editing it afterwards does not change the layer (as Apple's).",
                  modelDoc: "Always an immutable path: the setter stores a copy of a CGMutablePath, so later edits do not leak in."),
        ]),
        PropertySection("Compositing and identity.", .layer, [
            .init("allowsGroupOpacity", .bool, "true"),
            .init("opaque", .bool, "false", swift: "isOpaque", render: .none),
            .init("name", .string, "nil", render: .none),
        ]),
        PropertySection("The layer's own CAMediaTiming (spec §3.1, §3.3: layers have infinite duration): no built-in action.", .layer, [
            .init("beginTime", .double, "0", render: .none, check: .finite("is not finite")),
            .init("speed", .float, "1", render: .none, check: .finite("is not finite")),
            .init("timeOffset", .double, "0", render: .none, check: .finite("is not finite")),
            .init("duration", .double, ".infinity", render: .none, check: .notNaN("is not a number")),
            .init("repeatCount", .float, "0", render: .none, check: .notNaN("is not a number")),
            .init("repeatDuration", .double, "0", render: .none, check: .notNaN("is not a number")),
            .init("autoreverses", .bool, "false", render: .none),
            .init("fillMode", .fillMode, ".removed", render: .none),
        ]),
        PropertySection("CAGradientLayer's own (CAGradientLayer.h): colours and locations animate element by element.",
                        .gradient, [
            // Colours that are not CGColor are refused.
            .init("colors", .colors, "nil", render: .field(doc: "Straight (not premultiplied) RGBA per stop."),
                  action: .basic, check: .custom,
                  doc: "CGColor values, one per gradient stop (nil: nothing is drawn). Animatable: element by element when the counts match. An array holding anything but CGColor is reported and ignored.",
                  publicType: "[Any]?", getter: "values.colors.map { $0 as [Any] }", toPublic: "{ $0.map { $0 as [Any] } }"),
            .init("locations", .numbers, "nil", render: .field(doc: "Stop positions; nil spreads the stops evenly."),
                  action: .basic, check: .custom,
                  doc: "Where each stop lies on the axis, in 0...1 and increasing; nil spreads the stops evenly. Animatable."),
            .init("startPoint", .point, "CGPoint(x: 0.5, y: 0)", action: .basic, check: .finite("is not finite"),
                  doc: "The first stop's point in the unit square of the bounds ((0, 0) top-left on iOS). Animatable."),
            .init("endPoint", .point, "CGPoint(x: 0.5, y: 1)", action: .basic, check: .finite("is not finite"),
                  doc: "The last stop's point in the unit square of the bounds. Animatable."),
            .init("type", .gradientType, ".axial", model: "gradientType", render: .field(name: "type"),
                  doc: "`.axial` (default), `.radial` or `.conic`."),
        ]),
        PropertySection("CAShapeLayer's own (CAShapeLayer.h: \"path … does not have an implicit animation\"; it animates explicitly, point by point).",
                        .shape, [
            .init("path", .path, "nil", render: .field(doc: "The path's elements in the layer's bounds space (nil: nothing drawn)."),
                  check: .custom,
                  doc: "The shape, in the layer's bounds space; a CGMutablePath is copied. Animatable explicitly (point by point when both paths have the same elements), with no implicit animation, as the header says.",
                  modelDoc: "Always an immutable path (a CGMutablePath is copied by the setter)."),
            .init("fillColor", .color, "CGColor(gray: 0, alpha: 1)", action: .basic,
                  doc: "Default opaque black; nil fills nothing. Animatable."),
            .init("fillRule", .fillRule, ".nonZero", render: .field(name: "evenOdd")),
            .init("strokeColor", .color, "nil", action: .basic, doc: "Default nil: no stroke. Animatable."),
            .init("strokeStart", .cgFloat, "0", action: .basic, check: .finite("is not finite; pass 0...1"),
                  doc: "The stroked part of the path as fractions of its length (0 and 1 by default). Animatable."),
            .init("strokeEnd", .cgFloat, "1", action: .basic, check: .finite("is not finite; pass 0...1")),
            // Negative widths are stored (as Apple stores them), reported once and stroke nothing.
            .init("lineWidth", .cgFloat, "1", action: .basic, check: .custom, doc: "Default 1. Animatable."),
            .init("miterLimit", .cgFloat, "10", action: .basic, check: .finite("is not finite"),
                  doc: "Default 10. Animatable."),
            .init("lineCap", .lineCap, ".butt"),
            .init("lineJoin", .lineJoin, ".miter"),
            // Zero or negative lengths are stored, reported once and drawn solid, as Apple draws them.
            .init("lineDashPattern", .numbers, "nil", animatable: false, check: .custom,
                  doc: "Dash and gap lengths in points, repeated; nil draws a solid line."),
            .init("lineDashPhase", .cgFloat, "0", action: .basic, check: .finite("is not finite"),
                  doc: "How far into the dash pattern the line starts. Animatable."),
        ]),
        PropertySection("CALayer's rendering options (CALayer.h; spec §1.5: none has a built-in action; of them only shouldRasterize and rasterizationScale are animatable).",
                        .layer, [
            // Drawn as the one flag the compositor needs.
            .init("cornerCurve", .cornerCurve, ".circular",
                  render: .field(name: "continuousCorners",
                                 doc: "cornerCurve `.continuous`: Apple's smooth corners instead of circular arcs."),
                  animatable: false, check: .custom,
                  doc: "`.circular` or `.continuous` (Apple's smooth corner, `cornerCurveExpansionFactor(_:)` longer per side)."),
            // Apple's default is the app's Info.plist UIViewEdgeAntialiasing, false without it (read once per process).
            .init("allowsEdgeAntialiasing", .bool, "EdgeAntialiasingDefault.fromMainBundle", animatable: false,
                  doc: "On: the edges in `edgeAntialiasingMask` are anti-aliased, the others drawn hard. Off (the default unless Info.plist sets UIViewEdgeAntialiasing): every straight edge is drawn hard, a pixel in or out by its centre; rounded corners stay smooth (FrameBuilder.aliasedEdges)."),
            // All four edges.
            .init("edgeAntialiasingMask", .edgeMask, "CAEdgeAntialiasingMask(rawValue: 15)", animatable: false),
            // Drawn as the one-byte code the compositor needs (RenderLayer.samplingCode).
            .init("magnificationFilter", .contentsFilter, ".linear", animatable: false, check: .custom,
                  doc: "How contents are sampled when drawn larger (`.nearest` keeps texels square) or smaller than their pixels."),
            .init("minificationFilter", .contentsFilter, ".linear", animatable: false, check: .custom),
            .init("minificationFilterBias", .float, "0",
                  render: .field(doc: "Added to the mipmap level a trilinear minification reads."),
                  animatable: false, check: .finite("is not finite")),
            // Animatable, as Apple's pages for both say ("Animatable"), with no built-in action: an `actions` entry
            // or a delegate's animation for them runs (docs/behaviour.md "§1.5 Properties, defaults and animatability").
            .init("shouldRasterize", .bool, "false",
                  doc: "The layer and its sublayers drawn once into a bitmap of `rasterizationScale` pixels per point, reused until something in the subtree changes (FrameBuilder+Rasterize)."),
            // Refused unless positive and finite.
            .init("rasterizationScale", .cgFloat, "1", check: .custom),
            .init("drawsAsynchronously", .bool, "false", render: .none, animatable: false),
            .init("contentsFormat", .contentsFormat, ".RGBA8Uint", render: .none, animatable: false, check: .custom),
        ]),
        PropertySection("CATextLayer's animatable ones (CATextLayer.h: both \"Animatable\"): their setters redraw the contents.",
                        .text, [
            .init("fontSize", .cgFloat, "36", render: .field(doc: "Points; the evaluated value on evaluated copies."),
                  action: .basic, check: .custom,
                  doc: "Points; default 36; animatable. NaN, infinite and negative sizes are reported and ignored; 0 draws nothing."),
            .init("foregroundColor", .color, "CGColor(gray: 1, alpha: 1)",
                  render: .field(doc: "Premultiplied; the evaluated value on evaluated copies."), action: .basic, check: .custom,
                  doc: "The colour of a plain string and of runs that set none; default opaque white; animatable."),
        ]),
        PropertySection("CAReplicatorLayer's own (CAReplicatorLayer.h): every one \"Animatable\" but preservesDepth.",
                        .replicator, [
            // Negative counts and counts above maximumDrawnInstances are stored and reported once.
            .init("instanceCount", .int, "1", action: .basic, check: .custom,
                  doc: "The number of copies drawn, the sublayers themselves included (default 1). Animatable."),
            .init("preservesDepth", .bool, "false", animatable: false,
                  doc: "Whether the sublayers (every instance of them) keep their 3-D depth and are depth-sorted together instead of being flattened into this layer's plane (default false). CAReplicatorLayer.h: when true \"the standard restrictions on rendering a transform layer apply\": the replicator's own background, border, shadow, mask and group opacity are ignored, as a CATransformLayer's are."),
            .init("instanceDelay", .double, "0", action: .basic, check: .finite("is not finite"),
                  doc: "The delay in seconds between the animations of consecutive instances (default 0). Animatable."),
            .init("instanceTransform", .transform, "CATransform3DIdentity", action: .basic,
                  check: .finite("is not finite"),
                  doc: "The transform applied to instance k − 1 to produce instance k, about the layer's centre (default identity). Animatable."),
            // Nil is stored as white.
            .init("instanceColor", .color, "CGColor(red: 1, green: 1, blue: 1, alpha: 1)",
                  render: .field(doc: "Premultiplied, as every drawn colour."), action: .basic, check: .custom,
                  doc: "The colour the first instance is multiplied by (default opaque white). Animatable. Nil multiplies by nothing, as white does, and is stored as white."),
            .init("instanceRedOffset", .float, "0", action: .basic, check: .finite("is not finite"),
                  doc: "Added to instance k − 1's red multiplier to give instance k's (default 0). Animatable."),
            .init("instanceGreenOffset", .float, "0", action: .basic, check: .finite("is not finite")),
            .init("instanceBlueOffset", .float, "0", action: .basic, check: .finite("is not finite")),
            .init("instanceAlphaOffset", .float, "0", action: .basic, check: .finite("is not finite")),
        ]),
    ]

    /// Every row, in LayerProperty's order.
    package static var rows: [PropertyRow] { sections.flatMap(\.rows) }
}
