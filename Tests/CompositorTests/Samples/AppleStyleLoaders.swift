// Apple-style Core Animation code as iOS loading-indicator libraries write it, compiled here unchanged apart from
// using CGMutablePath where those libraries use UIBezierPath, and `.pi` where they write M_PI (M_PI is visible
// through QuartzCore, but Swift marks it deprecated here as on Apple's platforms, and the project allows no
// warnings): this file imports QuartzCore only, and uses HUGE, NSNumber key times, [Any] values of Int and Double literals, CAAnimationGroup, CAKeyframeAnimation,
// CAShapeLayer, CAGradientLayer and CAReplicatorLayer the way such libraries do (docs/porting.md "Added API").
// GoldenAppleStyleTests renders each one offscreen and compares it with a reference image.
import QuartzCore

/// A ring segment that turns and pulses, as NVActivityIndicatorView's "ball clip rotate" builds it.
final class BallClipRotateAnimation {
    func setUpAnimation(in layer: CALayer, size: CGSize, color: CGColor) {
        let duration: CFTimeInterval = 0.75

        // Scale animation
        let scaleAnimation = CAKeyframeAnimation(keyPath: "transform.scale")
        scaleAnimation.keyTimes = [0, 0.5, 1]
        scaleAnimation.values = [1, 0.6, 1]

        // Rotate animation
        let rotateAnimation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        rotateAnimation.keyTimes = scaleAnimation.keyTimes
        rotateAnimation.values = [0, Double.pi, 2 * Double.pi]

        // Animation
        let animation = CAAnimationGroup()
        animation.animations = [scaleAnimation, rotateAnimation]
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.duration = duration
        animation.repeatCount = HUGE
        animation.isRemovedOnCompletion = false

        // Draw circle
        let circle = CAShapeLayer()
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: size.width / 2, y: size.height / 2), radius: size.width / 2,
                    startAngle: -3 * CGFloat.pi / 4, endAngle: -CGFloat.pi / 4, clockwise: false)
        circle.fillColor = nil
        circle.strokeColor = color
        circle.lineWidth = 2
        circle.backgroundColor = nil
        circle.path = path
        circle.frame = CGRect(x: (layer.bounds.size.width - size.width) / 2,
                              y: (layer.bounds.size.height - size.height) / 2,
                              width: size.width, height: size.height)
        circle.add(animation, forKey: "animation")
        layer.addSublayer(circle)
    }
}

/// A determinate progress ring: a grey track and a round-capped arc whose strokeEnd animates to the progress.
final class ProgressRing {
    let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()

    init(frame: CGRect, lineWidth: CGFloat) {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: frame.width / 2, y: frame.height / 2),
                    radius: (min(frame.width, frame.height) - lineWidth) / 2,
                    startAngle: -CGFloat.pi / 2, endAngle: 3 * CGFloat.pi / 2, clockwise: false)
        for shape in [trackLayer, progressLayer] {
            shape.frame = frame
            shape.path = path
            shape.fillColor = CGColor.clear
            shape.lineWidth = lineWidth
        }
        trackLayer.strokeColor = CGColor(gray: 0.8, alpha: 1)
        progressLayer.strokeColor = CGColor(red: 0.2, green: 0.5, blue: 1, alpha: 1)
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
    }

    func setProgress(_ progress: CGFloat, animated: Bool) {
        if animated {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = progressLayer.strokeEnd
            animation.toValue = progress
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            progressLayer.add(animation, forKey: "progress")
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        progressLayer.strokeEnd = progress
        CATransaction.commit()
    }
}

/// A gradient whose colours cross-fade and whose locations sweep, as shimmer effects build them.
final class ShimmerGradient {
    let gradientLayer = CAGradientLayer()

    init(frame: CGRect) {
        gradientLayer.frame = frame
        gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        gradientLayer.colors = [CGColor(gray: 0.85, alpha: 1), CGColor(gray: 1, alpha: 1), CGColor(gray: 0.85, alpha: 1)]
        gradientLayer.locations = [0, 0.1, 0.2]
    }

    func startAnimating() {
        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = [0, 0.1, 0.2]
        sweep.toValue = [0.8, 0.9, 1]
        sweep.duration = 1.5
        sweep.repeatCount = HUGE
        gradientLayer.add(sweep, forKey: "shimmer")

        let tint = CABasicAnimation(keyPath: "colors")
        tint.fromValue = gradientLayer.colors
        tint.toValue = [CGColor(red: 0.8, green: 0.85, blue: 1, alpha: 1), CGColor(gray: 1, alpha: 1),
                        CGColor(red: 0.8, green: 0.85, blue: 1, alpha: 1)]
        tint.duration = 3
        tint.autoreverses = true
        tint.repeatCount = HUGE
        gradientLayer.add(tint, forKey: "tint")
    }
}

/// Three dots that grow and shrink one after another, as replicator loaders build them.
final class ReplicatorDotsLoader {
    let replicatorLayer = CAReplicatorLayer()

    init(frame: CGRect, color: CGColor, delay: CFTimeInterval = 0.2) {
        replicatorLayer.frame = frame
        let dotSize = frame.height / 2
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: dotSize, height: dotSize)
        dot.position = CGPoint(x: dotSize / 2 + 4, y: frame.height / 2)
        dot.cornerRadius = dotSize / 2
        dot.backgroundColor = color
        dot.transform = CATransform3DMakeScale(0.3, 0.3, 1)
        replicatorLayer.addSublayer(dot)
        replicatorLayer.instanceCount = 3
        replicatorLayer.instanceTransform = CATransform3DMakeTranslation(dotSize + 8, 0, 0)
        replicatorLayer.instanceDelay = delay

        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 0.3
        pulse.toValue = 1
        pulse.duration = 0.6
        pulse.autoreverses = true
        pulse.repeatCount = HUGE
        dot.add(pulse, forKey: "pulse")
    }
}
