// Reading and writing a LayerModel property by `LayerProperty` as an `AnimatableValue` (for animations,
// presentation and key paths) or as `Any` (for key-value coding and `style`). Spec §1.5 types.
import Foundation

extension LayerModel {
    /// The property's value, or nil for the non-animatable kinds (`ValueKind.other`).
    public func value(of p: LayerProperty) -> AnimatableValue? {
        switch p {
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
        case .contents: return .image(contents)
        case .contentsRect: return .rect(contentsRect)
        case .contentsCenter: return .rect(contentsCenter)
        case .contentsScale: return .scalar(Double(contentsScale))
        case .opacity: return .scalar(Double(opacity))
        case .backgroundColor: return LayerModel.color(backgroundColor)
        case .cornerRadius: return .scalar(Double(cornerRadius))
        case .borderWidth: return .scalar(Double(borderWidth))
        case .borderColor: return LayerModel.color(borderColor)
        case .shadowColor: return LayerModel.color(shadowColor)
        case .shadowOpacity: return .scalar(Double(shadowOpacity))
        case .shadowOffset: return .size(shadowOffset)
        case .shadowRadius: return .scalar(Double(shadowRadius))
        case .allowsGroupOpacity: return .bool(allowsGroupOpacity)
        case .opaque: return .bool(isOpaque)
        case .beginTime: return .scalar(beginTime)
        case .speed: return .scalar(Double(speed))
        case .timeOffset: return .scalar(timeOffset)
        case .duration: return .scalar(duration)
        case .repeatCount: return .scalar(Double(repeatCount))
        case .repeatDuration: return .scalar(repeatDuration)
        case .autoreverses: return .bool(autoreverses)
        case .shadowPath: return .path(shadowPath?.elements)
        case .colors: return .colors(colors?.map(LayerModel.straight))
        case .locations: return .numbers(locations?.map(\.doubleValue))
        case .startPoint: return .point(startPoint)
        case .endPoint: return .point(endPoint)
        case .path: return .path(path?.elements)
        case .fillColor: return LayerModel.color(fillColor)
        case .strokeColor: return LayerModel.color(strokeColor)
        case .strokeStart: return .scalar(Double(strokeStart))
        case .strokeEnd: return .scalar(Double(strokeEnd))
        case .lineWidth: return .scalar(Double(lineWidth))
        case .miterLimit: return .scalar(Double(miterLimit))
        case .lineDashPhase: return .scalar(Double(lineDashPhase))
        case .contentsGravity, .maskedCorners, .name, .fillMode, .type, .fillRule, .lineCap, .lineJoin,
             .lineDashPattern:
            return nil
        }
    }

