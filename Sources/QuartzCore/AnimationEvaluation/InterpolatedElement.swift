// An element of an animated array property (CAGradientLayer's `colors`, straight RGBA, and `locations`, numbers; a
// path's elements: CAShapeLayer's `path`, `shadowPath`): the arithmetic the element-wise fast path does on one
// element (AnimationTrack+Elements.swift), written exactly as the general path's whole-value arithmetic
// (AnimatableValue+Interpolation.swift, +PathInterpolation.swift) so both give the same bits.
import Foundation

/// One element of a colour or number array that animates element by element.
package protocol InterpolatedElement {
    /// The render-side format of an array of these (`[Self]?`).
    static var renderFormat: PropertyFormat { get }
    /// `.some(array)` for a value of this element's array kind, `.some(nil)` for no value; nil for a value that does
    /// not fit (another kind, a nil array).
    static func endpoint(_ value: AnimatableValue?) -> [Self]??
    /// `a + (b − a)·f`.
    static func blend(_ a: Self, _ b: Self, _ f: Double) -> Self
    /// Whether `a` and `b` blend element-wise (path elements of one type); otherwise the general path's whole-value
    /// rule applies (a path of another structure switches half-way).
    static func pairs(_ a: Self, _ b: Self) -> Bool
    /// Whether the elements add (numbers and colours; paths have no sum, so their `byValue` cases have no effect).
    static var adds: Bool { get }
    /// `a + b`.
    static func sum(_ a: Self, _ b: Self) -> Self
    /// `a + b·(−1)`: AnimatableValue.subtracting's order of operations.
    static func less(_ a: Self, _ b: Self) -> Self
    /// False when any number in the element is NaN or infinite (DECISIONS 12).
    var isFiniteElement: Bool { get }
}

extension SIMD4: InterpolatedElement where Scalar == Double {
    package static var renderFormat: PropertyFormat { .straightColors }
    package static var adds: Bool { true }

    @inline(__always)
    package static func endpoint(_ value: AnimatableValue?) -> [SIMD4<Double>]?? {
        guard let value else { return .some(nil) }
        if case .colors(let colors?) = value { return .some(colors) }
        return nil
    }

    @inline(__always)
    package static func blend(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ f: Double) -> SIMD4<Double> { a + (b - a) * f }
    @inline(__always)
    package static func pairs(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Bool { true }
    @inline(__always)
    package static func sum(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> { a + b }
    @inline(__always)
    package static func less(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> { a + b * -1 }
    package var isFiniteElement: Bool { x.isFinite && y.isFinite && z.isFinite && w.isFinite }
}

extension Double: InterpolatedElement {
    package static var renderFormat: PropertyFormat { .doubles }
    package static var adds: Bool { true }

    @inline(__always)
    package static func endpoint(_ value: AnimatableValue?) -> [Double]?? {
        guard let value else { return .some(nil) }
        if case .numbers(let numbers?) = value { return .some(numbers) }
        return nil
    }

    @inline(__always)
    package static func blend(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }
    @inline(__always)
    package static func pairs(_ a: Double, _ b: Double) -> Bool { true }
    @inline(__always)
    package static func sum(_ a: Double, _ b: Double) -> Double { a + b }
    @inline(__always)
    package static func less(_ a: Double, _ b: Double) -> Double { a + b * -1 }
    package var isFiniteElement: Bool { isFinite }
}

extension CGPath.Element: InterpolatedElement {
    package static var renderFormat: PropertyFormat { .pathElements }
    package static var adds: Bool { false }

    @inline(__always)
    package static func endpoint(_ value: AnimatableValue?) -> [CGPath.Element]?? {
        guard let value else { return .some(nil) }
        if case .path(let elements?) = value { return .some(elements) }
        return nil
    }

    /// Point by point, as AnimatableValue.interpolatedPath mixes them; only called for a pair of one type.
    @inline(__always)
    package static func blend(_ a: CGPath.Element, _ b: CGPath.Element, _ f: Double) -> CGPath.Element {
        let g = CGFloat(f)
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * g, y: p.y + (q.y - p.y) * g) }
        switch (a, b) {
        case (.moveTo(let p), .moveTo(let q)): return .moveTo(mix(p, q))
        case (.addLine(let p), .addLine(let q)): return .addLine(mix(p, q))
        case (.addQuadCurve(let c, let p), .addQuadCurve(let d, let q)): return .addQuadCurve(control: mix(c, d), to: mix(p, q))
        case (.addCurve(let c1, let c2, let p), .addCurve(let d1, let d2, let q)):
            return .addCurve(control1: mix(c1, d1), control2: mix(c2, d2), to: mix(p, q))
        default: return a
        }
    }

    @inline(__always)
    package static func pairs(_ a: CGPath.Element, _ b: CGPath.Element) -> Bool {
        switch (a, b) {
        case (.moveTo, .moveTo), (.addLine, .addLine), (.addQuadCurve, .addQuadCurve), (.addCurve, .addCurve),
             (.closeSubpath, .closeSubpath):
            return true
        default: return false
        }
    }

    // Paths have no sum (`adds` is false, so these are never called).
    package static func sum(_ a: CGPath.Element, _ b: CGPath.Element) -> CGPath.Element { a }
    package static func less(_ a: CGPath.Element, _ b: CGPath.Element) -> CGPath.Element { a }

    /// Without building the `points` array (an allocation per element).
    package var isFiniteElement: Bool {
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        switch self {
        case .moveTo(let p), .addLine(let p): return finite(p)
        case .addQuadCurve(let c, let p): return finite(c) && finite(p)
        case .addCurve(let c1, let c2, let p): return finite(c1) && finite(c2) && finite(p)
        case .closeSubpath: return true
        }
    }
}
