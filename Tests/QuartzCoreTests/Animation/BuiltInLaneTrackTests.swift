// The built-in implicit animation of a whole lane property (number, point, size, rect, colour) compiles through
// the lane fast path (AnimationCompiler+ExactBasic.swift `builtInLaneTrack`, AnimationTrack `init(laneProperty:…)`);
// a subclass that overrides nothing, holding the same stored state, takes the general path. Both must give the same
// track: every field, and the same value at every sampled time. The comparison's twins show it tells tracks apart.
import Testing
import Foundation
@testable import QuartzCore

/// A subclass that overrides nothing: compiled through the general path.
private final class GeneralPathBasicAnimation: CABasicAnimation {}

@Suite("The built-in animation's lane track (BENCHMARKS.md Move and commit)")
struct BuiltInLaneTrackTests {
    /// Properties of each lane kind whose built-in animation holds its fromValue typed (number, point, size, rect).
    static let keys = ["opacity", "position", "bounds", "shadowOffset", "cornerRadius", "anchorPoint"]

    /// The built-in animation the layer's search makes for `key`, as `add(_:forKey:)` freezes it.
    private static func builtIn(_ key: String, additive: Bool = false) throws -> CABasicAnimation {
        let layer = CALayer()
        layer.opacity = 0.3
        layer.position = CGPoint(x: 7, y: 9)
        layer.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        layer.shadowOffset = CGSize(width: 2, height: -6)
        layer.cornerRadius = 5
        layer.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        let found = try #require(layer.action(forKey: key) as? CABasicAnimation)
        let copy = found.copyOfExactClass()
        copy.duration = 2
        copy.beginTime = 0.5
        copy.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        copy.isAdditive = additive
        return copy
    }

    /// The same stored state in the subclass, so the compiler takes its general path.
    private static func generalPathTwin(of animation: CABasicAnimation) -> GeneralPathBasicAnimation {
        let twin = GeneralPathBasicAnimation()
        twin.copyState(from: animation)
        return twin
    }

    private static func compiled(_ animation: CAAnimation, key: String) throws -> AnimationTrack {
        var tracks: [AnimationTrack] = []
        AnimationCompiler.compile(animation, key: key, into: &tracks)
        #expect(tracks.count == 1)
        return try #require(tracks.first)
    }

    /// Whether two tracks agree field by field and give the same value for `property` at each sampled time.
    private static func agree(_ a: AnimationTrack, _ b: AnimationTrack, property: LayerProperty) -> Bool {
        guard a.keyPath == b.keyPath, a.timing == b.timing, a.curve == b.curve, a.groups.isEmpty, b.groups.isEmpty,
              a.isAdditive == b.isAdditive, a.isCumulative == b.isCumulative, a.valueFunction == b.valueFunction,
              a.writtenProperty == b.writtenProperty, a.writesTransform == b.writesTransform,
              a.lanes?.property == b.lanes?.property, a.lanes?.from == b.lanes?.from, a.lanes?.to == b.lanes?.to,
              a.lanes?.by == b.lanes?.by, a.lanes?.isAdditive == b.lanes?.isAdditive,
              a.lanes?.isCumulative == b.lanes?.isCumulative, (a.elements == nil) == (b.elements == nil),
              (a.transformComponent == nil) == (b.transformComponent == nil),
              case .basic(let af, let at, let ab) = a.content, case .basic(let bf, let bt, let bb) = b.content,
              af == bf, at == bt, ab == bb else { return false }
        var model = CALayer().modelValues
        for time in stride(from: 0.0, through: 3.0, by: 0.125) {
            var first = LanePropertyStore(property: property, model: &model)
            var second = LanePropertyStore(property: property, model: &model)
            a.apply(atLayerTime: time, to: &first)
            b.apply(atLayerTime: time, to: &second)
            if first.value != second.value { return false }
        }
        return true
    }

    @Test("the built-in animation's lane track equals the general path's track, field by field and sampled",
          arguments: keys)
    func laneTrackMatchesGeneralPath(key: String) throws {
        let property = try #require(LayerProperty.named(key, on: CALayer()))
        for additive in [false, true] {
            let animation = try Self.builtIn(key, additive: additive)
            #expect(animation.basicState.hasNoBoxedEndpoints && animation.basicState.typedFrom?.laneForm != nil)
            let fast = try Self.compiled(animation, key: key)
            let general = try Self.compiled(Self.generalPathTwin(of: animation), key: key)
            #expect(fast.lanes != nil)
            #expect(Self.agree(fast, general, property: property))
        }
    }

    @Test("the comparison tells apart a track whose fromValue or timing differs (twin of the test above)",
          arguments: keys)
    func comparisonSeesDifferences(key: String) throws {
        let property = try #require(LayerProperty.named(key, on: CALayer()))
        let animation = try Self.builtIn(key)
        let fast = try Self.compiled(animation, key: key)
        let slower = Self.generalPathTwin(of: animation)
        slower.duration = 3
        #expect(!Self.agree(fast, try Self.compiled(slower, key: key), property: property))
        let additive = Self.generalPathTwin(of: animation)
        additive.isAdditive = true
        #expect(!Self.agree(fast, try Self.compiled(additive, key: key), property: property))
        // Another fromValue: a layer at its defaults.
        let layer = CALayer()
        let other = try #require(layer.action(forKey: key) as? CABasicAnimation).copyOfExactClass()
        other.duration = 2
        other.beginTime = 0.5
        other.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(!Self.agree(fast, try Self.compiled(other, key: key), property: property))
    }

    @Test("a built-in animation given a toValue before it is added leaves the lane fast path")
    func boxedEndpointLeavesFastPath() throws {
        let animation = try Self.builtIn("position")
        animation.toValue = CGPoint(x: 100, y: 50)
        #expect(!animation.basicState.hasNoBoxedEndpoints)
        let track = try Self.compiled(animation, key: "position")
        guard case .basic(_, let to, _) = track.content else {
            Issue.record("not a basic track")
            return
        }
        #expect(to == .point(CGPoint(x: 100, y: 50)))
        #expect(track.lanes?.to == SIMD4(100, 50, 0, 0))
    }
}
