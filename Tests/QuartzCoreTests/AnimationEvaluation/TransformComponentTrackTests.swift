// The transform component fast path (TransformComponentTrack: "transform.rotation.z" and the other components of
// spec §1.6 evaluated on one decomposition, in lanes) writes the matrix the general path writes (two decompositions,
// AnimatableValues): bit for bit for every component, every endpoint case, additive, cumulative and autoreversing
// tracks, on the identity (whose decomposition is kept) and on rotated, scaled, translated and singular bases, through
// `transform` and `sublayerTransform`; a rotation set on the identity, which the fast path builds directly as the
// rotation matrix about its axis, within 1e-12 of the general path's Euler-quaternion route; and it is chosen only
// for basic tracks whose endpoints are of the component's kind.
import Testing
import Foundation
@testable import QuartzCore

/// A RenderLayer whose transforms the fast path cannot read: every transform component track takes the general path.
private struct GeneralPathStore: AnimatableStore {
    var layer: RenderLayer

    mutating func animatableValue(of property: LayerProperty) -> AnimatableValue? { layer.animatableValue(of: property) }
    mutating func setAnimatableValue(_ value: AnimatableValue, for property: LayerProperty) {
        layer.setAnimatableValue(value, for: property)
    }
    mutating func transform(of property: LayerProperty) -> CATransform3D? { nil }
}

@Suite("Transform component tracks evaluated on one decomposition equal the general path")
struct TransformComponentTrackTests {
    static func track(_ keyPath: String, from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?,
                      additive: Bool = false, cumulative: Bool = false, autoreverses: Bool = false) -> AnimationTrack {
        AnimationTrack(keyPath: LayerKeyPath(parsing: keyPath),
                       timing: AnimationTiming(duration: 1, repeatCount: 3, autoreverses: autoreverses),
                       curve: CAMediaTimingFunction(name: .easeInEaseOut).curve,
                       isAdditive: additive, isCumulative: cumulative,
                       content: .basic(from: from, to: to, by: by))
    }

    /// The largest difference between two matrices' entries.
    static func distance(_ a: CATransform3D, _ b: CATransform3D) -> Double {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        return zip(x, y).map { abs(Double($0) - Double($1)) }.max() ?? 0
    }

    static func isRotation(_ component: TransformComponent) -> Bool {
        component == .rotationX || component == .rotationY || component == .rotationZ
    }