    /// Stores `v` into the property; false (nothing stored) when the kind does not match.
    @discardableResult
    public mutating func set(_ v: AnimatableValue, for p: LayerProperty) -> Bool {
        switch (p, v) {
        case (.bounds, .rect(let r)): bounds = r
        case (.position, .point(let q)): position = q
        case (.zPosition, .scalar(let d)): zPosition = CGFloat(d)
        case (.anchorPoint, .point(let q)): anchorPoint = q
        case (.anchorPointZ, .scalar(let d)): anchorPointZ = CGFloat(d)
        case (.transform, .transform(let t)): transform = t
        case (.sublayerTransform, .transform(let t)): sublayerTransform = t
        case (.hidden, .bool(let b)): isHidden = b
        case (.doubleSided, .bool(let b)): isDoubleSided = b
        case (.masksToBounds, .bool(let b)): masksToBounds = b
        case (.contents, .image(let i)): contents = i
        case (.contentsRect, .rect(let r)): contentsRect = r
        case (.contentsCenter, .rect(let r)): contentsCenter = r
        case (.contentsScale, .scalar(let d)): contentsScale = CGFloat(d)
        case (.opacity, .scalar(let d)): opacity = Float(d)
        case (.backgroundColor, .color(let c)): backgroundColor = LayerModel.cgColor(c)
        case (.cornerRadius, .scalar(let d)): cornerRadius = CGFloat(d)
        case (.borderWidth, .scalar(let d)): borderWidth = CGFloat(d)
        case (.borderColor, .color(let c)): borderColor = LayerModel.cgColor(c)
        case (.shadowColor, .color(let c)): shadowColor = LayerModel.cgColor(c)
        case (.shadowOpacity, .scalar(let d)): shadowOpacity = Float(d)
        case (.shadowOffset, .size(let s)): shadowOffset = s
        case (.shadowRadius, .scalar(let d)): shadowRadius = CGFloat(d)
        case (.shadowPath, .path(let e)): shadowPath = e.map { CGPath(elements: $0) }
        case (.allowsGroupOpacity, .bool(let b)): allowsGroupOpacity = b
        case (.opaque, .bool(let b)): isOpaque = b
        case (.beginTime, .scalar(let d)): beginTime = d
        case (.speed, .scalar(let d)): speed = Float(d)
        case (.timeOffset, .scalar(let d)): timeOffset = d
        case (.duration, .scalar(let d)): duration = d
        case (.repeatCount, .scalar(let d)): repeatCount = Float(d)
        case (.repeatDuration, .scalar(let d)): repeatDuration = d
        case (.autoreverses, .bool(let b)): autoreverses = b
        case (.colors, .colors(let c)):
            colors = c.map { $0.map { CGColor(red: $0.x, green: $0.y, blue: $0.z, alpha: $0.w) } }
        case (.locations, .numbers(let n)): locations = n.map { $0.map { NSNumber(value: $0) } }
        case (.startPoint, .point(let q)): startPoint = q
        case (.endPoint, .point(let q)): endPoint = q
        case (.path, .path(let e)): path = e.map { CGPath(elements: $0) }
        case (.fillColor, .color(let c)): fillColor = LayerModel.cgColor(c)
        case (.strokeColor, .color(let c)): strokeColor = LayerModel.cgColor(c)
        case (.strokeStart, .scalar(let d)): strokeStart = CGFloat(d)
        case (.strokeEnd, .scalar(let d)): strokeEnd = CGFloat(d)
        case (.lineWidth, .scalar(let d)): lineWidth = CGFloat(d)
        case (.miterLimit, .scalar(let d)): miterLimit = CGFloat(d)
        case (.lineDashPhase, .scalar(let d)): lineDashPhase = CGFloat(d)
        default: return false
        }
        return true
    }

    /// The property's value as Apple's API types it (Float for opacity, CGColor? for colours, …).
    public func anyValue(of p: LayerProperty) -> Any? {
        switch p {
        case .opacity: return opacity
        case .shadowOpacity: return shadowOpacity
        case .speed: return speed
        case .repeatCount: return repeatCount
        case .beginTime: return beginTime
        case .timeOffset: return timeOffset
        case .duration: return duration
        case .repeatDuration: return repeatDuration
        case .backgroundColor: return backgroundColor
        case .borderColor: return borderColor
        case .shadowColor: return shadowColor
        case .contents: return contents
        case .contentsGravity: return contentsGravity
        case .maskedCorners: return maskedCorners
        case .name: return name
        case .fillMode: return fillMode
        case .shadowPath: return shadowPath
        case .colors: return colors.map { $0 as [Any] }
        case .locations: return locations
        case .type: return gradientType
        case .path: return path
        case .fillColor: return fillColor
        case .strokeColor: return strokeColor
        case .fillRule: return fillRule
        case .lineCap: return lineCap
        case .lineJoin: return lineJoin
        case .lineDashPattern: return lineDashPattern
        default: return value(of: p)?.anyValue
        }
    }

