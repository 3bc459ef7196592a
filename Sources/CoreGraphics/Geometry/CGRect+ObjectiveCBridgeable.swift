// CGRect bridges to NSValue as on Apple (docs/porting.md "Boxed values"): an `Any` holding a CGRect answers
// `as? NSValue`, and one holding an NSValue made by NSValue(cgRect:) answers `as? CGRect`. The Swift runtime on Linux
// honours _ObjectiveCBridgeable in dynamic casts, so `as?`, `as!` and `is` work both ways.
import Foundation

extension CGRect: @retroactive _ObjectiveCBridgeable {
    /// The objCType of a boxed CGRect: the encoding swift-corelibs-foundation's NSValue(rect:) writes, Apple's.
    package static var objCTypeEncoding: String { "{CGRect={CGPoint=dd}{CGSize=dd}}" }

    public func _bridgeToObjectiveC() -> NSValue {
        NSValue(cgRect: self)
    }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.cgRectValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        result = source.structValue(encoding: objCTypeEncoding, fill: .zero)
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.cgRectValue ?? .zero
    }
}
