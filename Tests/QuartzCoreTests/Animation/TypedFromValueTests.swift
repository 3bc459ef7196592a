// The built-in action's typed fromValue (spec §1.4, DECISIONS 5): it reads back as the property's Swift type,
// survives copy() and add, is what the commit compiles, and a user's fromValue replaces it.
import Testing
import Foundation
@testable import QuartzCore

@Suite("Typed built-in fromValue (spec 1.4)")
struct TypedFromValueTests {
    @Test("opacity's built-in fromValue reads as Float 0.4, stays typed through copy, and compiles to 0.4")
    func typedThroughCopyAndCompile() throws {
        let l = CALayer()
        l.opacity = 0.4
        let basic = try #require(l.action(forKey: "opacity") as? CABasicAnimation)
        #expect(basic.fromValue as? Float == 0.4)
        let copy = try #require(basic.copy() as? CABasicAnimation)
        #expect(copy.fromValue as? Float == 0.4)
        let path = try #require(LayerKeyPath(parsing: "opacity"))
        #expect(copy.typedFromValue(for: path) == .scalar(Double(Float(0.4))))
        copy.toValue = Float(1)
        copy.duration = 1
        var tracks: [AnimationTrack] = []
        AnimationCompiler.compile(copy, key: "opacity", into: &tracks)
        guard case .basic(let from, _, _)? = tracks.first?.content else {
            Issue.record("no basic track compiled")
            return
        }
        #expect(from == .scalar(Double(Float(0.4))))
    }

    @Test("setting fromValue replaces the typed value; another key path does not use it")
    func userValueWins() throws {
        let l = CALayer()
        l.position = CGPoint(x: 3, y: 4)
        let basic = try #require(l.action(forKey: "position") as? CABasicAnimation)
        #expect(basic.fromValue as? CGPoint == CGPoint(x: 3, y: 4))
        #expect(basic.typedFromValue(for: try #require(LayerKeyPath(parsing: "bounds"))) == nil)
        basic.fromValue = CGPoint(x: 9, y: 9)
        #expect(basic.fromValue as? CGPoint == CGPoint(x: 9, y: 9))
        #expect(basic.typedFromValue(for: try #require(LayerKeyPath(parsing: "position"))) == nil)
    }
}
