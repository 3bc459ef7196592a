// A property field as `Any` (key-value coding, `style`, `defaultValue(forKey:)`: the Swift type Apple's API gives
// the property, spec §1.5), equality of two fields (DECISIONS 3: an unchanged value looks up no action), and the
// commit's copy of a model field into its render field.
import Foundation

extension PropertyFormat {
    /// The field as Apple's API types it (Float for opacity, CGFloat for geometry, CGColor? for colours, …).
    func anyValue(at field: UnsafeRawPointer) -> Any? {
        switch self {
        case .float: return field.load(as: Float.self)
        case .cgFloat: return field.load(as: CGFloat.self)
        case .double: return field.load(as: Double.self)
        case .int: return field.load(as: Int.self)
        case .bool: return field.load(as: Bool.self)
        case .point: return field.load(as: CGPoint.self)
        case .size: return field.load(as: CGSize.self)
        case .rect: return field.load(as: CGRect.self)
        case .transform: return field.load(as: CATransform3D.self)
        case .cgColor: return field.assumingMemoryBound(to: CGColor?.self).pointee
        case .image: return field.assumingMemoryBound(to: CGImage?.self).pointee
        case .path: return field.assumingMemoryBound(to: CGPath?.self).pointee
        case .cornerMask: return field.load(as: CACornerMask.self)
        case .contentsGravity: return field.assumingMemoryBound(to: CALayerContentsGravity.self).pointee
        case .fillMode: return field.assumingMemoryBound(to: CAMediaTimingFillMode.self).pointee
        case .string: return field.assumingMemoryBound(to: String?.self).pointee
        case .cgColors: return field.assumingMemoryBound(to: [CGColor]?.self).pointee.map { $0 as [Any] }
        case .numbers: return field.assumingMemoryBound(to: [NSNumber]?.self).pointee
        case .gradientType: return field.assumingMemoryBound(to: CAGradientLayerType.self).pointee
        case .fillRule: return field.assumingMemoryBound(to: CAShapeLayerFillRule.self).pointee
        case .lineCap: return field.assumingMemoryBound(to: CAShapeLayerLineCap.self).pointee
        case .lineJoin: return field.assumingMemoryBound(to: CAShapeLayerLineJoin.self).pointee
        case .cornerCurve: return field.assumingMemoryBound(to: CALayerCornerCurve.self).pointee
        case .contentsFilter: return field.assumingMemoryBound(to: CALayerContentsFilter.self).pointee
        case .contentsFormat: return field.assumingMemoryBound(to: CALayerContentsFormat.self).pointee
        case .edgeMask: return field.load(as: CAEdgeAntialiasingMask.self)
        case .renderColor, .pathElements, .cornerBits, .straightColors, .doubles: return value(at: field)?.anyValue
        }
    }

