// One frame's element-wise blend of an array track (colours, numbers, path elements) (AnimationTrack+Elements.swift): the from → to pair of spec
// §5.1's cases, where a missing endpoint is the base value (the record's own array, restored to its committed
// value before the tracks run), and the fraction; written element by element into that array. Each element's
// endpoints depend only on the same element of the base, so writing in place is exact.

/// The endpoints and fraction of one frame of an array track.
struct ElementBlend<E: InterpolatedElement> {
    /// The from → to pair, element by element (spec §5.1's eight cases; "base" is the record's array).
    enum Ends {
        case values([E], [E])
        case fromBy([E], [E])
        case toBy([E], [E])
        case fromBase([E])
        case baseTo([E])
        case baseBy([E])
        /// No endpoint at all: the animation has no effect.
        case none

        /// The pair for a basic or spring track's endpoints; nil when one does not fit (another kind, a nil array).
        @inline(__always)
        init?(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?) {
            guard let from = E.endpoint(from), let to = E.endpoint(to), let by = E.endpoint(by) else { return nil }
            // Elements without a sum (paths): the general path finds no endpoints for these cases either.
            if !E.adds, by != nil, from == nil || to == nil { return nil }
            switch (from, to, by) {
            case (let f?, let t?, _): self = .values(f, t)
            case (let f?, nil, let d?): self = .fromBy(f, d)
            case (nil, let t?, let d?): self = .toBy(t, d)
            case (let f?, nil, nil): self = .fromBase(f)
            case (nil, let t?, nil): self = .baseTo(t)
            case (nil, nil, let d?): self = .baseBy(d)
            case (nil, nil, nil): self = .none
            }
        }

        /// Whether every array the pair reads has `count` elements.
        @inline(__always)
        func fits(_ count: Int) -> Bool {
            switch self {
            case .values(let a, let b), .fromBy(let a, let b), .toBy(let a, let b):
                return a.count == count && b.count == count
            case .fromBase(let a), .baseTo(let a), .baseBy(let a): return a.count == count
            case .none: return false
            }
        }

        /// Element `i`'s pair, given the base's element `p`.
        @inline(__always)
        func pair(_ i: Int, base p: E) -> (E, E) {
            switch self {
            case .values(let a, let b): return (a[i], b[i])
            case .fromBy(let f, let d): return (f[i], E.sum(f[i], d[i]))
            case .toBy(let t, let d): return (E.less(t[i], d[i]), t[i])
            case .fromBase(let f): return (f[i], p)
            case .baseTo(let t): return (p, t[i])
            case .baseBy(let d): return (p, E.sum(p, d[i]))
            case .none: return (p, p)
            }
        }
    }

    let ends: Ends
    let fraction: Double
    /// A basic animation's evaluation (and a snapped keyframe): at or below 0 the from value, at or above 1 the to
    /// value, exactly; a spring's overshooting progress and a keyframe segment blend throughout.
    let clamped: Bool

    @inline(__always)
    func element(_ i: Int, base p: E) -> E {
        let (a, b) = ends.pair(i, base: p)
        guard clamped else { return E.blend(a, b, fraction) }
        return fraction <= 0 ? a : (fraction >= 1 ? b : E.blend(a, b, fraction))
    }

    /// Writes the frame's value into `field` in place; false (nothing written) when an array's length differs
    /// from the field's, so the general path's whole-array rules apply. A value with a non-finite element is not
    /// written (DECISIONS 12), as the general path's store rejects it.
    @inline(__always)
    func write(into field: inout [E]) -> Bool {
        let count = field.count
        guard ends.fits(count) else { return false }
        return field.withUnsafeMutableBufferPointer { elements in
            // Checked whole before anything is written: a pair that does not blend (path elements of different
            // types) leaves the value to the general path, a non-finite element leaves the base in place.
            for i in 0..<count {
                let (a, b) = ends.pair(i, base: elements[i])
                guard E.pairs(a, b) else { return false }
            }
            for i in 0..<count where !element(i, base: elements[i]).isFiniteElement { return true }
            for i in 0..<count { elements[i] = element(i, base: elements[i]) }
            return true
        }
    }
}
