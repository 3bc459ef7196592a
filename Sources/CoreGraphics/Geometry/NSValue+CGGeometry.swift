// NSValue's CG boxing, Apple's spelling (UIKit's NSValue(UIGeometryExtensions) on iOS): init(cgPoint:) … and
// cgPointValue …, round-tripping bit for bit (docs/porting.md "Boxed values"; the encodings: NSValue+StructBoxing).
import Foundation

extension NSValue {
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    public convenience init(cgVector vector: CGVector) {
        var value = vector
        self.init(bytes: &value, objCType: CGVector.objCTypeEncoding)
    }

    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        var value = transform
        self.init(bytes: &value, objCType: CGAffineTransform.objCTypeEncoding)
    }

    public var cgPointValue: CGPoint {
        structValue(encoding: CGPoint.objCTypeEncoding, fill: .zero, accessor: "cgPointValue", fallback: .zero)
    }

    public var cgSizeValue: CGSize {
        structValue(encoding: CGSize.objCTypeEncoding, fill: .zero, accessor: "cgSizeValue", fallback: .zero)
    }

    public var cgRectValue: CGRect {
        structValue(encoding: CGRect.objCTypeEncoding, fill: .zero, accessor: "cgRectValue", fallback: .zero)
    }

    public var cgVectorValue: CGVector {
        structValue(encoding: CGVector.objCTypeEncoding, fill: .zero, accessor: "cgVectorValue", fallback: .zero)
    }

    public var cgAffineTransformValue: CGAffineTransform {
        structValue(encoding: CGAffineTransform.objCTypeEncoding, fill: CGAffineTransform(),
                    accessor: "cgAffineTransformValue", fallback: .identity)
    }
}