    /// Converts `any` and stores it into the field; false (nothing stored) when it cannot be the field's type.
    func assign(_ any: Any?, at field: UnsafeMutableRawPointer) -> Bool {
        switch self {
        case .contentsGravity:
            if let g = any as? CALayerContentsGravity { return store(g, field) }
            if let s = any as? String { return store(CALayerContentsGravity(rawValue: s), field) }
            return false
        case .fillMode:
            if let f = any as? CAMediaTimingFillMode { return store(f, field) }
            if let s = any as? String { return store(CAMediaTimingFillMode(rawValue: s), field) }
            return false
        case .cornerMask:
            if let m = any as? CACornerMask { return store(m, field) }
            // UInt(exactly:) refuses negative, fractional, NaN and too-large numbers instead of trapping.
            if let u = any as? UInt { return store(CACornerMask(rawValue: u), field) }
            if let any, let n = AnimatableValue.number(any), let raw = UInt(exactly: n) {
                return store(CACornerMask(rawValue: raw), field)
            }
            return false
        case .cgColor:
            // The colour object itself, so its colour space (gray or RGB) and identity survive, as Apple's stores.
            if any == nil { return store(CGColor?.none, field) }
            guard let color = any as? CGColor else { return false }
            return store(Optional(color), field)
        case .string:
            if any == nil { return store(String?.none, field) }
            if let s = any as? String { return store(Optional(s), field) }
            return false
        case .path:
            if any == nil { return store(CGPath?.none, field) }
            guard let path = any as? CGPath else { return false }
            return store(Optional(PropertyFormat.immutable(path)), field)
        case .cgColors:
            if any == nil { return store([CGColor]?.none, field) }
            guard let array = any as? [Any] else { return false }
            var colors: [CGColor] = []
            colors.reserveCapacity(array.count)
            for element in array {
                guard let color = element as? CGColor else { return false }
                colors.append(color)
            }
            return store(Optional(colors), field)
        case .numbers:
            if any == nil { return store([NSNumber]?.none, field) }
            guard let any, let values = AnimatableValue.numberArray(any) else { return false }
            return store(Optional(values.map { NSNumber(value: $0) }), field)
        case .gradientType: return assignName(any, field, CAGradientLayerType.init(rawValue:))
        case .fillRule: return assignName(any, field, CAShapeLayerFillRule.init(rawValue:))
        case .lineCap: return assignName(any, field, CAShapeLayerLineCap.init(rawValue:))
        case .lineJoin: return assignName(any, field, CAShapeLayerLineJoin.init(rawValue:))
        case .cornerCurve: return assignName(any, field, CALayerCornerCurve.init(rawValue:))
        case .contentsFilter: return assignName(any, field, CALayerContentsFilter.init(rawValue:))
        case .contentsFormat: return assignName(any, field, CALayerContentsFormat.init(rawValue:))
        case .edgeMask:
            if let m = any as? CAEdgeAntialiasingMask { return store(m, field) }
            if let any, let n = AnimatableValue.number(any), let raw = UInt32(exactly: n) {
                return store(CAEdgeAntialiasingMask(rawValue: raw), field)
            }
            return false
        case .int:
            // A whole number only (Int(exactly:) refuses fractions, NaN and out-of-range values), as an NSInteger.
            if let i = any as? Int { return store(i, field) }
            if let any, let n = AnimatableValue.number(any), let i = Int(exactly: n) { return store(i, field) }
            return false
        case .cornerBits, .straightColors, .doubles:
            return false
        default:
            guard let v = AnimatableValue(any: any, kind: valueKind) else { return false }
            return set(v, at: field)
        }
    }

    /// Whether two fields of this format hold the same value (colours and paths by value, images by identity).
    func same(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        switch self {
        case .float: return a.load(as: Float.self) == b.load(as: Float.self)
        case .cgFloat: return a.load(as: CGFloat.self) == b.load(as: CGFloat.self)
        case .double: return a.load(as: Double.self) == b.load(as: Double.self)
        case .int: return a.load(as: Int.self) == b.load(as: Int.self)
        case .bool: return a.load(as: Bool.self) == b.load(as: Bool.self)
        case .point: return a.load(as: CGPoint.self) == b.load(as: CGPoint.self)
        case .size: return a.load(as: CGSize.self) == b.load(as: CGSize.self)
        case .rect: return a.load(as: CGRect.self) == b.load(as: CGRect.self)
        case .transform: return a.load(as: CATransform3D.self) == b.load(as: CATransform3D.self)
        case .cgColor: return Self.typed(a, CGColor?.self) == Self.typed(b, CGColor?.self)
        case .renderColor: return a.load(as: RenderColor.self) == b.load(as: RenderColor.self)
        case .image: return Self.typed(a, CGImage?.self) === Self.typed(b, CGImage?.self)
        case .path: return Self.typed(a, CGPath?.self) == Self.typed(b, CGPath?.self)
        case .pathElements: return Self.typed(a, [CGPath.Element]?.self) == Self.typed(b, [CGPath.Element]?.self)
        case .cornerMask: return a.load(as: CACornerMask.self) == b.load(as: CACornerMask.self)
        case .cornerBits: return a.load(as: UInt8.self) == b.load(as: UInt8.self)
        case .contentsGravity: return Self.typed(a, CALayerContentsGravity.self) == Self.typed(b, CALayerContentsGravity.self)
        case .fillMode: return Self.typed(a, CAMediaTimingFillMode.self) == Self.typed(b, CAMediaTimingFillMode.self)
        case .string: return Self.typed(a, String?.self) == Self.typed(b, String?.self)
        case .cgColors: return Self.typed(a, [CGColor]?.self) == Self.typed(b, [CGColor]?.self)
        case .straightColors: return Self.typed(a, [SIMD4<Double>]?.self) == Self.typed(b, [SIMD4<Double>]?.self)
        case .numbers: return Self.typed(a, [NSNumber]?.self) == Self.typed(b, [NSNumber]?.self)
        case .doubles: return Self.typed(a, [Double]?.self) == Self.typed(b, [Double]?.self)
        case .gradientType: return Self.typed(a, CAGradientLayerType.self) == Self.typed(b, CAGradientLayerType.self)
        case .fillRule: return Self.typed(a, CAShapeLayerFillRule.self) == Self.typed(b, CAShapeLayerFillRule.self)
        case .lineCap: return Self.typed(a, CAShapeLayerLineCap.self) == Self.typed(b, CAShapeLayerLineCap.self)
        case .lineJoin: return Self.typed(a, CAShapeLayerLineJoin.self) == Self.typed(b, CAShapeLayerLineJoin.self)
        case .cornerCurve: return Self.typed(a, CALayerCornerCurve.self) == Self.typed(b, CALayerCornerCurve.self)
        case .contentsFilter:
            return Self.typed(a, CALayerContentsFilter.self) == Self.typed(b, CALayerContentsFilter.self)
        case .contentsFormat:
            return Self.typed(a, CALayerContentsFormat.self) == Self.typed(b, CALayerContentsFormat.self)
        case .edgeMask: return a.load(as: CAEdgeAntialiasingMask.self) == b.load(as: CAEdgeAntialiasingMask.self)
        }
    }

