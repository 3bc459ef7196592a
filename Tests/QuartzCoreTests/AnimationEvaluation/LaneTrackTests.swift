// The basic-animation fast path (LaneTrack, spec §5.1–5.3): for every endpoint case and modifier it writes the
// value the general evaluator computes, it is chosen only for whole numeric properties, and the render thread's
// RenderLayer path and the general path agree on colours through premultiplication.
import Testing
import Foundation
@testable import QuartzCore

@Suite("LaneTrack fast path (spec 5.1-5.3)")
struct LaneTrackTests {
    private static func track(_ property: LayerProperty, from: AnimatableValue?, to: AnimatableValue?,
                              by: AnimatableValue?, additive: Bool = false, cumulative: Bool = false,
                              autoreverses: Bool = false) -> AnimationTrack {
        AnimationTrack(keyPath: LayerKeyPath(property),
                       timing: AnimationTiming(duration: 1, repeatCount: 3, autoreverses: autoreverses),
                       curve: CAMediaTimingFunction(name: .easeInEaseOut).curve,
                       isAdditive: additive, isCumulative: cumulative,
                       content: .basic(from: from, to: to, by: by))
    }

    @Test("every endpoint case with additive and cumulative matches the general evaluator within 1e-12")
    func matchesGeneralPath() throws {
        let values: [AnimatableValue?] = [nil, .point(CGPoint(x: 10, y: -4)), .point(CGPoint(x: 30, y: 8))]
        let base = CGPoint(x: 100, y: 200)
        var checked = 0
        for from in values { for to in values { for by in values.reversed() {
            for additive in [false, true] { for cumulative in [false, true] { for autoreverses in [false, true] {
                let t = Self.track(.position, from: from, to: to, by: by, additive: additive,
                                   cumulative: cumulative, autoreverses: autoreverses)
                #expect(t.lanes != nil)
                for time in [0.0, 0.3, 1.7, 2.5] {
                    var layer = RenderLayer(parentIndex: -1)
                    layer.position = base
                    t.apply(atLayerTime: time, to: &layer)
                    let sample = try #require(t.sample(atLayerTime: time))
                    let expected = t.value(for: sample, base: .point(base))
                    guard case .point(let p)? = expected else {
                        #expect(layer.position == base)   // no effect: the base shows
                        continue
                    }
                    #expect(abs(layer.position.x - p.x) < 1e-12 && abs(layer.position.y - p.y) < 1e-12)
                    checked += 1
                }
            }}}
        }}}
        #expect(checked > 300)
    }

    @Test("colours: the fast path writes the same premultiplied colour as the general store path")
    func colourAgreesWithGeneralStore() {
        let t = Self.track(.backgroundColor, from: .color(SIMD4(1, 0, 0, 0.5)), to: .color(SIMD4(0, 0, 1, 1)), by: nil)
        #expect(t.lanes != nil)
        var fast = RenderLayer(parentIndex: -1)
        t.apply(atLayerTime: 0.4, to: &fast)
        var general = RenderLayer(parentIndex: -1)
        let sample = t.sample(atLayerTime: 0.4)!
        general.setAnimatableValue(t.value(for: sample, base: .color(nil))!, for: .backgroundColor)
        #expect(abs(fast.backgroundColor.red - general.backgroundColor.red) < 1e-6)
        #expect(abs(fast.backgroundColor.blue - general.backgroundColor.blue) < 1e-6)
        #expect(abs(fast.backgroundColor.alpha - general.backgroundColor.alpha) < 1e-6)
    }

    @Test("components, transforms, value functions and nil colours take the general path")
    func generalPathCases() {
        let component = AnimationTrack(keyPath: LayerKeyPath(parsing: "position.x"), timing: AnimationTiming(duration: 1),
                                       curve: nil, content: .basic(from: .scalar(0), to: .scalar(1), by: nil))
        #expect(component.lanes == nil)
        let transform = Self.track(.transform, from: .transform(CATransform3DIdentity), to: nil, by: nil)
        #expect(transform.lanes == nil)
        let nilColour = Self.track(.backgroundColor, from: .color(nil), to: .color(SIMD4(1, 1, 1, 1)), by: nil)
        #expect(nilColour.lanes == nil)
        let opacity = Self.track(.opacity, from: .scalar(0), to: .scalar(1), by: nil)
        #expect(opacity.lanes?.property == .opacity)
        let keyframes = AnimationTrack(
            keyPath: LayerKeyPath(.opacity), timing: AnimationTiming(duration: 1), curve: nil,
            content: .keyframes(KeyframeTrack(mode: .linear, values: [], keyTimes: [], discreteKeyTimes: nil,
                                              segmentCurves: nil, tension: nil, continuity: nil, bias: nil,
                                              pathSegments: nil, flattenedPath: nil, rotation: .none)))
        #expect(keyframes.lanes == nil)   // keyframes of a lane-sized property still take the general path
    }
}
