// How NSValue boxes the CG and CA structs on Linux (docs/porting.md "Boxed values"). swift-corelibs-foundation's
// NSValue holds CGPoint, CGSize and CGRect itself (`NSValue(point:)`, objCType "{CGPoint=dd}" as on Apple) but traps
// on any other struct encoding, so CGVector, CGAffineTransform and CATransform3D are held as their bytes under an
// array encoding of their CGFloat fields ("[2d]", "[6d]", "[16d]"), which it stores and returns byte for byte.
import Foundation

extension NSValue {
    /// The Objective-C type encoding of a struct made of `count` CGFloat fields, as held here.
    package static func cgFloatArrayEncoding(count: Int) -> String { "[\(count)d]" }

    /// Whether this value's objCType is exactly `encoding`.
    package func hasObjCType(_ encoding: String) -> Bool {
        String(cString: objCType) == encoding
    }

    /// The struct held under `encoding`, read back byte for byte; nil when the value holds something else.
    /// `T` must be a plain struct of CGFloat fields (the encodings above), which `fill` starts from.
    package func structValue<T>(encoding: String, fill: T) -> T? {
        guard hasObjCType(encoding) else { return nil }
        var value = fill
        withUnsafeMutableBytes(of: &value) { getValue($0.baseAddress!) }
        return value
    }

    /// The struct as `accessor` (e.g. "cgPointValue") answers when the value holds `encoding`; otherwise one message
    /// naming what the value holds, and `fallback`.
    package func structValue<T>(encoding: String, fill: T, accessor: String, fallback: T) -> T {
        if let value = structValue(encoding: encoding, fill: fill) { return value }
        EngineDiagnostics.report(
            "NSValue.\(accessor) read from a value holding \"\(String(cString: objCType))\", not \"\(encoding)\"; "
                + "answering \(fallback). Read the value with the accessor of the type it was made from.",
            from: "CoreGraphics")
        return fallback
    }
}