    /// The commit's copy of a model field (this format) into a render field of format `target`: the same bits
    /// for the same format; a CGColor premultiplied (nil: clear); a path's elements (a copy-on-write array, so
    /// no copy); a CACornerMask's four bits; a fill rule or corner curve as the one flag drawn; a contents filter as
    /// its sampling code (RenderLayer.samplingCode).
    @inline(__always)
    func copy(from model: UnsafeRawPointer, to render: UnsafeMutableRawPointer, as target: PropertyFormat) {
        switch (self, target) {
        case (.cgColor, .renderColor):
            let c = model.assumingMemoryBound(to: CGColor?.self).pointee
            let color = c.map {
                RenderColor(straightRed: Double($0.red), green: Double($0.green), blue: Double($0.blue),
                            alpha: Double($0.alpha))
            }
            render.storeBytes(of: color ?? .clear, as: RenderColor.self)
        case (.path, .pathElements):
            render.assumingMemoryBound(to: [CGPath.Element]?.self).pointee =
                model.assumingMemoryBound(to: CGPath?.self).pointee?.elements
        case (.cornerMask, .cornerBits):
            render.storeBytes(of: UInt8(truncatingIfNeeded: model.load(as: CACornerMask.self).rawValue & 15),
                              as: UInt8.self)
        case (.float, .float): render.storeBytes(of: model.load(as: Float.self), as: Float.self)
        case (.cgFloat, .cgFloat): render.storeBytes(of: model.load(as: CGFloat.self), as: CGFloat.self)
        case (.double, .double): render.storeBytes(of: model.load(as: Double.self), as: Double.self)
        case (.int, .int): render.storeBytes(of: model.load(as: Int.self), as: Int.self)
        case (.bool, .bool): render.storeBytes(of: model.load(as: Bool.self), as: Bool.self)
        case (.point, .point): render.storeBytes(of: model.load(as: CGPoint.self), as: CGPoint.self)
        case (.size, .size): render.storeBytes(of: model.load(as: CGSize.self), as: CGSize.self)
        case (.rect, .rect): render.storeBytes(of: model.load(as: CGRect.self), as: CGRect.self)
        case (.transform, .transform): render.storeBytes(of: model.load(as: CATransform3D.self), as: CATransform3D.self)
        case (.image, .image):
            render.assumingMemoryBound(to: CGImage?.self).pointee = model.assumingMemoryBound(to: CGImage?.self).pointee
        case (.contentsGravity, .contentsGravity):
            render.assumingMemoryBound(to: CALayerContentsGravity.self).pointee =
                model.assumingMemoryBound(to: CALayerContentsGravity.self).pointee
        case (.fillMode, .fillMode):
            render.assumingMemoryBound(to: CAMediaTimingFillMode.self).pointee =
                model.assumingMemoryBound(to: CAMediaTimingFillMode.self).pointee
        case (.string, .string):
            render.assumingMemoryBound(to: String?.self).pointee = model.assumingMemoryBound(to: String?.self).pointee
        case (.cgFloat, .double): render.storeBytes(of: Double(model.load(as: CGFloat.self)), as: Double.self)
        case (.cgColors, .straightColors):
            render.assumingMemoryBound(to: [SIMD4<Double>]?.self).pointee =
                model.assumingMemoryBound(to: [CGColor]?.self).pointee?.map { Self.straight($0) }
        case (.numbers, .doubles):
            render.assumingMemoryBound(to: [Double]?.self).pointee =
                model.assumingMemoryBound(to: [NSNumber]?.self).pointee?.map(\.doubleValue)
        case (.fillRule, .bool):
            render.storeBytes(of: model.assumingMemoryBound(to: CAShapeLayerFillRule.self).pointee == .evenOdd,
                              as: Bool.self)
        case (.cornerCurve, .bool):
            render.storeBytes(of: model.assumingMemoryBound(to: CALayerCornerCurve.self).pointee == .continuous,
                              as: Bool.self)
        case (.contentsFilter, .cornerBits):
            render.storeBytes(of: RenderLayer.samplingCode(model.assumingMemoryBound(to: CALayerContentsFilter.self)
                                                               .pointee), as: UInt8.self)
        case (.edgeMask, .edgeMask):
            render.storeBytes(of: model.load(as: CAEdgeAntialiasingMask.self), as: CAEdgeAntialiasingMask.self)
        case (.gradientType, .gradientType):
            render.assumingMemoryBound(to: CAGradientLayerType.self).pointee =
                model.assumingMemoryBound(to: CAGradientLayerType.self).pointee
        case (.lineCap, .lineCap):
            render.assumingMemoryBound(to: CAShapeLayerLineCap.self).pointee =
                model.assumingMemoryBound(to: CAShapeLayerLineCap.self).pointee
        case (.lineJoin, .lineJoin):
            render.assumingMemoryBound(to: CAShapeLayerLineJoin.self).pointee =
                model.assumingMemoryBound(to: CAShapeLayerLineJoin.self).pointee
        default:
            // The table pairs formats only as above (checked once when it is built).
            break
        }
    }

