// The animation track's out-of-line part (AnimationTrackDetail.swift, BENCHMARKS.md "The animation track's footprint
// (twelfth wave)"): a lane track whose lanes give back its content keeps no detail, and its content, its general
// evaluation and its fast path are what they were when the content was kept; a track whose content the lanes would
// not give back exactly (an endpoint of another kind than the property's) keeps it, and each twin shows the
// comparison fails when the content is rebuilt where it must not be. The track's stored fields need no more than a
// Double's alignment, so the common track is a plain malloc.
import Testing
import Foundation
@testable import QuartzCore

@Suite("The animation track's detail (BENCHMARKS.md The animation track's footprint)")
struct AnimationTrackDetailTests {
    /// A property of each lane kind with endpoint values of its own kind.
    static let cases: [(LayerProperty, [AnimatableValue])] = [
        (.opacity, [.scalar(0.25), .scalar(-0.0), .scalar(0.75)]),
        (.position, [.point(CGPoint(x: 10, y: -4)), .point(CGPoint(x: 30, y: 8)), .point(CGPoint(x: -1, y: 2))]),
        (.shadowOffset, [.size(CGSize(width: 3, height: -6)), .size(CGSize(width: 0, height: 1)),
                         .size(CGSize(width: 5, height: 5))]),
        (.bounds, [.rect(CGRect(x: 1, y: 2, width: 30, height: 40)), .rect(CGRect(x: 0, y: 0, width: 8, height: 9)),
                   .rect(CGRect(x: -3, y: 4, width: 1, height: 2))]),
        (.backgroundColor, [.color(SIMD4(1, 0, 0, 0.5)), .color(SIMD4(0, 0, 1, 1)), .color(SIMD4(0.5, 0.5, 0, 0))]),
    ]

    private static func track(_ property: LayerProperty, _ content: AnimationTrack.Content,
                              additive: Bool = false, cumulative: Bool = false) -> AnimationTrack {
        AnimationTrack(keyPath: LayerKeyPath(property),
                       timing: AnimationTiming(duration: 1, repeatCount: 3, autoreverses: true),
                       curve: CAMediaTimingFunction(name: .easeInEaseOut).curve,
                       isAdditive: additive, isCumulative: cumulative, content: content)
    }

    private static func basicTrack(_ property: LayerProperty, from: AnimatableValue?, to: AnimatableValue?,
                                   by: AnimatableValue?) -> AnimationTrack {
        AnimationTrack(basicKeyPath: LayerKeyPath(property), timing: AnimationTiming(duration: 1),
                       curve: nil, isAdditive: false, isCumulative: false, valueFunction: nil,
                       from: from, to: to, by: by)
    }

    /// Every endpoint case (each of from, to, by set or not) of `values`.
    private static func endpointCases(_ values: [AnimatableValue]) -> [(AnimatableValue?, AnimatableValue?,
                                                                        AnimatableValue?)] {
        var result: [(AnimatableValue?, AnimatableValue?, AnimatableValue?)] = []
        for mask in 0..<8 {
            result.append((mask & 1 != 0 ? values[0] : nil, mask & 2 != 0 ? values[1] : nil,
                           mask & 4 != 0 ? values[2] : nil))
        }
        return result
    }

    @Test("a lane track of each lane kind keeps no detail and gives back the content it was made from")
    func laneTrackGivesBackItsContent() {
        var checked = 0
        for (property, values) in Self.cases {
            for (from, to, by) in Self.endpointCases(values) {
                let content = AnimationTrack.Content.basic(from: from, to: to, by: by)
                for track in [Self.track(property, content), Self.basicTrack(property, from: from, to: to, by: by)] {
                    #expect(track.lanes != nil && track.detail == nil)
                    #expect("\(track.content)" == "\(content)")
                    checked += 1
                }
            }
        }
        #expect(checked == 5 * 8 * 2)
    }

    @Test("twin: an endpoint of another kind than the property's keeps its content in a detail, given back as given")
    func otherKindKeepsItsContent() throws {
        // A number for a point property fits the lanes but would come back as a point.
        let given = AnimationTrack.Content.basic(from: .scalar(3), to: .point(CGPoint(x: 1, y: 2)), by: nil)
        for track in [Self.track(.position, given),
                      Self.basicTrack(.position, from: .scalar(3), to: .point(CGPoint(x: 1, y: 2)), by: nil)] {
            let lanes = try #require(track.lanes)
            #expect(track.detail != nil)
            #expect("\(track.content)" == "\(given)")
            // What the lanes alone would give back differs: the comparison above sees the difference.
            #expect("\(lanes.basicContent)" != "\(given)")
        }
    }