    /// Converts and stores an `Any` (KVC, `style`); false when the value cannot be the property's type.
    public mutating func assign(_ any: Any?, to p: LayerProperty) -> Bool {
        switch p {
        case .contentsGravity:
            if let g = any as? CALayerContentsGravity { contentsGravity = g; return true }
            if let s = any as? String { contentsGravity = CALayerContentsGravity(rawValue: s); return true }
            return false
        case .fillMode:
            if let f = any as? CAMediaTimingFillMode { fillMode = f; return true }
            if let s = any as? String { fillMode = CAMediaTimingFillMode(rawValue: s); return true }
            return false
        case .maskedCorners:
            if let m = any as? CACornerMask { maskedCorners = m; return true }
            // UInt(exactly:) refuses negative, fractional, NaN and too-large numbers instead of trapping.
            if let u = any as? UInt { maskedCorners = CACornerMask(rawValue: u); return true }
            if let any, let n = AnimatableValue.number(any), let raw = UInt(exactly: n) {
                maskedCorners = CACornerMask(rawValue: raw); return true
            }
            return false
        case .name:
            if any == nil { name = nil; return true }
            if let s = any as? String { name = s; return true }
            return false
        case .shadowPath:
            if any == nil { shadowPath = nil; return true }
            guard let path = any as? CGPath else { return false }
            shadowPath = LayerModel.immutable(path)
            return true
        case .path:
            if any == nil { path = nil; return true }
            guard let shape = any as? CGPath else { return false }
            path = LayerModel.immutable(shape)
            return true
        case .colors:
            if any == nil { colors = nil; return true }
            guard let any, let array = any as? [Any] else { return false }
            var cgColors: [CGColor] = []
            for element in array {
                guard let c = element as? CGColor else { return false }
                cgColors.append(c)
            }
            colors = cgColors
            return true
        case .locations, .lineDashPattern:
            var numbers: [NSNumber]?
            if let any {
                guard let values = AnimatableValue.numberArray(any) else { return false }
                numbers = values.map { NSNumber(value: $0) }
            }
            if p == .locations { locations = numbers } else { lineDashPattern = numbers }
            return true
        case .type, .fillRule, .lineCap, .lineJoin:
            return assignName(any, to: p)
        default:
            guard let v = AnimatableValue(any: any, kind: p.valueKind) else { return false }
            return set(v, for: p)
        }
    }

    /// Whether the property holds the same value in both models (DECISIONS 3: same value, no action).
    public func hasSameValue(_ p: LayerProperty, as other: LayerModel) -> Bool {
        switch p {
        case .contentsGravity: return contentsGravity == other.contentsGravity
        case .fillMode: return fillMode == other.fillMode
        case .maskedCorners: return maskedCorners == other.maskedCorners
        case .name: return name == other.name
        case .contents: return contents === other.contents
        case .shadowPath: return shadowPath == other.shadowPath
        case .path: return path == other.path
        case .type: return gradientType == other.gradientType
        case .fillRule: return fillRule == other.fillRule
        case .lineCap: return lineCap == other.lineCap
        case .lineJoin: return lineJoin == other.lineJoin
        case .lineDashPattern: return lineDashPattern == other.lineDashPattern
        case .locations: return locations == other.locations
        default: return value(of: p) == other.value(of: p)
        }
    }

    /// The path itself when it is immutable; a copy of a CGMutablePath (Apple's setter copies too).
    static func immutable(_ path: CGPath) -> CGPath {
        path is CGMutablePath ? CGPath(elements: path.elements) : path
    }

    static func straight(_ c: CGColor) -> SIMD4<Double> {
        SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }

    static func color(_ c: CGColor?) -> AnimatableValue {
        .color(c.map { SIMD4(Double($0.red), Double($0.green), Double($0.blue), Double($0.alpha)) })
    }

    static func cgColor(_ c: SIMD4<Double>?) -> CGColor? {
        c.map { CGColor(red: CGFloat($0.x), green: CGFloat($0.y), blue: CGFloat($0.z), alpha: CGFloat($0.w)) }
    }
}