    /// Whether the commit can copy a model field of this format into a render field of format `target`.
    func copies(to target: PropertyFormat) -> Bool {
        switch (self, target) {
        case (.cgColor, .renderColor), (.path, .pathElements), (.cornerMask, .cornerBits), (.cgFloat, .double),
             (.cgColors, .straightColors), (.numbers, .doubles), (.fillRule, .bool), (.cornerCurve, .bool),
             (.contentsFilter, .cornerBits):
            return true
        case (.renderColor, _), (.pathElements, _), (.cornerBits, _), (.straightColors, _), (.doubles, _): return false
        default: return self == target
        }
    }

    /// The path itself when it is immutable; a copy of a CGMutablePath (Apple's setter copies too).
    static func immutable(_ path: CGPath) -> CGPath {
        path is CGMutablePath ? CGPath(elements: path.elements) : path
    }

    /// A name type (gradient type, fill rule, line cap or join) from itself or its raw String, as Apple's KVC
    /// accepts either.
    private func assignName<Name>(_ any: Any?, _ field: UnsafeMutableRawPointer, _ make: (String) -> Name) -> Bool {
        if let name = any as? Name { return store(name, field) }
        if let raw = any as? String { return store(make(raw), field) }
        return false
    }

    @inline(__always)
    private func store<T>(_ value: T, _ field: UnsafeMutableRawPointer) -> Bool {
        field.assumingMemoryBound(to: T.self).pointee = value
        return true
    }

    @inline(__always)
    private static func typed<T>(_ p: UnsafeRawPointer, _ type: T.Type) -> T {
        p.assumingMemoryBound(to: T.self).pointee
    }
}
