// A UIKit sample (GoldenUIKitSampleTests): a card that hops and flips about its vertical axis, with keyframe
// values boxed in NSValue as Apple code boxes them: `NSValue(caTransform3D:)` for the 3-D turn (with perspective
// in m34) and `NSValue(cgPoint:)` for the hop, run together in a CAAnimationGroup (docs/porting.md "Boxed values").
import UIKit

final class CardFlipView: UIView {
    let cardLayer = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        cardLayer.bounds = CGRect(x: 0, y: 0, width: frame.width * 0.5, height: frame.height * 0.6)
        cardLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
        cardLayer.backgroundColor = UIColor.systemOrange.cgColor
        cardLayer.cornerRadius = 8
        cardLayer.borderColor = UIColor.white.cgColor
        cardLayer.borderWidth = 3
        layer.addSublayer(cardLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func flip(duration: CFTimeInterval = 1.2) {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 300

        let turn = CAKeyframeAnimation(keyPath: "transform")
        turn.values = [
            NSValue(caTransform3D: perspective),
            NSValue(caTransform3D: CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)),
            NSValue(caTransform3D: CATransform3DRotate(perspective, .pi, 0, 1, 0)),
        ]
        turn.keyTimes = [0, 0.5, 1]

        let start = cardLayer.position
        let hop = CAKeyframeAnimation(keyPath: "position")
        hop.values = [
            NSValue(cgPoint: start),
            NSValue(cgPoint: CGPoint(x: start.x, y: start.y - 12)),
            NSValue(cgPoint: start),
        ]
        hop.keyTimes = [0, 0.5, 1]

        let group = CAAnimationGroup()
        group.animations = [turn, hop]
        group.duration = duration
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        cardLayer.add(group, forKey: "flip")
    }
}
