// CGPoint bridges to NSValue as on Apple (docs/porting.md "Boxed values"): an `Any` holding a CGPoint answers
// `as? NSValue`, and one holding an NSValue made by NSValue(cgPoint:) answers `as? CGPoint`. The Swift runtime on Linux
// honours _ObjectiveCBridgeable in dynamic casts, so `as?`, `as!` and `is` work both ways.
import Foundation

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    /// The objCType of a boxed CGPoint: the encoding swift-corelibs-foundation's NSValue(point:) writes, Apple's.
    package static var objCTypeEncoding: String { "{CGPoint=dd}" }

    public func _bridgeToObjectiveC() -> NSValue {
        NSValue(cgPoint: self)
    }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
        result = source.cgPointValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        result = source.structValue(encoding: objCTypeEncoding, fill: .zero)
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
        source?.cgPointValue ?? .zero
    }
}