    @Test("the general evaluation of a lane track without a detail equals its fast path, every case and modifier")
    func generalEvaluationWithoutDetailMatchesFastPath() throws {
        var checked = 0
        for (property, values) in Self.cases {
            for (from, to, by) in Self.endpointCases(values) {
                for additive in [false, true] { for cumulative in [false, true] {
                    let track = Self.track(property, .basic(from: from, to: to, by: by), additive: additive,
                                           cumulative: cumulative)
                    #expect(track.detail == nil)
                    let lanes = try #require(track.lanes)
                    let base = values[2]
                    for time in [0.0, 0.3, 1.7, 2.5] {
                        let sample = try #require(track.sample(atLayerTime: time))
                        let general = track.value(for: sample, base: base)
                        let eased = track.curve?.solve(sample.progress, epsilon: 1e-5) ?? sample.progress
                        let fast = lanes.value(base: try #require(base.lanes), eased: eased,
                                               iteration: sample.iteration, autoreverses: track.timing.autoreverses)
                        #expect(Self.agree(general?.lanes, fast))
                        #expect(general.map { $0.kind == property.valueKind } ?? true)
                        checked += 1
                    }
                }}
            }
        }
        #expect(checked == 5 * 8 * 4 * 4)
    }

    /// Both nil, or both set and equal within 1e-12 lane by lane (the general path's arithmetic is the lanes').
    private static func agree(_ a: SIMD4<Double>?, _ b: SIMD4<Double>?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        let d = a - b
        return max(abs(d.x), abs(d.y), abs(d.z), abs(d.w)) < 1e-12
    }

    @Test("twin: the general evaluation of a track whose endpoint is of another kind writes nothing, as it did")
    func otherKindEvaluatesAsGiven() throws {
        // The general path cannot interpolate a number to a point: no value. Rebuilt from the lanes, the content
        // would be two points and give one, so this fails if the content is not kept.
        let track = Self.track(.position, .basic(from: .scalar(3), to: .point(CGPoint(x: 1, y: 2)), by: nil))
        let sample = try #require(track.sample(atLayerTime: 0.4))
        #expect(track.value(for: sample, base: .point(CGPoint(x: 5, y: 5))) == nil)
        let rebuilt = Self.track(.position, try #require(track.lanes).basicContent)
        #expect(rebuilt.value(for: sample, base: .point(CGPoint(x: 5, y: 5))) != nil)
    }

    @Test("the built-in animation's track of a property of its own kind keeps no detail; of another kind it keeps one")
    func builtInLaneTrackDetail() {
        let own = AnimationTrack(laneProperty: .position, timing: AnimationTiming(duration: 1), curve: nil,
                                 isAdditive: false, isCumulative: false, fromLanes: SIMD4(4, 5, 6, 7), kind: .point)
        #expect(own.detail == nil)
        #expect("\(own.content)" == "\(AnimationTrack.Content.basic(from: .point(CGPoint(x: 4, y: 5)), to: nil, by: nil))")
        // Twin: a size given for a point property keeps the size it was given.
        let other = AnimationTrack(laneProperty: .position, timing: AnimationTiming(duration: 1), curve: nil,
                                   isAdditive: false, isCumulative: false, fromLanes: SIMD4(4, 5, 6, 7), kind: .size)
        #expect(other.detail != nil)
        #expect("\(other.content)" == "\(AnimationTrack.Content.basic(from: .size(CGSize(width: 4, height: 5)), to: nil, by: nil))")
    }

    @Test("tracks with the other fast paths or content keep them in their detail")
    func otherTracksKeepTheirDetail() {
        let component = AnimationTrack(keyPath: LayerKeyPath(parsing: "transform.rotation.z"),
                                       timing: AnimationTiming(duration: 1), curve: nil,
                                       content: .basic(from: .scalar(0), to: .scalar(1), by: nil))
        #expect(component.lanes == nil && component.detail != nil && component.transformComponent != nil)
        let colours = Self.track(.colors, .basic(from: .colors([SIMD4(1, 0, 0, 1)]), to: .colors([SIMD4(0, 0, 1, 1)]),
                                                 by: nil))
        #expect(colours.detail != nil && colours.elements != nil)
        let transform = Self.track(.transform, .basic(from: .transform(CATransform3DIdentity), to: nil, by: nil))
        #expect(transform.lanes == nil && transform.detail != nil)
        let nilColour = Self.track(.backgroundColor, .basic(from: .color(nil), to: .color(SIMD4(1, 1, 1, 1)), by: nil))
        #expect(nilColour.lanes == nil && nilColour.detail != nil)
    }

    @Test("the track's stored fields need no more than a Double's alignment (a plain malloc, not posix_memalign)")
    func storedFieldsAreEightByteAligned() {
        // A stored SIMD4<Double> needs 16: the reason LaneTrack keeps its lanes as Doubles.
        #expect(MemoryLayout<SIMD4<Double>>.alignment == 16)
        #expect(MemoryLayout<LaneTrack?>.alignment == 8)
        #expect(MemoryLayout<LaneTrack?>.size <= 104)
        #expect(MemoryLayout<AnimationTiming>.alignment == 8)
        #expect(MemoryLayout<CAMediaTimingFunctionCurve?>.alignment == 8)
        #expect(MemoryLayout<[GroupTiming]>.alignment == 8)
        #expect(MemoryLayout<LayerKeyPath?>.alignment == 8)
        #expect(MemoryLayout<AnimationTrackDetail?>.alignment == 8)
        #expect(MemoryLayout<LayerProperty?>.alignment == 1 && MemoryLayout<ValueFunctionOperation?>.alignment == 1)
    }
}
