// Copying one property field between two storage structs of the same type, given its format and its addresses
// (LayerPropertyTable's offsets): the typed assignment of that field alone (retaining what it references), so a
// hot path can restore or remember one property without copying the whole LayerModel or RenderLayer
// (RenderLayer+Restore.swift, CALayer+Published.swift). docs/architecture.md "The property table".
import Foundation

extension PropertyFormat {
    /// Assigns the field at `source` to the field at `target` (both fields of this format).
    @inline(__always)
    func copyField(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer) {
        switch self {
        case .float: Self.assign(Float.self, source, target)
        case .cgFloat: Self.assign(CGFloat.self, source, target)
        case .double: Self.assign(Double.self, source, target)
        case .bool: Self.assign(Bool.self, source, target)
        case .int: Self.assign(Int.self, source, target)
        case .point: Self.assign(CGPoint.self, source, target)
        case .size: Self.assign(CGSize.self, source, target)
        case .rect: Self.assign(CGRect.self, source, target)
        case .transform: Self.assign(CATransform3D.self, source, target)
        case .cgColor: Self.assign(CGColor?.self, source, target)
        case .renderColor: Self.assign(RenderColor.self, source, target)
        case .image: Self.assign(CGImage?.self, source, target)
        case .path: Self.assign(CGPath?.self, source, target)
        case .pathElements: Self.assign([CGPath.Element]?.self, source, target)
        case .cornerMask: Self.assign(CACornerMask.self, source, target)
        case .cornerBits: Self.assign(UInt8.self, source, target)
        case .contentsGravity: Self.assign(CALayerContentsGravity.self, source, target)
        case .fillMode: Self.assign(CAMediaTimingFillMode.self, source, target)
        case .string: Self.assign(String?.self, source, target)
        case .cgColors: Self.assign([CGColor]?.self, source, target)
        case .straightColors: Self.assign([SIMD4<Double>]?.self, source, target)
        case .numbers: Self.assign([NSNumber]?.self, source, target)
        case .doubles: Self.assign([Double]?.self, source, target)
        case .gradientType: Self.assign(CAGradientLayerType.self, source, target)
        case .fillRule: Self.assign(CAShapeLayerFillRule.self, source, target)
        case .lineCap: Self.assign(CAShapeLayerLineCap.self, source, target)
        case .lineJoin: Self.assign(CAShapeLayerLineJoin.self, source, target)
        case .cornerCurve: Self.assign(CALayerCornerCurve.self, source, target)
        case .contentsFilter: Self.assign(CALayerContentsFilter.self, source, target)
        case .contentsFormat: Self.assign(CALayerContentsFormat.self, source, target)
        case .edgeMask: Self.assign(CAEdgeAntialiasingMask.self, source, target)
        }
    }

    /// Puts the field at `source` back into the field at `target`, as `copyField` does, except that a colour,
    /// number or path-element array of the target's length is copied element by element into the target's own
    /// storage (nothing when both already share it), so an array the evaluated record owns is reused frame after
    /// frame (RenderLayer+Restore.swift, ElementTrack).
    @inline(__always)
    func restoreField(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer) {
        switch self {
        case .straightColors: Self.restoreElements(SIMD4<Double>.self, source, target)
        case .doubles: Self.restoreElements(Double.self, source, target)
        case .pathElements: Self.restoreElements(CGPath.Element.self, source, target)
        default: copyField(from: source, to: target)
        }
    }

    @inline(__always)
    private static func restoreElements<E>(_: E.Type, _ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer) {
        let from = source.assumingMemoryBound(to: [E]?.self)
        let to = target.assumingMemoryBound(to: [E]?.self)
        guard let committed = from.pointee, let count = to.pointee?.count, count == committed.count else {
            to.pointee = from.pointee
            return
        }
        committed.withUnsafeBufferPointer { values in
            let shared = to.pointee!.withUnsafeBufferPointer { $0.baseAddress == values.baseAddress }
            guard !shared, let first = values.baseAddress else { return }
            to.pointee!.withUnsafeMutableBufferPointer { $0.baseAddress?.update(from: first, count: count) }
        }
    }

    /// Whether a field of this format is plain bits (numbers, bools, geometry): copying it retains nothing, and a
    /// stale copy of it holds nothing alive (PublishedState.swift).
    var holdsNoReferences: Bool {
        switch self {
        case .float, .cgFloat, .double, .bool, .int, .point, .size, .rect, .transform: return true
        default: return false
        }
    }

    @inline(__always)
    private static func assign<T>(_: T.Type, _ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer) {
        target.assumingMemoryBound(to: T.self).pointee = source.assumingMemoryBound(to: T.self).pointee
    }
}
