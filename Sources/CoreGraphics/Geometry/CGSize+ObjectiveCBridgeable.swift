// CGSize bridges to NSValue as on Apple (docs/porting.md "Boxed values"): an `Any` holding a CGSize answers
// `as? NSValue`, and one holding an NSValue made by NSValue(cgSize:) answers `as? CGSize`. The Swift runtime on Linux
// honours _ObjectiveCBridgeable in dynamic casts, so `as?`, `as!` and `is` work both ways.
import Foundation

extension CGSize: @retroactive _ObjectiveCBridgeable {
    /// The objCType of a boxed CGSize: the encoding swift-corelibs-foundation's NSValue(size:) writes, Apple's.
    package static var objCTypeEncoding: String { "{CGSize=dd}" }

    public func _bridgeToObjectiveC() -> NSValue {
        NSValue(cgSize: self)
    }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
        result = source.cgSizeValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        result = source.structValue(encoding: objCTypeEncoding, fill: .zero)
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
        source?.cgSizeValue ?? .zero
    }
}
