// RenderLayer as an AnimatableStore: the properties the compositor draws, read and written as AnimatableValue
// by a switch on LayerProperty (no strings). Colours convert between premultiplied RenderColor and straight RGBA.
import Foundation

extension RenderLayer: AnimatableStore {
    package func animatableValue(of property: LayerProperty) -> AnimatableValue? {
        switch property {
        case .bounds: return .rect(bounds)
        case .position: return .point(position)
        case .zPosition: return .scalar(Double(zPosition))
        case .anchorPoint: return .point(anchorPoint)
        case .anchorPointZ: return .scalar(Double(anchorPointZ))
        case .transform: return .transform(transform)
        case .sublayerTransform: return .transform(sublayerTransform)
        case .hidden: return .bool(isHidden)
        case .doubleSided: return .bool(isDoubleSided)
        case .masksToBounds: return .bool(masksToBounds)
        case .opacity: return .scalar(Double(opacity))
        case .allowsGroupOpacity: return .bool(allowsGroupOpacity)
        case .backgroundColor: return .color(Self.straight(backgroundColor))
        case .cornerRadius: return .scalar(Double(cornerRadius))
        case .borderWidth: return .scalar(Double(borderWidth))
        case .borderColor: return .color(Self.straight(borderColor))
        case .shadowColor: return .color(Self.straight(shadowColor))
        case .shadowOpacity: return .scalar(Double(shadowOpacity))
        case .shadowOffset: return .size(shadowOffset)
        case .shadowRadius: return .scalar(Double(shadowRadius))
        case .shadowPath: return .path(shadowPath)
        case .contents: return .image(contents)
        case .contentsRect: return .rect(contentsRect)
        case .contentsCenter: return .rect(contentsCenter)
        case .contentsScale: return .scalar(Double(contentsScale))
        case .colors: return gradient.map { .colors($0.colors) }
        case .locations: return gradient.map { .numbers($0.locations) }
        case .startPoint: return gradient.map { .point($0.startPoint) }
        case .endPoint: return gradient.map { .point($0.endPoint) }
        case .path: return shape.map { .path($0.path) }
        case .fillColor: return shape.map { .color(Self.straight($0.fillColor)) }
        case .strokeColor: return shape.map { .color(Self.straight($0.strokeColor)) }
        case .strokeStart: return shape.map { .scalar($0.strokeStart) }
        case .strokeEnd: return shape.map { .scalar($0.strokeEnd) }
        case .lineWidth: return shape.map { .scalar($0.lineWidth) }
        case .miterLimit: return shape.map { .scalar($0.miterLimit) }
        case .lineDashPhase: return shape.map { .scalar($0.lineDashPhase) }
        default: return nil
        }
    }

    package mutating func setAnimatableValue(_ value: AnimatableValue, for property: LayerProperty) {
        switch (property, value) {
        case (.bounds, .rect(let r)): bounds = r
        case (.position, .point(let p)): position = p
        case (.zPosition, .scalar(let v)): zPosition = CGFloat(v)
        case (.anchorPoint, .point(let p)): anchorPoint = p
        case (.anchorPointZ, .scalar(let v)): anchorPointZ = CGFloat(v)
        case (.transform, .transform(let t)): transform = t
        case (.sublayerTransform, .transform(let t)): sublayerTransform = t
        case (.hidden, .bool(let b)): isHidden = b
        case (.doubleSided, .bool(let b)): isDoubleSided = b
        case (.masksToBounds, .bool(let b)): masksToBounds = b
        case (.opacity, .scalar(let v)): opacity = Float(v)
        case (.allowsGroupOpacity, .bool(let b)): allowsGroupOpacity = b
        case (.backgroundColor, .color(let c)): backgroundColor = Self.premultiplied(c)
        case (.cornerRadius, .scalar(let v)): cornerRadius = CGFloat(v)
        case (.borderWidth, .scalar(let v)): borderWidth = CGFloat(v)
        case (.borderColor, .color(let c)): borderColor = Self.premultiplied(c)
        case (.shadowColor, .color(let c)): shadowColor = Self.premultiplied(c)
        case (.shadowOpacity, .scalar(let v)): shadowOpacity = Float(v)
        case (.shadowOffset, .size(let s)): shadowOffset = s
        case (.shadowRadius, .scalar(let v)): shadowRadius = CGFloat(v)
        case (.shadowPath, .path(let e)): shadowPath = e
        case (.contents, .image(let i)): contents = i
        case (.contentsRect, .rect(let r)): contentsRect = r
        case (.contentsCenter, .rect(let r)): contentsCenter = r
        case (.contentsScale, .scalar(let v)): contentsScale = CGFloat(v)
        // Gradient and shape values land only on records that have a gradient or shape (their own class).
        case (.colors, .colors(let c)): gradient?.colors = c
        case (.locations, .numbers(let n)): gradient?.locations = n
        case (.startPoint, .point(let p)): gradient?.startPoint = p
        case (.endPoint, .point(let p)): gradient?.endPoint = p
        case (.path, .path(let e)): shape?.path = e
        case (.fillColor, .color(let c)): shape?.fillColor = Self.premultiplied(c)
        case (.strokeColor, .color(let c)): shape?.strokeColor = Self.premultiplied(c)
        case (.strokeStart, .scalar(let v)): shape?.strokeStart = v
        case (.strokeEnd, .scalar(let v)): shape?.strokeEnd = v
        case (.lineWidth, .scalar(let v)): shape?.lineWidth = v
        case (.miterLimit, .scalar(let v)): shape?.miterLimit = v
        case (.lineDashPhase, .scalar(let v)): shape?.lineDashPhase = v
        default: break
        }
    }

    private static func straight(_ c: RenderColor) -> SIMD4<Double>? {
        guard c.alpha > 0 else { return SIMD4(0, 0, 0, 0) }
        let a = Double(c.alpha)
        return SIMD4(Double(c.red) / a, Double(c.green) / a, Double(c.blue) / a, a)
    }

    private static func premultiplied(_ c: SIMD4<Double>?) -> RenderColor {
        guard let c else { return .clear }
        return RenderColor(straightRed: c.x, green: c.y, blue: c.z, alpha: c.w)
    }
}
