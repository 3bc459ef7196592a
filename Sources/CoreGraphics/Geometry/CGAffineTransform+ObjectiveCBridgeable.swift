// CGAffineTransform bridges to NSValue as on Apple (docs/porting.md "Boxed values"): an `Any` holding a CGAffineTransform answers
// `as? NSValue`, and one holding an NSValue made by NSValue(cgAffineTransform:) answers `as? CGAffineTransform`. The Swift runtime on Linux
// honours _ObjectiveCBridgeable in dynamic casts, so `as?`, `as!` and `is` work both ways.
import Foundation

extension CGAffineTransform: _ObjectiveCBridgeable {
    /// The objCType of a boxed CGAffineTransform: a, b, c, d, tx, ty as six doubles (Apple writes "{CGAffineTransform=dddddd}", which Linux Foundation cannot hold).
    package static var objCTypeEncoding: String { NSValue.cgFloatArrayEncoding(count: 6) }

    public func _bridgeToObjectiveC() -> NSValue {
        NSValue(cgAffineTransform: self)
    }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGAffineTransform?) {
        result = source.cgAffineTransformValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGAffineTransform?) -> Bool {
        result = source.structValue(encoding: objCTypeEncoding, fill: CGAffineTransform())
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGAffineTransform {
        source?.cgAffineTransformValue ?? CGAffineTransform()
    }
}
