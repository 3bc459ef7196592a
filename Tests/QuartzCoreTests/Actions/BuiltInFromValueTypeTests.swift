// The built-in implicit animation's fromValue keeps Apple's Swift type for every kind the engine holds typed
// (spec §1.4, §1.5: opacity a Float, other numbers CGFloat, geometry as CGPoint/CGSize/CGRect, transforms as
// CATransform3D), whether the typed value is held as lanes (numbers and geometry) or boxed (transforms).
import Foundation
import Testing
@testable import QuartzCore

@Suite("built-in fromValue types (spec 1.4, 1.5)")
struct BuiltInFromValueTypeTests {
    /// The fromValue of the implicit animation a change of `key` on a hosted, committed layer adds.
    func fromValue(_ key: String, change: (CALayer) -> Void) throws -> Any {
        let scene = HostedAnimationScene()
        defer { withExtendedLifetime(scene) { CATransaction.flush() } }
        change(scene.child)
        let animation = try #require(scene.child.animation(forKey: key) as? CABasicAnimation)
        return try #require(animation.fromValue)
    }

    @Test("numbers: opacity reads back as Float, cornerRadius and zPosition as CGFloat")
    func numbers() throws {
        #expect(try fromValue("opacity") { $0.opacity = 0.5 } as? Float == 1)
        #expect(try fromValue("cornerRadius") { $0.cornerRadius = 8 } as? CGFloat == 0)
        #expect(try fromValue("zPosition") { $0.zPosition = 3 } as? CGFloat == 0)
    }

    @Test("geometry: position a CGPoint, bounds a CGRect, shadowOffset a CGSize")
    func geometry() throws {
        #expect(try fromValue("position") { $0.position = .zero } as? CGPoint == CGPoint(x: 200, y: 150))
        #expect(try fromValue("bounds") { $0.bounds = CGRect(x: 0, y: 0, width: 10, height: 10) } as? CGRect
                == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(try fromValue("shadowOffset") { $0.shadowOffset = CGSize(width: 4, height: 4) } as? CGSize
                == CGSize(width: 0, height: -3))
    }

    @Test("transform (boxed, not lanes) reads back as CATransform3D")
    func transform() throws {
        let from = try fromValue("transform") { $0.transform = CATransform3DMakeScale(2, 2, 1) }
        #expect((from as? CATransform3D).map { CATransform3DEqualToTransform($0, CATransform3DIdentity) } == true)
    }
}
