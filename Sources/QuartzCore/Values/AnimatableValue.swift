// The typed value of any animatable layer property (spec §1.5) or key-path component (spec §1.6): what the
// action search captures as a fromValue, what animations interpolate and what the commit copies into the
// render tree. Plain values only, so it crosses to the render thread (Sendable).
import Foundation

/// A value of one `ValueKind`, without boxing in `Any`.
package enum AnimatableValue: Sendable, Hashable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// Straight (not premultiplied) red, green, blue, alpha; nil for a nil colour.
    case color(SIMD4<Double>?)
    case transform(CATransform3D)
    case image(CGImage?)
    /// A path's elements (nil for a nil path), so the value stays a plain Sendable value.
    case path([CGPath.Element]?)
    case bool(Bool)
    /// Straight RGBA per colour (nil for a nil array): CAGradientLayer's `colors`.
    case colors([SIMD4<Double>]?)
    /// Numbers (nil for a nil array): CAGradientLayer's `locations`.
    case numbers([Double]?)

    /// The kind of this value.
    package var kind: ValueKind {
        switch self {
        case .scalar: return .scalar
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .color: return .color
        case .transform: return .transform
        case .image: return .image
        case .path: return .path
        case .bool: return .bool
        case .colors: return .colors
        case .numbers: return .numbers
        }
    }

    /// False when any number in the value is NaN or infinite (DECISIONS 12: such values are rejected).
    package var isFinite: Bool {
        switch self {
        case .scalar(let v): return v.isFinite
        case .point(let p): return p.x.isFinite && p.y.isFinite
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .rect(let r):
            return r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
        case .color(let c): return c.map { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite && $0.w.isFinite } ?? true
        case .transform(let t): return t.isFinite
        case .path(let elements):
            return elements?.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } } ?? true
        case .colors(let c):
            return c?.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite && $0.w.isFinite } ?? true
        case .numbers(let n): return n?.allSatisfy(\.isFinite) ?? true
        case .image, .bool: return true
        }
    }

    package static func == (lhs: AnimatableValue, rhs: AnimatableValue) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): return a == b
        case (.point(let a), .point(let b)): return a == b
        case (.size(let a), .size(let b)): return a == b
        case (.rect(let a), .rect(let b)): return a == b
        case (.color(let a), .color(let b)): return a == b
        case (.transform(let a), .transform(let b)): return a == b
        case (.image(let a), .image(let b)): return a === b
        case (.path(let a), .path(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.colors(let a), .colors(let b)): return a == b
        case (.numbers(let a), .numbers(let b)): return a == b
        default: return false
        }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        switch self {
        case .scalar(let v): hasher.combine(v)
        case .point(let p): hasher.combine(p.x); hasher.combine(p.y)
        case .size(let s): hasher.combine(s.width); hasher.combine(s.height)
        case .rect(let r): hasher.combine(r.origin.x); hasher.combine(r.origin.y)
            hasher.combine(r.size.width); hasher.combine(r.size.height)
        case .color(let c): hasher.combine(c)
        case .transform(let t): hasher.combine(t)
        case .image(let i): hasher.combine(i.map(ObjectIdentifier.init))
        case .path(let e): hasher.combine(e)
        case .bool(let b): hasher.combine(b)
        case .colors(let c): hasher.combine(c)
        case .numbers(let n): hasher.combine(n)
        }
    }
}

extension CATransform3D {
    /// True when all sixteen entries are finite.
    var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
            && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }
}
