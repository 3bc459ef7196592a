// Reading and writing one property field, given its format and its address inside a storage struct, as an
// AnimatableValue (animations, presentation, key paths) or as four Double lanes (the basic-animation fast path,
// every frame). Colours convert between straight RGBA (AnimatableValue, lanes) and premultiplied RenderColor.
// The addresses come from LayerPropertyTable's offsets, which MemoryLayout computed for exactly these types.
import Foundation

extension PropertyFormat {
    /// The field at `field` as an AnimatableValue; nil for the non-animatable formats.
    @inline(__always)
    func value(at field: UnsafeRawPointer) -> AnimatableValue? {
        switch self {
        case .float: return .scalar(Double(field.load(as: Float.self)))
        case .cgFloat: return .scalar(Double(field.load(as: CGFloat.self)))
        case .double: return .scalar(field.load(as: Double.self))
        case .int: return .scalar(Double(field.load(as: Int.self)))
        case .bool: return .bool(field.load(as: Bool.self))
        case .point: return .point(field.load(as: CGPoint.self))
        case .size: return .size(field.load(as: CGSize.self))
        case .rect: return .rect(field.load(as: CGRect.self))
        case .transform: return .transform(field.load(as: CATransform3D.self))
        case .cgColor: return .color(Self.straight(field.assumingMemoryBound(to: CGColor?.self).pointee))
        case .renderColor: return .color(Self.straight(field.load(as: RenderColor.self)))
        case .image: return .image(field.assumingMemoryBound(to: CGImage?.self).pointee)
        case .path: return .path(field.assumingMemoryBound(to: CGPath?.self).pointee?.elements)
        case .pathElements: return .path(field.assumingMemoryBound(to: [CGPath.Element]?.self).pointee)
        case .cgColors:
            return .colors(field.assumingMemoryBound(to: [CGColor]?.self).pointee?.map { Self.straight($0) })
        case .straightColors: return .colors(field.assumingMemoryBound(to: [SIMD4<Double>]?.self).pointee)
        case .numbers: return .numbers(field.assumingMemoryBound(to: [NSNumber]?.self).pointee?.map(\.doubleValue))
        case .doubles: return .numbers(field.assumingMemoryBound(to: [Double]?.self).pointee)
        case .cornerMask, .cornerBits, .contentsGravity, .fillMode, .string, .gradientType, .fillRule, .lineCap,
             .lineJoin, .cornerCurve, .contentsFilter, .contentsFormat, .edgeMask:
            return nil
        }
    }

    /// Stores `value` into the field at `field`; false (nothing stored) when its kind does not fit.
    @inline(__always)
    @discardableResult
    func set(_ value: AnimatableValue, at field: UnsafeMutableRawPointer) -> Bool {
        switch (self, value) {
        case (.float, .scalar(let d)): field.storeBytes(of: Float(clampingFinite: d), as: Float.self)
        case (.cgFloat, .scalar(let d)): field.storeBytes(of: CGFloat(d), as: CGFloat.self)
        case (.double, .scalar(let d)): field.storeBytes(of: d, as: Double.self)
        case (.int, .scalar(let d)): field.storeBytes(of: Self.truncatedInt(d), as: Int.self)
        case (.bool, .bool(let b)): field.storeBytes(of: b, as: Bool.self)
        case (.point, .point(let p)): field.storeBytes(of: p, as: CGPoint.self)
        case (.size, .size(let s)): field.storeBytes(of: s, as: CGSize.self)
        case (.rect, .rect(let r)): field.storeBytes(of: r, as: CGRect.self)
        case (.transform, .transform(let t)): field.storeBytes(of: t, as: CATransform3D.self)
        case (.cgColor, .color(let c)): field.assumingMemoryBound(to: CGColor?.self).pointee = Self.cgColor(c)
        case (.renderColor, .color(let c)): field.storeBytes(of: Self.premultiplied(c), as: RenderColor.self)
        case (.image, .image(let i)): field.assumingMemoryBound(to: CGImage?.self).pointee = i
        case (.path, .path(let e)): field.assumingMemoryBound(to: CGPath?.self).pointee = e.map { CGPath(elements: $0) }
        case (.pathElements, .path(let e)): field.assumingMemoryBound(to: [CGPath.Element]?.self).pointee = e
        case (.cgColors, .colors(let c)):
            field.assumingMemoryBound(to: [CGColor]?.self).pointee = c.map { $0.compactMap { Self.cgColor($0) } }
        case (.straightColors, .colors(let c)): field.assumingMemoryBound(to: [SIMD4<Double>]?.self).pointee = c
        case (.numbers, .numbers(let n)):
            field.assumingMemoryBound(to: [NSNumber]?.self).pointee = n.map { $0.map { NSNumber(value: $0) } }
        case (.doubles, .numbers(let n)): field.assumingMemoryBound(to: [Double]?.self).pointee = n
        default: return false
        }
        return true
    }

