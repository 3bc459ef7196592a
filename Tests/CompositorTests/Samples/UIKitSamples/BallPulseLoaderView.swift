// A UIKit sample (GoldenUIKitSampleTests): a loader view as iOS activity-indicator libraries write it, unchanged
// from what would build in an iOS app: a UIView subclass whose layer hosts three CAShapeLayer balls (UIBezierPath
// ovals, UIColor fills), each pulsing with a CAAnimationGroup of two CAKeyframeAnimations that repeats HUGE times,
// started one after another from CACurrentMediaTime() (docs/porting.md "The UIKit types").
import UIKit

final class BallPulseLoaderView: UIView {
    var color: UIColor = .systemIndigo {
        didSet { balls.forEach { $0.fillColor = color.cgColor } }
    }

    private var balls: [CAShapeLayer] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBalls()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBalls()
    }

    private func setUpBalls() {
        let spacing: CGFloat = 6
        let size = (bounds.width - spacing * 2) / 3
        for index in 0..<3 {
            let ball = CAShapeLayer()
            ball.frame = CGRect(x: (size + spacing) * CGFloat(index), y: (bounds.height - size) / 2,
                                width: size, height: size)
            ball.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: size, height: size)).cgPath
            ball.fillColor = color.cgColor
            layer.addSublayer(ball)
            balls.append(ball)
        }
    }

    func startAnimating() {
        let duration: CFTimeInterval = 0.75
        let beginTime = CACurrentMediaTime()
        let beginTimes = [0.12, 0.24, 0.36]

        // Scale animation
        let scaleAnimation = CAKeyframeAnimation(keyPath: "transform.scale")
        scaleAnimation.keyTimes = [0, 0.3, 1]
        scaleAnimation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
        scaleAnimation.values = [1, 0.3, 1]
        scaleAnimation.duration = duration

        // Opacity animation
        let opacityAnimation = CAKeyframeAnimation(keyPath: "opacity")
        opacityAnimation.keyTimes = [0, 0.3, 1]
        opacityAnimation.values = [1, 0.7, 1]
        opacityAnimation.duration = duration

        // Animation
        let animation = CAAnimationGroup()
        animation.animations = [scaleAnimation, opacityAnimation]
        animation.duration = duration
        animation.repeatCount = HUGE
        animation.isRemovedOnCompletion = false

        for (ball, offset) in zip(balls, beginTimes) {
            animation.beginTime = beginTime + offset
            ball.add(animation, forKey: "pulse")
        }
    }
}
