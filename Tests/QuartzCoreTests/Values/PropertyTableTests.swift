// Walks the whole property table (LayerPropertyTable) against Apple's facts for every built-in CALayer,
// CAGradientLayer, CAShapeLayer, CATextLayer (animatable) and CAReplicatorLayer key (spec §1.4 built-in actions, §1.5 types and defaults; the classes' headers):
// key-value coding, defaults, needsDisplay(forKey:), animatability, the action search's built-in action, the
// commit's render record and per-frame evaluation.
// The expectations are written out here, not read from the table, so a wrong row fails.
import Foundation
import Testing
@testable import QuartzCore

@Suite struct PropertyTableTests {
    /// Apple's facts for one key, and a value different from the default to set.
    struct Expected {
        let key: String
        let type: Any.Type
        let defaultValue: Any?
        let sample: Any?
        let action: BuiltInActionKind
        /// Whether an explicit animation may name the key.
        let animatable: Bool
        /// Whether the compositor draws it (so the commit records it).
        let drawn: Bool
        /// The class that declares the key.
        var owner: CALayer.Type = CALayer.self

        /// A new layer of the declaring class.
        func makeLayer() -> CALayer {
            if owner == CAGradientLayer.self { return CAGradientLayer() }
            if owner == CAShapeLayer.self { return CAShapeLayer() }
            if owner == CATextLayer.self { return CATextLayer() }
            if owner == CAReplicatorLayer.self { return CAReplicatorLayer() }
            return CALayer()
        }
    }

