// A UIKit sample (GoldenUIKitSampleTests): a determinate progress ring view as iOS apps write it: a track and a
// progress arc (CAShapeLayers on a UIBezierPath arc from twelve o'clock, clockwise on screen), laid out in
// layoutSubviews, with setProgress(_:animated:) animating strokeEnd (docs/porting.md "The UIKit types").
import UIKit

final class ProgressRingView: UIView {
    var lineWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }
    var trackColor: UIColor = UIColor(white: 0.85, alpha: 1) {
        didSet { trackLayer.strokeColor = trackColor.cgColor }
    }
    var progressColor: UIColor = .systemGreen {
        didSet { progressLayer.strokeColor = progressColor.cgColor }
    }
    private(set) var progress: CGFloat = 0

    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        for shape in [trackLayer, progressLayer] {
            shape.fillColor = UIColor.clear.cgColor
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        trackLayer.strokeColor = trackColor.cgColor
        progressLayer.strokeColor = progressColor.cgColor
        progressLayer.strokeEnd = 0
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = (min(bounds.width, bounds.height) - lineWidth) / 2
        let path = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                                endAngle: 3 * .pi / 2, clockwise: true)
        for shape in [trackLayer, progressLayer] {
            shape.frame = bounds
            shape.path = path.cgPath
            shape.lineWidth = lineWidth
        }
    }

    func setProgress(_ newValue: CGFloat, animated: Bool, duration: TimeInterval = 0.8) {
        let clamped = max(0, min(1, newValue))
        if animated {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd
            animation.toValue = clamped
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
            progressLayer.add(animation, forKey: "progress")
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        progressLayer.strokeEnd = clamped
        CATransaction.commit()
        progress = clamped
    }
}