    /// The field as four Double lanes (numbers, geometry, colours), or nil (other formats, a nil colour).
    @inline(__always)
    func lanes(at field: UnsafeRawPointer) -> SIMD4<Double>? {
        switch self {
        case .float: return SIMD4(Double(field.load(as: Float.self)), 0, 0, 0)
        case .cgFloat: return SIMD4(Double(field.load(as: CGFloat.self)), 0, 0, 0)
        case .double: return SIMD4(field.load(as: Double.self), 0, 0, 0)
        case .int: return SIMD4(Double(field.load(as: Int.self)), 0, 0, 0)
        case .point:
            let p = field.load(as: CGPoint.self)
            return SIMD4(Double(p.x), Double(p.y), 0, 0)
        case .size:
            let s = field.load(as: CGSize.self)
            return SIMD4(Double(s.width), Double(s.height), 0, 0)
        case .rect:
            let r = field.load(as: CGRect.self)
            return SIMD4(Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height))
        case .renderColor: return Self.straightLanes(field.load(as: RenderColor.self))
        case .cgColor: return Self.straight(field.assumingMemoryBound(to: CGColor?.self).pointee)
        default: return nil
        }
    }

    /// Stores lanes read by `lanes(at:)` (after arithmetic) back into the field.
    @inline(__always)
    func setLanes(_ v: SIMD4<Double>, at field: UnsafeMutableRawPointer) {
        switch self {
        case .float: field.storeBytes(of: Float(clampingFinite: v.x), as: Float.self)
        case .cgFloat: field.storeBytes(of: CGFloat(v.x), as: CGFloat.self)
        case .double: field.storeBytes(of: v.x, as: Double.self)
        case .int: field.storeBytes(of: Self.truncatedInt(v.x), as: Int.self)
        case .point: field.storeBytes(of: CGPoint(x: v.x, y: v.y), as: CGPoint.self)
        case .size: field.storeBytes(of: CGSize(width: v.x, height: v.y), as: CGSize.self)
        case .rect: field.storeBytes(of: CGRect(x: v.x, y: v.y, width: v.z, height: v.w), as: CGRect.self)
        case .renderColor:
            field.storeBytes(of: RenderColor(straightRed: v.x, green: v.y, blue: v.z, alpha: v.w), as: RenderColor.self)
        case .cgColor: field.assumingMemoryBound(to: CGColor?.self).pointee = Self.cgColor(v)
        default: break
        }
    }

    /// An animated integer: truncated toward zero, as an integer property is, within ±Int32.max (NaN is 0).
    @inline(__always)
    static func truncatedInt(_ d: Double) -> Int {
        guard d.isFinite else { return d.isNaN ? 0 : (d > 0 ? Int(Int32.max) : Int(Int32.min)) }
        return Int(max(min(d, Double(Int32.max)), Double(Int32.min)))
    }

    // MARK: Colour conversions (straight RGBA ↔ CGColor / premultiplied RenderColor)

    @inline(__always)
    static func straight(_ c: CGColor?) -> SIMD4<Double>? {
        c.map { SIMD4(Double($0.red), Double($0.green), Double($0.blue), Double($0.alpha)) }
    }

    @inline(__always)
    static func straight(_ c: RenderColor) -> SIMD4<Double>? { straightLanes(c) }

    @inline(__always)
    static func straight(_ c: CGColor) -> SIMD4<Double> {
        SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }

    @inline(__always)
    static func straightLanes(_ c: RenderColor) -> SIMD4<Double> {
        guard c.alpha > 0 else { return SIMD4(0, 0, 0, 0) }
        let a = Double(c.alpha)
        return SIMD4(Double(c.red) / a, Double(c.green) / a, Double(c.blue) / a, a)
    }

    @inline(__always)
    static func premultiplied(_ c: SIMD4<Double>?) -> RenderColor {
        guard let c else { return .clear }
        return RenderColor(straightRed: c.x, green: c.y, blue: c.z, alpha: c.w)
    }

    static func cgColor(_ c: SIMD4<Double>?) -> CGColor? {
        c.map { CGColor(red: CGFloat($0.x), green: CGFloat($0.y), blue: CGFloat($0.z), alpha: CGFloat($0.w)) }
    }
}
