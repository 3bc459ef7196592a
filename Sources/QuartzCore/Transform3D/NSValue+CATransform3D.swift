// NSValue's CATransform3D boxing, Apple's spelling (CATransform3D.h's NSValue (CATransform3DAdditions)):
// init(caTransform3D:) and caTransform3DValue, round-tripping bit for bit (docs/porting.md "Boxed values").
import Foundation

extension NSValue {
    public convenience init(caTransform3D transform: CATransform3D) {
        var value = transform
        self.init(bytes: &value, objCType: CATransform3D.objCTypeEncoding)
    }

    public var caTransform3DValue: CATransform3D {
        structValue(encoding: CATransform3D.objCTypeEncoding, fill: CATransform3D(), accessor: "caTransform3DValue",
                    fallback: CATransform3DIdentity)
    }
}
