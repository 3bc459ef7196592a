// CGVector bridges to NSValue as on Apple (docs/porting.md "Boxed values"): an `Any` holding a CGVector answers
// `as? NSValue`, and one holding an NSValue made by NSValue(cgVector:) answers `as? CGVector`. The Swift runtime on Linux
// honours _ObjectiveCBridgeable in dynamic casts, so `as?`, `as!` and `is` work both ways.
import Foundation

extension CGVector: _ObjectiveCBridgeable {
    /// The objCType of a boxed CGVector: dx, dy as two doubles (Apple writes "{CGVector=dd}", which Linux Foundation cannot hold).
    package static var objCTypeEncoding: String { NSValue.cgFloatArrayEncoding(count: 2) }

    public func _bridgeToObjectiveC() -> NSValue {
        NSValue(cgVector: self)
    }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGVector?) {
        result = source.cgVectorValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGVector?) -> Bool {
        result = source.structValue(encoding: objCTypeEncoding, fill: .zero)
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGVector {
        source?.cgVectorValue ?? .zero
    }
}
