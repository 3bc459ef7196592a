// The compile of an animation of exactly CABasicAnimation reads its stored state
// (AnimationCompiler+ExactBasic.swift); a subclass that overrides nothing takes the general path through the `open`
// getters. Both must give the same track: key path, timing, curve, flags, endpoints and fast paths.
import Testing
import Foundation
@testable import QuartzCore

/// A subclass that overrides nothing: compiled through the general path.
private final class PlainBasicAnimation: CABasicAnimation {}

@Suite("Exact CABasicAnimation compile (BENCHMARKS.md Move and commit)")
struct ExactBasicCompileTests {
    /// One configuration per case: (key, set up the animation).
    static let cases: [(String, @Sendable (CABasicAnimation) -> Void)] = [
        ("opacity", { a in a.fromValue = Float(0.2); a.toValue = Float(0.9); a.duration = 1 }),
        ("position", { a in
            a.byValue = CGPoint(x: 5, y: -3); a.duration = 2; a.beginTime = 0.5; a.speed = 2; a.timeOffset = 0.1
            a.repeatCount = 3; a.autoreverses = true; a.fillMode = .both
            a.timingFunction = CAMediaTimingFunction(name: .easeIn)
        }),
        ("bounds", { a in
            a.toValue = CGRect(x: 0, y: 0, width: 40, height: 30); a.duration = 1; a.isAdditive = true
            a.isCumulative = true; a.fillMode = .forwards; a.repeatDuration = 4
        }),
        ("spin", { a in
            a.keyPath = "transform.rotation.z"; a.fromValue = 0.0; a.toValue = Double.pi; a.duration = 1
        }),
        ("transform", { a in
            a.valueFunction = CAValueFunction(name: .scale); a.fromValue = [1.0, 1.0, 1.0]
            a.toValue = [2.0, 3.0, 1.0]; a.duration = 1
        }),
        ("backgroundColor", { a in
            a.toValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1); a.duration = 1; a.fillMode = .backwards
        }),
    ]

    @Test("an exact CABasicAnimation and a subclass that overrides nothing compile to the same track", arguments: 0..<6)
    func sameTrackAsGeneralPath(index: Int) throws {
        let (key, configure) = Self.cases[index]
        let exact = CABasicAnimation()
        let plain = PlainBasicAnimation()
        configure(exact)
        configure(plain)
        var exactTracks: [AnimationTrack] = []
        var plainTracks: [AnimationTrack] = []
        AnimationCompiler.compile(exact, key: key, into: &exactTracks)
        AnimationCompiler.compile(plain, key: key, into: &plainTracks)
        let a = try #require(exactTracks.first)
        let b = try #require(plainTracks.first)
        #expect(exactTracks.count == 1 && plainTracks.count == 1)
        #expect(a.keyPath == b.keyPath)
        #expect(a.timing == b.timing)
        #expect(a.curve == b.curve)
        #expect(a.groups.isEmpty && b.groups.isEmpty)
        #expect(a.isAdditive == b.isAdditive && a.isCumulative == b.isCumulative)
        #expect(a.valueFunction == b.valueFunction)
        #expect(a.writtenProperty == b.writtenProperty && a.writesTransform == b.writesTransform)
        guard case .basic(let af, let at, let ab) = a.content, case .basic(let bf, let bt, let bb) = b.content else {
            Issue.record("not basic tracks")
            return
        }
        #expect(af == bf && at == bt && ab == bb)
        #expect(a.lanes?.property == b.lanes?.property)
        #expect(a.lanes?.from == b.lanes?.from && a.lanes?.to == b.lanes?.to && a.lanes?.by == b.lanes?.by)
        #expect(a.lanes?.isAdditive == b.lanes?.isAdditive && a.lanes?.isCumulative == b.lanes?.isCumulative)
        #expect(a.elements?.property == b.elements?.property && a.elements?.element == b.elements?.element)
        #expect(a.transformComponent?.component == b.transformComponent?.component)
        #expect(a.transformComponent?.lanes.to == b.transformComponent?.lanes.to)
    }

    @Test("the built-in position animation compiles through the exact path with its typed fromValue and lanes")
    func builtInAnimationCompiles() throws {
        let layer = CALayer()
        layer.position = CGPoint(x: 7, y: 9)
        let basic = try #require(layer.action(forKey: "position") as? CABasicAnimation)
        let copy = basic.copyOfExactClass()
        copy.duration = 0.25
        var tracks: [AnimationTrack] = []
        AnimationCompiler.compile(copy, key: "position", into: &tracks)
        let track = try #require(tracks.first)
        guard case .basic(let from, let to, let by) = track.content else {
            Issue.record("no basic track compiled")
            return
        }
        #expect(from == .point(CGPoint(x: 7, y: 9)) && to == nil && by == nil)
        #expect(track.lanes?.from == SIMD4(7, 9, 0, 0))
        #expect(track.writtenProperty == .position)
    }
}
