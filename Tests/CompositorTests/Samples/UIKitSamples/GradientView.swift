// A UIKit sample (GoldenUIKitSampleTests): a gradient view as iOS apps write it, its layer a CAGradientLayer
// through `override class var layerClass: AnyClass`, with rounded corners and colours that cross-fade between two
// UIColor pairs for ever (docs/porting.md "The UIKit types").
import UIKit

final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    var colors: [UIColor] = [.systemPink, .systemPurple] {
        didSet { gradientLayer.colors = colors.map { $0.cgColor } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = colors.map { $0.cgColor }
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        layer.cornerRadius = 12
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func animateColors(to newColors: [UIColor], duration: CFTimeInterval) {
        let animation = CABasicAnimation(keyPath: "colors")
        animation.fromValue = gradientLayer.colors
        animation.toValue = newColors.map { $0.cgColor }
        animation.duration = duration
        animation.autoreverses = true
        animation.repeatCount = .infinity
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        gradientLayer.add(animation, forKey: "colorChange")
    }
}
