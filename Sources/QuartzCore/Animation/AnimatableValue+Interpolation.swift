// Arithmetic animations need on AnimatableValue (spec §5.1–5.3, §6.3–6.6): interpolation for every animatable
// kind, componentwise + and −, scaling (cumulative repeats, cubic weights) and the paced distance metric.
// Numbers, points, sizes and rects are componentwise; colours interpolate straight RGBA; transforms
// interpolate by decomposition (FT's CATransform3D.interpolate) and add by concatenation; images and booleans
// switch half-way (the compositor cross-fades images); paths of the same element structure interpolate point by
// point, others switch half-way (Apple leaves mismatched paths undefined); colour and number arrays (gradients)
// blend element by element when their counts match, else switch half-way. Mismatched kinds give nil: the caller shows the base.
// The render thread blends matching arrays and paths into the evaluated record's own storage instead, with the same
// arithmetic (ElementTrack), so its frames allocate nothing; these whole-value forms serve everything else.
import Foundation

extension AnimatableValue {
    /// `self + (other − self)·f`; nil when the kinds differ.
    @inline(__always)
    func interpolated(to other: AnimatableValue, fraction f: Double) -> AnimatableValue? {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + (b - a) * f)
        case (.point(let a), .point(let b)):
            let g = CGFloat(f)
            return .point(CGPoint(x: a.x + (b.x - a.x) * g, y: a.y + (b.y - a.y) * g))
        case (.size(let a), .size(let b)):
            let g = CGFloat(f)
            return .size(CGSize(width: a.width + (b.width - a.width) * g, height: a.height + (b.height - a.height) * g))
        case (.rect(let a), .rect(let b)):
            let g = CGFloat(f)
            return .rect(CGRect(x: a.origin.x + (b.origin.x - a.origin.x) * g,
                                y: a.origin.y + (b.origin.y - a.origin.y) * g,
                                width: a.size.width + (b.size.width - a.size.width) * g,
                                height: a.size.height + (b.size.height - a.size.height) * g))
        case (.color(let a), .color(let b)):
            let x = a ?? SIMD4(repeating: 0), y = b ?? SIMD4(repeating: 0)
            return .color(x + (y - x) * f)
        case (.transform(let a), .transform(let b)):
            if f == 0 { return self }
            if f == 1 { return other }
            return .transform(CATransform3D.interpolate(from: a, to: b, fraction: f))
        case (.path(let a), .path(let b)):
            return AnimatableValue.interpolatedPath(a, b, fraction: f) ?? (f < 0.5 ? self : other)
        case (.colors(let a), .colors(let b)):
            guard let a, let b, a.count == b.count else { return f < 0.5 ? self : other }
            return .colors(zip(a, b).map { $0 + ($1 - $0) * f })
        case (.numbers(let a), .numbers(let b)):
            guard let a, let b, a.count == b.count else { return f < 0.5 ? self : other }
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * f })
        case (.image, .image), (.bool, .bool):
            return f < 0.5 ? self : other
        default:
            return nil
        }
    }

    /// `self + other` (transforms: `other` applied after `self`, i.e. concatenated onto it); nil for
    /// kinds without addition.
    @inline(__always)
    func adding(_ other: AnimatableValue) -> AnimatableValue? {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
                                width: a.size.width + b.size.width, height: a.size.height + b.size.height))
        case (.color(let a), .color(let b)):
            return .color((a ?? SIMD4(repeating: 0)) + (b ?? SIMD4(repeating: 0)))
        case (.transform(let a), .transform(let b)): return .transform(CATransform3DConcat(b, a))
        case (.colors(let a?), .colors(let b?)) where a.count == b.count: return .colors(zip(a, b).map { $0 + $1 })
        case (.numbers(let a?), .numbers(let b?)) where a.count == b.count: return .numbers(zip(a, b).map { $0 + $1 })
        default: return nil
        }
    }

    /// `self − other` (transforms: `self` with `other` undone); nil for kinds without subtraction.
    func subtracting(_ other: AnimatableValue) -> AnimatableValue? {
        switch (self, other) {
        case (.transform(let a), .transform(let b)): return .transform(CATransform3DConcat(CATransform3DInvert(b), a))
        default: return other.scaled(by: -1).flatMap { adding($0) }
        }
    }

    /// `self · k` componentwise (transforms: interpolated from identity by k); nil for images and booleans.
    @inline(__always)
    func scaled(by k: Double) -> AnimatableValue? {
        let g = CGFloat(k)
        switch self {
        case .scalar(let a): return .scalar(a * k)
        case .point(let a): return .point(CGPoint(x: a.x * g, y: a.y * g))
        case .size(let a): return .size(CGSize(width: a.width * g, height: a.height * g))
        case .rect(let a): return .rect(CGRect(x: a.origin.x * g, y: a.origin.y * g,
                                               width: a.size.width * g, height: a.size.height * g))
        case .color(let a): return .color((a ?? SIMD4(repeating: 0)) * k)
        case .transform(let t): return .transform(CATransform3D.interpolate(from: CATransform3DIdentity, to: t, fraction: k))
        case .colors(let c): return c.map { .colors($0.map { $0 * k }) }
        case .numbers(let n): return n.map { .numbers($0.map { $0 * k }) }
        case .image, .path, .bool: return nil
        }
    }

    /// The paced-mode metric (spec §6.2): |Δ| for numbers, Euclidean for points, sizes, rects and colours;
    /// 0 for kinds that cannot be paced, so those fall back to even key times.
    func distance(to other: AnimatableValue) -> Double {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return abs(b - a)
        case (.point(let a), .point(let b)): return Double(hypot(b.x - a.x, b.y - a.y))
        case (.size(let a), .size(let b)): return Double(hypot(b.width - a.width, b.height - a.height))
        case (.rect(let a), .rect(let b)):
            let d = [b.origin.x - a.origin.x, b.origin.y - a.origin.y, b.size.width - a.size.width,
                     b.size.height - a.size.height].reduce(CGFloat(0)) { $0 + $1 * $1 }
            return Double(d.squareRoot())
        case (.color(let a), .color(let b)):
            let d = (b ?? SIMD4(repeating: 0)) - (a ?? SIMD4(repeating: 0))
            return (d * d).sum().squareRoot()
        default: return 0
        }
    }
}
