// SinglePropertyStore, the one-property store the implicit animation's fromValue is evaluated on (spec §1.4): a
// value of a lane kind is held as lanes, and every read and write gives what the AnimatableValue form gave —
// Float properties round through Float, a value not finite in the lanes its kind uses is dropped, a nil colour
// (no lanes) and other kinds keep the value itself.
import Foundation
import Testing
@testable import CoreAnimation

@Suite("SinglePropertyStore: lane and value forms agree (spec 1.4)")
struct SinglePropertyStoreTests {
    @Test("opacity: read as lanes; a write rounds through Float; NaN is dropped")
    func opacityRoundsThroughFloatAndDropsNaN() {
        var model = LayerModel()
        model.opacity = 0.3
        var store = SinglePropertyStore(property: .opacity, model: &model)
        #expect(store.lanes(of: .opacity) == SIMD4(Double(Float(0.3)), 0, 0, 0))
        #expect(store.lanes(of: .zPosition) == nil)
        store.setLanes(SIMD4(0.1, 0, 0, 0), for: .opacity)
        #expect(store.value == .scalar(Double(Float(0.1))))
        store.setLanes(SIMD4(.nan, 0, 0, 0), for: .opacity)
        #expect(store.value == .scalar(Double(Float(0.1))))
        store.setLanes(SIMD4(0.9, 0, 0, 0), for: .zPosition)   // another property: ignored
        #expect(store.value == .scalar(Double(Float(0.1))))
    }

    @Test("bounds: all four lanes must be finite; a finite write is the rect of the lanes")
    func boundsNeedsFourFiniteLanes() {
        var model = LayerModel()
        model.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        var store = SinglePropertyStore(property: .bounds, model: &model)
        #expect(store.value == .rect(CGRect(x: 1, y: 2, width: 30, height: 40)))
        store.setLanes(SIMD4(0, 0, .infinity, 10), for: .bounds)
        #expect(store.value == .rect(CGRect(x: 1, y: 2, width: 30, height: 40)))
        store.setLanes(SIMD4(5, 6, 70, 80), for: .bounds)
        #expect(store.value == .rect(CGRect(x: 5, y: 6, width: 70, height: 80)))
    }

    @Test("position: only x and y are checked, as AnimatableValue.isFinite checks a point")
    func positionChecksTwoLanes() {
        var model = LayerModel()
        model.position = CGPoint(x: 10, y: 20)
        var store = SinglePropertyStore(property: .position, model: &model)
        store.setLanes(SIMD4(3, 4, .nan, 0), for: .position)
        #expect(store.value == .point(CGPoint(x: 3, y: 4)))
        store.setLanes(SIMD4(3, .infinity, 0, 0), for: .position)
        #expect(store.value == .point(CGPoint(x: 3, y: 4)))
    }

    @Test("a nil backgroundColor has no lanes: it stays a value and takes a colour through the general path")
    func nilColourStaysAValue() {
        var model = LayerModel()
        model.backgroundColor = nil
        var store = SinglePropertyStore(property: .backgroundColor, model: &model)
        #expect(store.lanes(of: .backgroundColor) == nil)
        #expect(store.value == .color(nil))
        store.setAnimatableValue(.color(SIMD4(1, 0, 0, 1)), for: .backgroundColor)
        #expect(store.value == .color(SIMD4(1, 0, 0, 1)))
        #expect(store.lanes(of: .backgroundColor) == SIMD4(1, 0, 0, 1))
    }

    @Test("a general-path write leaves lane mode with the kind check: a point into opacity is ignored")
    func generalWriteKeepsKindCheck() {
        var model = LayerModel()
        model.opacity = 0.5
        var store = SinglePropertyStore(property: .opacity, model: &model)
        store.setAnimatableValue(.point(CGPoint(x: 1, y: 1)), for: .opacity)
        #expect(store.value == .scalar(0.5))
        store.setAnimatableValue(.scalar(0.7), for: .opacity)
        #expect(store.value == .scalar(Double(Float(0.7))))
        store.setLanes(SIMD4(0.2, 0, 0, 0), for: .opacity)   // lane writes still work after leaving lane mode
        #expect(store.value == .scalar(Double(Float(0.2))))
    }

    @Test("transform is not a lane kind: the store holds the value")
    func transformIsHeldAsValue() {
        var model = LayerModel()
        model.transform = CATransform3DMakeScale(2, 3, 1)
        var store = SinglePropertyStore(property: .transform, model: &model)
        #expect(store.lanes(of: .transform) == nil)
        #expect(store.value == .transform(CATransform3DMakeScale(2, 3, 1)))
    }
}
