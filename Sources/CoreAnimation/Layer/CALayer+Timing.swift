// The setters of the layer's own CAMediaTiming properties (spec §3.1, §3.3; layers have infinite duration),
// declared `open` in the CALayer class body. Changes go through the change sequence like every property but
// have no built-in action.
import Foundation

extension CALayer {
    func storeBeginTime(_ newValue: CFTimeInterval) {
        guard newValue.isFinite else { return reject("beginTime", newValue, "is not finite") }
        update(.beginTime, \.beginTime, newValue)
    }

    func storeDuration(_ newValue: CFTimeInterval) {
        guard !newValue.isNaN else { return reject("duration", newValue, "is not a number") }
        update(.duration, \.duration, newValue)
    }

    func storeSpeed(_ newValue: Float) {
        guard newValue.isFinite else { return reject("speed", newValue, "is not finite") }
        update(.speed, \.speed, newValue)
    }

    func storeTimeOffset(_ newValue: CFTimeInterval) {
        guard newValue.isFinite else { return reject("timeOffset", newValue, "is not finite") }
        update(.timeOffset, \.timeOffset, newValue)
    }

    func storeRepeatCount(_ newValue: Float) {
        guard !newValue.isNaN else { return reject("repeatCount", newValue, "is not a number") }
        update(.repeatCount, \.repeatCount, newValue)
    }

    func storeRepeatDuration(_ newValue: CFTimeInterval) {
        guard !newValue.isNaN else { return reject("repeatDuration", newValue, "is not a number") }
        update(.repeatDuration, \.repeatDuration, newValue)
    }

    func storeAutoreverses(_ newValue: Bool) {
        update(.autoreverses, \.autoreverses, newValue)
    }

    func storeFillMode(_ newValue: CAMediaTimingFillMode) {
        update(.fillMode, \.fillMode, newValue)
    }
}
