// The layer's own CAMediaTiming (spec §3.1, §3.3; layers have infinite duration). Changes go through the
// change sequence like every property but have no built-in action.
import Foundation

extension CALayer: CAMediaTiming {
    public var beginTime: CFTimeInterval {
        get { values.beginTime }
        set {
            guard newValue.isFinite else { return reject("beginTime", newValue, "is not finite") }
            update(.beginTime, \.beginTime, newValue)
        }
    }

    public var duration: CFTimeInterval {
        get { values.duration }
        set {
            guard !newValue.isNaN else { return reject("duration", newValue, "is not a number") }
            update(.duration, \.duration, newValue)
        }
    }

    public var speed: Float {
        get { values.speed }
        set {
            guard newValue.isFinite else { return reject("speed", newValue, "is not finite") }
            update(.speed, \.speed, newValue)
        }
    }

    public var timeOffset: CFTimeInterval {
        get { values.timeOffset }
        set {
            guard newValue.isFinite else { return reject("timeOffset", newValue, "is not finite") }
            update(.timeOffset, \.timeOffset, newValue)
        }
    }

    public var repeatCount: Float {
        get { values.repeatCount }
        set {
            guard !newValue.isNaN else { return reject("repeatCount", newValue, "is not a number") }
            update(.repeatCount, \.repeatCount, newValue)
        }
    }

    public var repeatDuration: CFTimeInterval {
        get { values.repeatDuration }
        set {
            guard !newValue.isNaN else { return reject("repeatDuration", newValue, "is not a number") }
            update(.repeatDuration, \.repeatDuration, newValue)
        }
    }

    public var autoreverses: Bool {
        get { values.autoreverses }
        set { update(.autoreverses, \.autoreverses, newValue) }
    }

    public var fillMode: CAMediaTimingFillMode {
        get { values.fillMode }
        set { update(.fillMode, \.fillMode, newValue) }
    }
}