    static func bits(_ t: CATransform3D) -> [UInt64] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
            .map { Double($0).bitPattern }
    }

    static let bases: [CATransform3D] = [
        CATransform3DIdentity,
        CATransform3DTranslate(CATransform3DScale(CATransform3DMakeRotation(0.7, 0.2, 0.5, 1), 1.5, 0.75, 2), 12, -3, 4),
        CATransform3DMakeScale(0, 2, 1),   // singular: the decomposition without rotation
        { var t = CATransform3DMakeRotation(-2.5, 0, 0, 1); t.m34 = -1.0 / 500; return t }(),
    ]

    @Test("every component and endpoint case, additive, cumulative and autoreversing, equals the general path bit for bit")
    func everyCaseEqualsGeneralPath() throws {
        var checked = 0
        for component in TransformComponent.allCases {
            let path = "transform." + ValueComponent.transform(component).path
            let values: [AnimatableValue?] = component.isSizeValued
                ? [nil, .size(CGSize(width: 10, height: -4)), .size(CGSize(width: -30, height: 8))]
                : [nil, .scalar(0.25), .scalar(component == .scale || component.isScale ? 1.75 : -2.5)]
            for from in values { for to in values { for by in values.reversed() {
                for additive in [false, true] { for cumulative in [false, true] { for autoreverses in [false, true] {
                    let t = Self.track(path, from: from, to: to, by: by, additive: additive, cumulative: cumulative,
                                       autoreverses: autoreverses)
                    #expect(t.transformComponent != nil, "\(path)")
                    for base in Self.bases { for time in [-0.2, 0.0, 0.3, 1.7, 2.5, 3.5] {
                        var fast = RenderLayer(parentIndex: -1)
                        fast.transform = base
                        t.apply(atLayerTime: time, to: &fast)
                        var general = GeneralPathStore(layer: RenderLayer(parentIndex: -1))
                        general.layer.transform = base
                        t.apply(atLayerTime: time, to: &general)
                        let label = "\(path) from \(String(describing: from)) to \(String(describing: to)) "
                            + "by \(String(describing: by)) additive \(additive) cumulative \(cumulative) at \(time)"
                        if Self.isRotation(component), CATransform3DIsIdentity(base) {
                            #expect(Self.distance(fast.transform, general.layer.transform) < 1e-12, "\(label)")
                        } else {
                            #expect(Self.bits(fast.transform) == Self.bits(general.layer.transform), "\(label)")
                        }
                        checked += 1
                    }}
                }}}
            }}}
        }
        #expect(checked > 10_000)
    }

    @Test("sublayerTransform components take the fast path and equal the general path")
    func sublayerTransformEqualsGeneralPath() {
        let t = Self.track("sublayerTransform.rotation.z", from: .scalar(0), to: .scalar(2 * Double.pi), by: nil)
        #expect(t.transformComponent?.property == .sublayerTransform)
        for base in Self.bases {
            var fast = RenderLayer(parentIndex: -1)
            fast.sublayerTransform = base
            t.apply(atLayerTime: 0.4, to: &fast)
            var general = GeneralPathStore(layer: RenderLayer(parentIndex: -1))
            general.layer.sublayerTransform = base
            t.apply(atLayerTime: 0.4, to: &general)
            if CATransform3DIsIdentity(base) {
                #expect(Self.distance(fast.sublayerTransform, general.layer.sublayerTransform) < 1e-12)
            } else {
                #expect(Self.bits(fast.sublayerTransform) == Self.bits(general.layer.sublayerTransform))
            }
            #expect(Self.distance(fast.sublayerTransform, base) > 0.1)   // it really turned
        }
    }

    @Test("an overflowing component leaves the model matrix, as on the general path")
    func overflowLeavesModelValue() {
        let t = Self.track("transform.scale.x", from: .scalar(1e300), to: .scalar(-1e300), by: nil)
        var fast = RenderLayer(parentIndex: -1)
        fast.transform = Self.bases[1]
        t.apply(atLayerTime: 0.5, to: &fast)
        var general = GeneralPathStore(layer: RenderLayer(parentIndex: -1))
        general.layer.transform = Self.bases[1]
        t.apply(atLayerTime: 0.5, to: &general)
        #expect(Self.bits(fast.transform) == Self.bits(general.layer.transform))
    }

    @Test("whole transforms, value functions, springs and endpoints of another kind take another path")
    func otherTracksTakeOtherPaths() {
        #expect(Self.track("transform", from: .transform(CATransform3DIdentity), to: nil, by: nil).transformComponent == nil)
        #expect(Self.track("transform.translation", from: .scalar(1), to: nil, by: nil).transformComponent == nil)
        #expect(Self.track("transform.rotation.z", from: .size(.zero), to: nil, by: nil).transformComponent == nil)
        #expect(Self.track("position.x", from: .scalar(1), to: nil, by: nil).transformComponent == nil)
        let function = AnimationTrack(keyPath: LayerKeyPath(parsing: "transform"), timing: AnimationTiming(duration: 1),
                                      curve: nil, valueFunction: .rotateZ,
                                      content: .basic(from: .scalar(0), to: .scalar(1), by: nil))
        #expect(function.transformComponent == nil)
        #expect(Self.track("transform.rotation.z", from: .scalar(0), to: .scalar(1), by: nil).transformComponent != nil)
    }
}

private extension TransformComponent {
    var isScale: Bool { self == .scaleX || self == .scaleY || self == .scaleZ }
}