    static let black = CGColor(gray: 0, alpha: 1)
    static let unit = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// Spec §1.5's table, in LayerProperty order (built per use: the rows hold non-Sendable values).
    static var expected: [Expected] { [
        .init(key: "bounds", type: CGRect.self, defaultValue: CGRect.zero,
              sample: CGRect(x: 1, y: 2, width: 30, height: 40), action: .basic, animatable: true, drawn: true),
        .init(key: "position", type: CGPoint.self, defaultValue: CGPoint.zero, sample: CGPoint(x: 5, y: 6),
              action: .basic, animatable: true, drawn: true),
        .init(key: "zPosition", type: CGFloat.self, defaultValue: CGFloat(0), sample: CGFloat(7), action: .basic,
              animatable: true, drawn: true),
        .init(key: "anchorPoint", type: CGPoint.self, defaultValue: CGPoint(x: 0.5, y: 0.5),
              sample: CGPoint(x: 0, y: 1), action: .basic, animatable: true, drawn: true),
        .init(key: "anchorPointZ", type: CGFloat.self, defaultValue: CGFloat(0), sample: CGFloat(3), action: .basic,
              animatable: true, drawn: true),
        .init(key: "transform", type: CATransform3D.self, defaultValue: CATransform3DIdentity,
              sample: CATransform3DMakeScale(2, 3, 1), action: .basic, animatable: true, drawn: true),
        .init(key: "sublayerTransform", type: CATransform3D.self, defaultValue: CATransform3DIdentity,
              sample: CATransform3DMakeTranslation(4, 5, 0), action: .basic, animatable: true, drawn: true),
        .init(key: "hidden", type: Bool.self, defaultValue: false, sample: true, action: .transition,
              animatable: true, drawn: true),
        .init(key: "doubleSided", type: Bool.self, defaultValue: true, sample: false, action: .none,
              animatable: false, drawn: true),
        .init(key: "masksToBounds", type: Bool.self, defaultValue: false, sample: true, action: .basic,
              animatable: true, drawn: true),
        .init(key: "geometryFlipped", type: Bool.self, defaultValue: false, sample: true, action: .none,
              animatable: false, drawn: true),
        .init(key: "contents", type: CGImage.self, defaultValue: nil,
              sample: CGImage(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16), premultiplied: true),
              action: .basic, animatable: true, drawn: true),
        .init(key: "contentsRect", type: CGRect.self, defaultValue: unit,
              sample: CGRect(x: 0.25, y: 0, width: 0.5, height: 1), action: .basic, animatable: true, drawn: true),
        .init(key: "contentsCenter", type: CGRect.self, defaultValue: unit,
              sample: CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2), action: .basic, animatable: true, drawn: true),
        .init(key: "contentsGravity", type: CALayerContentsGravity.self, defaultValue: CALayerContentsGravity.resize,
              sample: CALayerContentsGravity.center, action: .none, animatable: false, drawn: true),
        .init(key: "contentsScale", type: CGFloat.self, defaultValue: CGFloat(1), sample: CGFloat(2),
              action: .basic, animatable: true, drawn: true),
        .init(key: "opacity", type: Float.self, defaultValue: Float(1), sample: Float(0.5), action: .basic,
              animatable: true, drawn: true),
        .init(key: "backgroundColor", type: CGColor.self, defaultValue: nil,
              sample: CGColor(red: 1, green: 0.5, blue: 0, alpha: 1), action: .basic, animatable: true, drawn: true),
        .init(key: "cornerRadius", type: CGFloat.self, defaultValue: CGFloat(0), sample: CGFloat(8), action: .basic,
              animatable: true, drawn: true),
        .init(key: "maskedCorners", type: CACornerMask.self, defaultValue: CACornerMask.all,
              sample: CACornerMask.layerMinXMinYCorner, action: .none, animatable: false, drawn: true),
        .init(key: "borderWidth", type: CGFloat.self, defaultValue: CGFloat(0), sample: CGFloat(2), action: .basic,
              animatable: true, drawn: true),
        .init(key: "borderColor", type: CGColor.self, defaultValue: black,
              sample: CGColor(red: 0, green: 0, blue: 1, alpha: 1), action: .basic, animatable: true, drawn: true),
        .init(key: "shadowColor", type: CGColor.self, defaultValue: black,
              sample: CGColor(red: 0, green: 1, blue: 0, alpha: 1), action: .basic, animatable: true, drawn: true),
        .init(key: "shadowOpacity", type: Float.self, defaultValue: Float(0), sample: Float(0.75), action: .basic,
              animatable: true, drawn: true),
        .init(key: "shadowOffset", type: CGSize.self, defaultValue: CGSize(width: 0, height: -3),
              sample: CGSize(width: 2, height: 2), action: .basic, animatable: true, drawn: true),
        .init(key: "shadowRadius", type: CGFloat.self, defaultValue: CGFloat(3), sample: CGFloat(6), action: .basic,
              animatable: true, drawn: true),
        .init(key: "shadowPath", type: CGPath.self, defaultValue: nil,
              sample: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil), action: .basic,
              animatable: true, drawn: true),
        .init(key: "allowsGroupOpacity", type: Bool.self, defaultValue: true, sample: false, action: .none,
              animatable: true, drawn: true),
        .init(key: "opaque", type: Bool.self, defaultValue: false, sample: true, action: .none, animatable: true,
              drawn: false),
        .init(key: "name", type: String.self, defaultValue: nil, sample: "walked", action: .none, animatable: false,
              drawn: false),
        .init(key: "beginTime", type: Double.self, defaultValue: 0.0, sample: 0.5, action: .none, animatable: true,
              drawn: false),
        .init(key: "speed", type: Float.self, defaultValue: Float(1), sample: Float(2), action: .none,
              animatable: true, drawn: false),
        .init(key: "timeOffset", type: Double.self, defaultValue: 0.0, sample: 1.5, action: .none, animatable: true,
              drawn: false),
        .init(key: "duration", type: Double.self, defaultValue: Double.infinity, sample: 4.0, action: .none,
              animatable: true, drawn: false),
        .init(key: "repeatCount", type: Float.self, defaultValue: Float(0), sample: Float(3), action: .none,
              animatable: true, drawn: false),
        .init(key: "repeatDuration", type: Double.self, defaultValue: 0.0, sample: 2.0, action: .none,
              animatable: true, drawn: false),
        .init(key: "autoreverses", type: Bool.self, defaultValue: false, sample: true, action: .none,
              animatable: true, drawn: false),
        .init(key: "fillMode", type: CAMediaTimingFillMode.self, defaultValue: CAMediaTimingFillMode.removed,
              sample: CAMediaTimingFillMode.both, action: .none, animatable: false, drawn: false),
        // CAGradientLayer.h.
        .init(key: "colors", type: [Any].self, defaultValue: nil,
              sample: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)] as [Any], action: .basic,
              animatable: true, drawn: true, owner: CAGradientLayer.self),
        .init(key: "locations", type: [NSNumber].self, defaultValue: nil, sample: [0.25, 0.75] as [NSNumber],
              action: .basic, animatable: true, drawn: true, owner: CAGradientLayer.self),
        .init(key: "startPoint", type: CGPoint.self, defaultValue: CGPoint(x: 0.5, y: 0), sample: CGPoint(x: 0, y: 0),
              action: .basic, animatable: true, drawn: true, owner: CAGradientLayer.self),
        .init(key: "endPoint", type: CGPoint.self, defaultValue: CGPoint(x: 0.5, y: 1), sample: CGPoint(x: 1, y: 1),
              action: .basic, animatable: true, drawn: true, owner: CAGradientLayer.self),
        .init(key: "type", type: CAGradientLayerType.self, defaultValue: CAGradientLayerType.axial,
              sample: CAGradientLayerType.radial, action: .none, animatable: false, drawn: true,
              owner: CAGradientLayer.self),
        // CAShapeLayer.h ("path … does not have an implicit animation").
        .init(key: "path", type: CGPath.self, defaultValue: nil,
              sample: CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil), action: .none,
              animatable: true, drawn: true, owner: CAShapeLayer.self),
        .init(key: "fillColor", type: CGColor.self, defaultValue: black,
              sample: CGColor(red: 1, green: 0, blue: 0, alpha: 1), action: .basic, animatable: true, drawn: true,
              owner: CAShapeLayer.self),
        .init(key: "fillRule", type: CAShapeLayerFillRule.self, defaultValue: CAShapeLayerFillRule.nonZero,
              sample: CAShapeLayerFillRule.evenOdd, action: .none, animatable: false, drawn: true,
              owner: CAShapeLayer.self),
        .init(key: "strokeColor", type: CGColor.self, defaultValue: nil,
              sample: CGColor(red: 0, green: 0, blue: 1, alpha: 1), action: .basic, animatable: true, drawn: true,
              owner: CAShapeLayer.self),
        .init(key: "strokeStart", type: CGFloat.self, defaultValue: CGFloat(0), sample: CGFloat(0.25), action: .basic,
              animatable: true, drawn: true, owner: CAShapeLayer.self),
        .init(key: "strokeEnd", type: CGFloat.self, defaultValue: CGFloat(1), sample: CGFloat(0.5), action: .basic,
              animatable: true, drawn: true, owner: CAShapeLayer.self),
        .init(key: "lineWidth", type: CGFloat.self, defaultValue: CGFloat(1), sample: CGFloat(4), action: .basic,
              animatable: true, drawn: true, owner: CAShapeLayer.self),
        .init(key: "miterLimit", type: CGFloat.self, defaultValue: CGFloat(10), sample: CGFloat(4), action: .basic,
              animatable: true, drawn: true, owner: CAShapeLayer.self),
        .init(key: "lineCap", type: CAShapeLayerLineCap.self, defaultValue: CAShapeLayerLineCap.butt,
              sample: CAShapeLayerLineCap.round, action: .none, animatable: false, drawn: true,
              owner: CAShapeLayer.self),
        .init(key: "lineJoin", type: CAShapeLayerLineJoin.self, defaultValue: CAShapeLayerLineJoin.miter,
              sample: CAShapeLayerLineJoin.bevel, action: .none, animatable: false, drawn: true,
              owner: CAShapeLayer.self),
        .init(key: "lineDashPattern", type: [NSNumber].self, defaultValue: nil, sample: [3, 2] as [NSNumber],
              action: .none, animatable: false, drawn: true, owner: CAShapeLayer.self),
        .init(key: "lineDashPhase", type: CGFloat.self, defaultValue: CGFloat(0), sample: CGFloat(1), action: .basic,
              animatable: true, drawn: true, owner: CAShapeLayer.self),
        // CALayer's rendering options (CALayer.h; spec §1.5): none animates or has a built-in action.
        .init(key: "cornerCurve", type: CALayerCornerCurve.self, defaultValue: CALayerCornerCurve.circular,
              sample: CALayerCornerCurve.continuous, action: .none, animatable: false, drawn: true),
        .init(key: "allowsEdgeAntialiasing", type: Bool.self, defaultValue: false, sample: true, action: .none,
              animatable: false, drawn: true),
        .init(key: "edgeAntialiasingMask", type: CAEdgeAntialiasingMask.self,
              defaultValue: CAEdgeAntialiasingMask(rawValue: 15), sample: CAEdgeAntialiasingMask(rawValue: 5),
              action: .none, animatable: false, drawn: true),
        .init(key: "magnificationFilter", type: CALayerContentsFilter.self, defaultValue: CALayerContentsFilter.linear,
              sample: CALayerContentsFilter.nearest, action: .none, animatable: false, drawn: true),
        .init(key: "minificationFilter", type: CALayerContentsFilter.self, defaultValue: CALayerContentsFilter.linear,
              sample: CALayerContentsFilter.nearest, action: .none, animatable: false, drawn: true),
        .init(key: "minificationFilterBias", type: Float.self, defaultValue: Float(0), sample: Float(1),
              action: .none, animatable: false, drawn: true),
        // Animatable on Apple (their pages say so), with no built-in action.
        .init(key: "shouldRasterize", type: Bool.self, defaultValue: false, sample: true, action: .none,
              animatable: true, drawn: true),
        .init(key: "rasterizationScale", type: CGFloat.self, defaultValue: CGFloat(1), sample: CGFloat(2),
              action: .none, animatable: true, drawn: true),
        .init(key: "drawsAsynchronously", type: Bool.self, defaultValue: false, sample: true, action: .none,
              animatable: false, drawn: false),
        .init(key: "contentsFormat", type: CALayerContentsFormat.self, defaultValue: CALayerContentsFormat.RGBA8Uint,
              sample: CALayerContentsFormat.RGBA16Float, action: .none, animatable: false, drawn: false),
        // CATextLayer.h: fontSize 36 and foregroundColor opaque white, both "Animatable".
        .init(key: "fontSize", type: CGFloat.self, defaultValue: CGFloat(36), sample: CGFloat(18), action: .basic,
              animatable: true, drawn: true, owner: CATextLayer.self),
        .init(key: "foregroundColor", type: CGColor.self, defaultValue: CGColor(gray: 1, alpha: 1),
              sample: CGColor(red: 1, green: 0, blue: 0, alpha: 1), action: .basic, animatable: true, drawn: true,
              owner: CATextLayer.self),
        // CAReplicatorLayer.h: every key "Animatable" but preservesDepth.
        .init(key: "instanceCount", type: Int.self, defaultValue: 1, sample: 12, action: .basic, animatable: true,
              drawn: true, owner: CAReplicatorLayer.self),
        .init(key: "preservesDepth", type: Bool.self, defaultValue: false, sample: true, action: .none,
              animatable: false, drawn: true, owner: CAReplicatorLayer.self),
        .init(key: "instanceDelay", type: Double.self, defaultValue: 0.0, sample: 0.25, action: .basic,
              animatable: true, drawn: true, owner: CAReplicatorLayer.self),
        .init(key: "instanceTransform", type: CATransform3D.self, defaultValue: CATransform3DIdentity,
              sample: CATransform3DMakeRotation(0.5, 0, 0, 1), action: .basic, animatable: true, drawn: true,
              owner: CAReplicatorLayer.self),
        .init(key: "instanceColor", type: CGColor.self, defaultValue: CGColor(red: 1, green: 1, blue: 1, alpha: 1),
              sample: CGColor(red: 1, green: 0.5, blue: 0, alpha: 1), action: .basic, animatable: true, drawn: true,
              owner: CAReplicatorLayer.self),
        .init(key: "instanceRedOffset", type: Float.self, defaultValue: Float(0), sample: Float(-0.25),
              action: .basic, animatable: true, drawn: true, owner: CAReplicatorLayer.self),
        .init(key: "instanceGreenOffset", type: Float.self, defaultValue: Float(0), sample: Float(0.5),
              action: .basic, animatable: true, drawn: true, owner: CAReplicatorLayer.self),
        .init(key: "instanceBlueOffset", type: Float.self, defaultValue: Float(0), sample: Float(-0.5),
              action: .basic, animatable: true, drawn: true, owner: CAReplicatorLayer.self),
        .init(key: "instanceAlphaOffset", type: Float.self, defaultValue: Float(0), sample: Float(-0.125),
              action: .basic, animatable: true, drawn: true, owner: CAReplicatorLayer.self),
    ] }

    /// Equality for the values a property can hold (numbers across CGFloat/Float/Double, colours by value,
    /// images by identity, paths by elements, name types by raw value).
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x as CGImage, let y as CGImage): return x === y
        case (let x as CACornerMask, let y as CACornerMask): return x == y
        case (let x as CALayerContentsGravity, let y as CALayerContentsGravity): return x == y
        case (let x as CAMediaTimingFillMode, let y as CAMediaTimingFillMode): return x == y
        case (let x as String, let y as String): return x == y
        case (let x as CAGradientLayerType, let y as CAGradientLayerType): return x == y
        case (let x as CAShapeLayerFillRule, let y as CAShapeLayerFillRule): return x == y
        case (let x as CAShapeLayerLineCap, let y as CAShapeLayerLineCap): return x == y
        case (let x as CAShapeLayerLineJoin, let y as CAShapeLayerLineJoin): return x == y
        case (let x as [NSNumber], let y as [NSNumber]): return x == y
        case (let x as [Any], let y as [Any]):
            return x.count == y.count && zip(x, y).allSatisfy { CALayer.sameValue($0, $1) }
        default: return CALayer.sameValue(a, b)
        }
    }

    @Test("a subclass's key is an undefined key on a plain CALayer, as on Apple's platforms")
    func subclassKeysOnPlainLayers() {
        for row in Self.expected where row.owner != CALayer.self {
            let layer = CALayer()
            layer.setValue(row.sample, forKey: row.key)
            #expect(Self.same(layer.value(forKey: row.key), row.sample), "\(row.key) kept as a custom value")
            #expect(RenderTreeBuilder.record(for: layer, parent: -1, isMask: false).gradient == nil)
        }
    }

    @Test("the table has one row per built-in key, in spec 1.5's order, and no key is missing from this walk")
    func oneRowPerKey() {
        #expect(LayerProperty.allCases.map(\.key) == Self.expected.map(\.key))
        #expect(LayerPropertyTable.entries.map(\.property) == LayerProperty.allCases)
    }

    @Test("every key's default has Apple's value and type, through defaultValue(forKey:) and value(forKey:)")
    func defaults() {
        for row in Self.expected {
            let layer = row.makeLayer()
            let classDefault = row.owner.defaultValue(forKey: row.key)
            // Apple's class has no default for bounds and position (measured by GNUstep's CALayer/geometry.m);
            // the layer's own value is still the row's default.
            let noClassDefault = row.key == "bounds" || row.key == "position"
            #expect(Self.same(classDefault, noClassDefault ? nil : row.defaultValue), "defaultValue(forKey: \(row.key))")
            #expect(Self.same(layer.value(forKey: row.key), row.defaultValue), "value(forKey: \(row.key))")
            if let classDefault {
                #expect(type(of: classDefault) == row.type, "\(row.key) is a \(type(of: classDefault))")
            }
        }
    }

    @Test("no built-in key needs display, every key's animatability and built-in action are spec 1.4's")
    func behaviour() throws {
        for row in Self.expected {
            let p = try #require(LayerProperty.named(row.key))
            #expect(row.owner.needsDisplay(forKey: row.key) == false, "needsDisplay(forKey: \(row.key))")
            #expect(p.family == LayerPropertyFamily.declared(by: row.owner), "\(row.key) belongs to \(row.owner)")
            #expect(p.isAnimatable == row.animatable, "\(row.key) animatable")
            #expect(p.builtInAction == row.action, "\(row.key) action")
        }
    }

    @Test("every key set through setValue(_:forKey:) reads back through value(forKey:) with its type")
    func keyValueCodingRoundTrip() {
        for row in Self.expected {
            let layer = row.makeLayer()
            layer.setValue(row.sample, forKey: row.key)
            let read = layer.value(forKey: row.key)
            #expect(Self.same(read, row.sample), "\(row.key): \(String(describing: read))")
            if let read { #expect(type(of: read) == row.type, "\(row.key) reads back as \(type(of: read))") }
        }
    }

    @Test("each key's action search ends in the built-in action spec 1.4 gives it")
    func builtInActions() {
        for row in Self.expected {
            let layer = row.makeLayer()
            let action = layer.action(forKey: row.key)
            switch row.action {
            case .basic:
                #expect((action as? CABasicAnimation)?.keyPath == row.key, "\(row.key) gets a basic animation")
            case .transition:
                #expect((action as? CATransition)?.type == .fade, "\(row.key) gets a fade")
            case .none:
                #expect(action == nil, "\(row.key) gets no action")
            }
        }
    }

    @Test("the commit records every drawn key with the model's value, and no other")
    func renderRecord() throws {
        for row in Self.expected {
            let p = try #require(LayerProperty.named(row.key))
            let layer = row.makeLayer()
            layer.setValue(row.sample, forKey: row.key)
            var record = RenderTreeBuilder.record(for: layer, parent: -1, isMask: false)
            #expect(p.layout.isRendered == row.drawn, "\(row.key) drawn")
            guard row.drawn else {
                #expect(record.animatableValue(of: p) == nil, "\(row.key) is not in the record")
                continue
            }
            switch p {
            case .maskedCorners: #expect(record.maskedCorners == 1)
            case .contentsGravity: #expect(record.contentsGravity == .center)
            case .type: #expect(record.gradient?.type == .radial)
            case .fillRule: #expect(record.shape?.evenOdd == true)
            case .lineCap: #expect(record.shape?.lineCap == .round)
            case .lineJoin: #expect(record.shape?.lineJoin == .bevel)
            case .cornerCurve: #expect(record.continuousCorners)
            case .magnificationFilter: #expect(record.magnificationFilter == RenderLayer.samplesNearest)
            case .minificationFilter: #expect(record.minificationFilter == RenderLayer.samplesNearest)
            case .edgeAntialiasingMask: #expect(record.edgeAntialiasingMask == [.layerLeftEdge, .layerBottomEdge])
            case .allowsEdgeAntialiasing: #expect(record.allowsEdgeAntialiasing)
            case .shouldRasterize: #expect(record.shouldRasterize)
            case .rasterizationScale: #expect(record.rasterizationScale == 2)
            case .minificationFilterBias: #expect(record.minificationFilterBias == 1)
            default:
                #expect(record.animatableValue(of: p) == layer.values.value(of: p), "\(row.key) recorded")
            }
        }
    }

    @Test("per-frame evaluation writes and reads back every animatable drawn key, by value and by lanes")
    func evaluationRoundTrip() throws {
        for row in Self.expected where row.drawn && row.animatable {
            let p = try #require(LayerProperty.named(row.key))
            var model = LayerModel()
            let converted = model.assign(row.sample, to: p)
            #expect(converted, "\(row.key) converts")
            let value = try #require(model.value(of: p))
            var record = RenderTreeBuilder.record(for: row.makeLayer(), parent: -1, isMask: false)
            record.setAnimatableValue(value, for: p)
            #expect(record.animatableValue(of: p) == value, "\(row.key) evaluated")
            if let lanes = value.lanes, p.valueKind != .bool, p.valueKind != .transform {
                var laned = RenderTreeBuilder.record(for: row.makeLayer(), parent: -1, isMask: false)
                laned.setLanes(lanes, for: p)
                #expect(laned.lanes(of: p) == lanes, "\(row.key) lanes")
            }
        }
    }
}
