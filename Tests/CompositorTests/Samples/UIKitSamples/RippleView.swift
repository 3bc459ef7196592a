// A UIKit sample (GoldenUIKitSampleTests): a pulsing ripple as iOS libraries ship it, the whole file guarded by
// `#if canImport(UIKit)` (true here: the UIKit module exists, docs/porting.md "The UIKit types"). Three rings grow
// from the centre and fade, each a CAShapeLayer with a grouped scale and opacity animation, a third of the period
// apart, behind a solid dot.
#if canImport(UIKit)
import UIKit

public final class RippleView: UIView {
    public var rippleColor: UIColor = .systemBlue
    public var rippleCount = 3
    public var duration: CFTimeInterval = 1.8

    private let dotLayer = CAShapeLayer()
    private var rippleLayers: [CAShapeLayer] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public func startRippling() {
        rippleLayers.forEach { $0.removeFromSuperlayer() }
        rippleLayers.removeAll()

        let diameter = min(bounds.width, bounds.height)
        let circleFrame = CGRect(x: bounds.midX - diameter / 2, y: bounds.midY - diameter / 2,
                                 width: diameter, height: diameter)
        let now = CACurrentMediaTime()
        for index in 0..<rippleCount {
            let ripple = CAShapeLayer()
            ripple.frame = circleFrame
            ripple.path = UIBezierPath(ovalIn: ripple.bounds).cgPath
            ripple.fillColor = rippleColor.withAlphaComponent(0.35).cgColor
            ripple.strokeColor = rippleColor.cgColor
            ripple.lineWidth = 2
            ripple.opacity = 0
            layer.addSublayer(ripple)
            rippleLayers.append(ripple)

            let scale = CABasicAnimation(keyPath: "transform.scale")
            scale.fromValue = 0.2
            scale.toValue = 1.0

            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [0.0, 1.0, 0.0]
            fade.keyTimes = [0, 0.15, 1]

            let group = CAAnimationGroup()
            group.animations = [scale, fade]
            group.duration = duration
            group.timingFunction = CAMediaTimingFunction(name: .easeOut)
            group.repeatCount = .greatestFiniteMagnitude
            group.beginTime = now + duration * Double(index) / Double(rippleCount)
            ripple.add(group, forKey: "ripple")
        }

        let dotSize = diameter * 0.2
        dotLayer.frame = CGRect(x: bounds.midX - dotSize / 2, y: bounds.midY - dotSize / 2,
                                width: dotSize, height: dotSize)
        dotLayer.path = UIBezierPath(ovalIn: dotLayer.bounds).cgPath
        dotLayer.fillColor = rippleColor.cgColor
        layer.addSublayer(dotLayer)
    }
}
#endif
