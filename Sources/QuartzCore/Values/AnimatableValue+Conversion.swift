// Conversions between `Any` (what Apple code passes to KVC and to animations: Swift numbers, NSNumber,
// CGPoint, CGSize, CGRect, CGColor, CATransform3D, CGAffineTransform, CGImage) and `AnimatableValue`.
// Follows API.md "Values accept what Apple code passes". Values boxed in NSValue (NSValue(cgPoint:), …) convert
// through the same `as?` casts, which their _ObjectiveCBridgeable conformances answer (docs/porting.md "Boxed values").
import Foundation

extension AnimatableValue {
    /// Converts `any` to a value of `kind`, or nil when `any` cannot be one (the caller reports it).
    /// nil is accepted for the nullable kinds (colour, image, path).
    package init?(any: Any?, kind: ValueKind) {
        guard let any else {
            switch kind {
            case .color: self = .color(nil)
            case .image: self = .image(nil)
            case .path: self = .path(nil)
            case .colors: self = .colors(nil)
            case .numbers: self = .numbers(nil)
            default: return nil
            }
            return
        }
        if let value = any as? AnimatableValue {
            guard value.kind == kind else { return nil }
            self = value
            return
        }
        switch kind {
        case .scalar:
            guard let v = AnimatableValue.number(any) else { return nil }
            self = .scalar(v)
        case .point:
            guard let p = any as? CGPoint else { return nil }
            self = .point(p)
        case .size:
            guard let s = any as? CGSize else { return nil }
            self = .size(s)
        case .rect:
            guard let r = any as? CGRect else { return nil }
            self = .rect(r)
        case .color:
            guard let c = any as? CGColor else { return nil }
            self = .color(SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)))
        case .transform:
            if let t = any as? CATransform3D {
                self = .transform(t)
            } else if let a = any as? CGAffineTransform {
                self = .transform(CATransform3DMakeAffineTransform(a))
            } else {
                return nil
            }
        case .image:
            guard let i = any as? CGImage else { return nil }
            self = .image(i)
        case .bool:
            if let b = any as? Bool {
                self = .bool(b)
            } else if let v = AnimatableValue.number(any) {
                self = .bool(v != 0)
            } else {
                return nil
            }
        case .path:
            guard let p = any as? CGPath else { return nil }
            self = .path(p.elements)
        case .colors:
            guard let colors = AnimatableValue.colorArray(any) else { return nil }
            self = .colors(colors)
        case .numbers:
            guard let numbers = AnimatableValue.numberArray(any) else { return nil }
            self = .numbers(numbers)
        case .other:
            return nil
        }
    }

    /// Straight RGBA of every element when `any` is an array of CGColor only (Apple's `colors` is `[Any]?` of
    /// CGColor); nil when it is not an array or holds anything else.
    static func colorArray(_ any: Any) -> [SIMD4<Double>]? {
        guard let array = any as? [Any] else { return nil }
        var out: [SIMD4<Double>] = []
        out.reserveCapacity(array.count)
        for element in array {
            guard let c = element as? CGColor else { return nil }
            out.append(SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)))
        }
        return out
    }

    /// Every element as a Double when `any` is an array of numbers only (NSNumber or Swift numbers).
    static func numberArray(_ any: Any) -> [Double]? {
        guard let array = any as? [Any] else { return nil }
        var out: [Double] = []
        out.reserveCapacity(array.count)
        for element in array {
            guard let n = number(element) else { return nil }
            out.append(n)
        }
        return out
    }

    /// The value as Apple's API returns it: CGFloat for scalars, CGPoint, CGSize, CGRect, CGColor?,
    /// CATransform3D, CGImage?, CGPath?, Bool.
    package var anyValue: Any? {
        switch self {
        case .scalar(let v): return CGFloat(v)
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .color(let c): return c.map { CGColor(red: $0.x, green: $0.y, blue: $0.z, alpha: $0.w) }
        case .transform(let t): return t
        case .image(let i): return i
        case .path(let e): return e.map { CGPath(elements: $0) }
        case .bool(let b): return b
        case .colors(let c): return c.map { $0.map { CGColor(red: $0.x, green: $0.y, blue: $0.z, alpha: $0.w) } as [Any] }
        case .numbers(let n): return n.map { $0.map { NSNumber(value: $0) } }
        }
    }

    /// The kind a stored value of unknown origin has (custom keys, whose kind is learnt from the value).
    package static func kind(of any: Any?) -> ValueKind? {
        switch any {
        case is AnimatableValue: return (any as? AnimatableValue)?.kind
        case is Bool: return .bool
        case is CGPoint: return .point
        case is CGSize: return .size
        case is CGRect: return .rect
        case is CGColor: return .color
        case is CATransform3D, is CGAffineTransform: return .transform
        case is CGImage: return .image
        case is CGPath: return .path
        case is [CGColor]: return .colors
        case is [NSNumber]: return .numbers
        default: return number(any as Any) != nil ? .scalar : nil
        }
    }

    /// A number from any of Swift's numeric types or NSNumber (Linux does not bridge these through `as? Double`).
    package static func number(_ any: Any) -> Double? {
        switch any {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as Int32: return Double(v)
        case let v as Int64: return Double(v)
        case let v as UInt: return Double(v)
        case let v as UInt32: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }
}
