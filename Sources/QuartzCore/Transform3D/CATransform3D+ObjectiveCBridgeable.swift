// CATransform3D bridges to NSValue as on Apple (docs/porting.md "Boxed values"): an `Any` holding a CATransform3D
// answers `as? NSValue`, and one holding an NSValue made by NSValue(caTransform3D:) answers `as? CATransform3D`.
import Foundation

extension CATransform3D: _ObjectiveCBridgeable {
    /// The objCType of a boxed CATransform3D: m11 … m44 as sixteen doubles (Apple writes
    /// "{CATransform3D=dddddddddddddddd}", which Linux Foundation cannot hold).
    package static var objCTypeEncoding: String { NSValue.cgFloatArrayEncoding(count: 16) }

    public func _bridgeToObjectiveC() -> NSValue {
        NSValue(caTransform3D: self)
    }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CATransform3D?) {
        result = source.caTransform3DValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CATransform3D?) -> Bool {
        result = source.structValue(encoding: objCTypeEncoding, fill: CATransform3D())
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CATransform3D {
        source?.caTransform3DValue ?? CATransform3D()
    }
}
