// NSValue's CG and CA boxing (docs/porting.md "Boxed values"): Apple's initialisers and accessors round-trip bit for
// bit, and the six struct types bridge to NSValue both ways in `as?`, as Swift's bridging does on Apple
// (NSValue(UIGeometryExtensions) in UIKit's UIGeometry.h; NSValue(CATransform3DAdditions) in CATransform3D.h).
import Foundation
import Testing
@testable import QuartzCore

@Suite struct NSValueBoxingTests {
    /// The bit patterns of a struct of CGFloats, so NaN payloads and -0.0 are compared exactly.
    func bits<T>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }

    let awkward: [CGFloat] = [-0.0, .nan, .infinity, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 1.0 / 3.0,
                              CGFloat(bitPattern: 0x7FF8_0000_DEAD_BEEF), 42, -1e-300, 7, 8, 9, 10, 11, 12, 13]

    @Test("init(cgPoint:) … init(caTransform3D:) and their accessors round-trip bit for bit (NaN payloads, -0.0)")
    func roundTripsBitExactly() {
        let a = awkward
        let point = CGPoint(x: a[0], y: a[6])
        let size = CGSize(width: a[1], height: a[2])
        let rect = CGRect(x: a[3], y: a[4], width: a[5], height: a[6])
        let vector = CGVector(dx: a[0], dy: a[6])
        let affine = CGAffineTransform(a: a[0], b: a[1], c: a[2], d: a[3], tx: a[4], ty: a[6])
        let t = CATransform3D(m11: a[0], m12: a[1], m13: a[2], m14: a[3], m21: a[4], m22: a[5], m23: a[6], m24: a[7],
                              m31: a[8], m32: a[9], m33: a[10], m34: a[11], m41: a[12], m42: a[13], m43: a[14],
                              m44: a[15])
        #expect(bits(NSValue(cgPoint: point).cgPointValue) == bits(point))
        #expect(bits(NSValue(cgSize: size).cgSizeValue) == bits(size))
        #expect(bits(NSValue(cgRect: rect).cgRectValue) == bits(rect))
        #expect(bits(NSValue(cgVector: vector).cgVectorValue) == bits(vector))
        #expect(bits(NSValue(cgAffineTransform: affine).cgAffineTransformValue) == bits(affine))
        #expect(bits(NSValue(caTransform3D: t).caTransform3DValue) == bits(t))
        #expect(MemoryLayout<CATransform3D>.size == 16 * MemoryLayout<CGFloat>.size)
        #expect(MemoryLayout<CGAffineTransform>.size == 6 * MemoryLayout<CGFloat>.size)
    }

    @Test("point, size and rect carry Apple's objCType; equal boxes are equal NSValues")
    func encodingsAndEquality() {
        #expect(String(cString: NSValue(cgPoint: .zero).objCType) == "{CGPoint=dd}")
        #expect(String(cString: NSValue(cgSize: .zero).objCType) == "{CGSize=dd}")
        #expect(String(cString: NSValue(cgRect: .zero).objCType) == "{CGRect={CGPoint=dd}{CGSize=dd}}")
        #expect(NSValue(caTransform3D: CATransform3DMakeScale(2, 3, 4)) == NSValue(caTransform3D: CATransform3DMakeScale(2, 3, 4)))
        #expect(NSValue(caTransform3D: CATransform3DMakeScale(2, 3, 4)) != NSValue(caTransform3D: CATransform3DIdentity))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)) == NSValue(cgPoint: CGPoint(x: 1, y: 2)))
    }

    @Test("an Any holding a struct answers as? NSValue, and one holding the NSValue answers as? the struct")
    func castsBothWays() {
        let point = CGPoint(x: 3, y: -4)
        let t = CATransform3DMakeRotation(0.5, 0, 1, 0)
        let affine = CGAffineTransform(rotationAngle: 0.25)
        let structs: [Any] = [point, CGSize(width: 5, height: 6), CGRect(x: 1, y: 2, width: 3, height: 4),
                              CGVector(dx: 7, dy: 8), affine, t]
        for value in structs {
            #expect(value as? NSValue != nil, "\(type(of: value)) as? NSValue")
        }
        #expect((structs[0] as? NSValue)?.cgPointValue == point)
        #expect((structs[5] as? NSValue)?.caTransform3DValue == t)
        #expect((structs[4] as? NSValue)?.cgAffineTransformValue == affine)

        let boxedPoint: Any = NSValue(cgPoint: point)
        let boxedTransform: Any = NSValue(caTransform3D: t)
        #expect(boxedPoint as? CGPoint == point)
        #expect(boxedTransform as? CATransform3D == t)
        #expect((NSValue(cgAffineTransform: affine) as Any) as? CGAffineTransform == affine)
        #expect((NSValue(cgVector: CGVector(dx: 1, dy: 2)) as Any) as? CGVector == CGVector(dx: 1, dy: 2))
        #expect((NSValue(cgSize: CGSize(width: 1, height: 2)) as Any) as? CGSize == CGSize(width: 1, height: 2))
        #expect((NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)) as Any) as? CGRect
                == CGRect(x: 1, y: 2, width: 3, height: 4))
        // A box answers only as its own type.
        #expect(boxedPoint as? CGSize == nil)
        #expect(boxedPoint as? CGRect == nil)
        #expect(boxedTransform as? CGAffineTransform == nil)
        #expect((NSValue(cgAffineTransform: affine) as Any) as? CATransform3D == nil)
        #expect((NSValue(cgVector: .zero) as Any) as? CGPoint == nil)
        #expect((point as Any) as? CGSize == nil)
        #expect((NSNumber(value: 1) as Any) as? CGPoint == nil)
        // Arrays bridge element by element, as keyframe values do on Apple.
        #expect(([point, point] as [Any]) as? [NSValue] != nil)
        #expect(([NSValue(cgPoint: point)] as [Any]) as? [CGPoint] == [point])
    }

    @Test("an accessor of the wrong type answers a documented fallback and one message, never a trap")
    func wrongAccessorIsReported() {
        let boxed = NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))
        var point = CGPoint(x: 9, y: 9)
        let messages = EngineDiagnostics.capture { point = boxed.cgPointValue }
        #expect(point == .zero)
        #expect(messages.contains { $0.contains("cgPointValue") && $0.contains("{CGRect=") })
        var transform = CATransform3DMakeScale(2, 2, 2)
        _ = EngineDiagnostics.capture { transform = NSValue(cgPoint: .zero).caTransform3DValue }
        #expect(CATransform3DIsIdentity(transform))
    }
}
