// LanePropertyStore, the lane form of the one-property store the implicit animation's fromValue is evaluated on
// (spec §1.4): every read and write gives what SinglePropertyStore (the value form) gives — Float properties round
// through Float, a value not finite in the lanes its kind uses is dropped, a nil colour has no lanes. Each test
// runs the same writes on both stores and compares them after every step, besides checking Apple's values.
import Foundation
import Testing
@testable import QuartzCore

@Suite("LanePropertyStore agrees with SinglePropertyStore (spec 1.4)")
struct LanePropertyStoreTests {
    /// One write to a store.
    enum Write {
        case lanes(SIMD4<Double>, LayerProperty)
        case value(AnimatableValue, LayerProperty)
    }

    /// Both stores for `property` of `model`, after each of `writes`; the lane store's values, checked against the
    /// value store's at every step (reads of the value, of the lanes, and of another property).
    func run(_ property: LayerProperty, of model: LayerModel, _ writes: [Write]) -> [AnimatableValue?] {
        var model = model
        var lane = LanePropertyStore(property: property, model: &model)
        var single = SinglePropertyStore(property: property, value: model.valueInPlace(of: property))
        var seen: [AnimatableValue?] = [lane.value]
        #expect(lane.value == single.value)
        for write in writes {
            switch write {
            case .lanes(let v, let p):
                lane.setLanes(v, for: p)
                single.setLanes(v, for: p)
            case .value(let v, let p):
                lane.setAnimatableValue(v, for: p)
                single.setAnimatableValue(v, for: p)
            }
            #expect(lane.value == single.value)
            #expect(lane.lanes(of: property) == single.lanes(of: property))
            #expect(lane.animatableValue(of: .zPosition) == nil || property == .zPosition)
            seen.append(lane.value)
        }
        return seen
    }

    @Test("opacity: a write rounds through Float; NaN and another property's write are dropped")
    func opacityRoundsThroughFloatAndDropsNaN() {
        var model = LayerModel()
        model.opacity = 0.3
        let seen = run(.opacity, of: model, [
            .lanes(SIMD4(0.1, 0, 0, 0), .opacity), .lanes(SIMD4(.nan, 0, 0, 0), .opacity),
            .lanes(SIMD4(0.9, 0, 0, 0), .zPosition), .value(.point(CGPoint(x: 1, y: 1)), .opacity),
            .value(.scalar(0.7), .opacity),
        ])
        #expect(seen == [.scalar(Double(Float(0.3))), .scalar(Double(Float(0.1))), .scalar(Double(Float(0.1))),
                         .scalar(Double(Float(0.1))), .scalar(Double(Float(0.1))), .scalar(Double(Float(0.7)))])
    }

    @Test("bounds: all four lanes must be finite; a finite write is the rect of the lanes")
    func boundsNeedsFourFiniteLanes() {
        var model = LayerModel()
        model.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        let seen = run(.bounds, of: model, [
            .lanes(SIMD4(0, 0, .infinity, 10), .bounds), .lanes(SIMD4(5, 6, 70, 80), .bounds),
        ])
        #expect(seen.last == .rect(CGRect(x: 5, y: 6, width: 70, height: 80)))
        #expect(seen[1] == .rect(CGRect(x: 1, y: 2, width: 30, height: 40)))
    }

    @Test("position: only x and y are checked, as AnimatableValue.isFinite checks a point")
    func positionChecksTwoLanes() {
        var model = LayerModel()
        model.position = CGPoint(x: 10, y: 20)
        let seen = run(.position, of: model, [
            .lanes(SIMD4(3, 4, .nan, 0), .position), .lanes(SIMD4(3, .infinity, 0, 0), .position),
        ])
        #expect(seen == [.point(CGPoint(x: 10, y: 20)), .point(CGPoint(x: 3, y: 4)), .point(CGPoint(x: 3, y: 4))])
    }

    @Test("a nil backgroundColor has no lanes; a colour written by lanes or as a value replaces it, nil again too")
    func nilColourHasNoLanes() {
        var model = LayerModel()
        model.backgroundColor = nil
        let seen = run(.backgroundColor, of: model, [
            .lanes(SIMD4(0, 1, 0, 1), .backgroundColor), .value(.color(nil), .backgroundColor),
            .value(.color(SIMD4(1, 0, 0, 1)), .backgroundColor), .value(.scalar(1), .backgroundColor),
        ])
        #expect(seen == [.color(nil), .color(SIMD4(0, 1, 0, 1)), .color(nil), .color(SIMD4(1, 0, 0, 1)),
                         .color(SIMD4(1, 0, 0, 1))])
    }

    @Test("a colour from a CGColor reads as straight lanes and takes an opaque write")
    func colourFromCGColor() {
        var model = LayerModel()
        model.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        let seen = run(.backgroundColor, of: model, [.lanes(SIMD4(1, 1, 1, 1), .backgroundColor)])
        #expect(seen.last == .color(SIMD4(1, 1, 1, 1)))
    }
}
