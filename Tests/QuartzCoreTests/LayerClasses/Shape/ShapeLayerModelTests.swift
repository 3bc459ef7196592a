// CAShapeLayer's model (CAShapeLayer.h): the header's defaults, key-value coding, which keys animate implicitly
// (not `path`, which animates only explicitly), and bad input reported once.
import Foundation
import Testing
@testable import QuartzCore

@Suite struct ShapeLayerModelTests {
    @Test("a new shape layer has the header's defaults")
    func defaults() {
        let s = CAShapeLayer()
        #expect(s.path == nil && s.fillColor == CGColor(gray: 0, alpha: 1) && s.strokeColor == nil)
        #expect(s.fillRule == .nonZero && s.lineCap == .butt && s.lineJoin == .miter)
        #expect(s.lineWidth == 1 && s.miterLimit == 10 && s.strokeStart == 0 && s.strokeEnd == 1)
        #expect(s.lineDashPattern == nil && s.lineDashPhase == 0)
        #expect(CAShapeLayer.defaultValue(forKey: "strokeEnd") as? CGFloat == 1)
        #expect(CAShapeLayer.defaultValue(forKey: "miterLimit") as? CGFloat == 10)
        #expect(CALayer.defaultValue(forKey: "strokeEnd") == nil)
        #expect(kCAFillRuleEvenOdd.rawValue == "even-odd" && kCALineJoinBevel.rawValue == "bevel"
                && CAShapeLayerLineCap.square.rawValue == "square")
    }

    @Test("KVC reads and writes the shape keys with Apple's names and string values")
    func keyValueCoding() {
        let s = CAShapeLayer()
        s.setValue(0.25, forKey: "strokeStart")
        s.setValue("round", forKey: "lineCap")
        s.setValue(CAShapeLayerFillRule.evenOdd, forKey: "fillRule")
        s.setValue([4, 2] as [NSNumber], forKey: "lineDashPattern")
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        s.setValue(path, forKey: "path")
        #expect(s.strokeStart == 0.25 && s.lineCap == .round && s.fillRule == .evenOdd)
        #expect(s.lineDashPattern == [4, 2] && s.path == path)
        #expect(s.value(forKey: "lineWidth") as? CGFloat == 1)
        #expect(s.value(forKey: "lineJoin") as? CAShapeLayerLineJoin == .miter)
    }

    @Test("fillColor, strokeColor, strokeStart/End, lineWidth, miterLimit and lineDashPhase animate implicitly; path does not")
    func implicitActions() {
        let scene = HostedScene()
        let s = CAShapeLayer()
        scene.add(s)
        for key in ["fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase"] {
            #expect(s.action(forKey: key) is CABasicAnimation, "\(key)")
        }
        for key in ["path", "fillRule", "lineCap", "lineJoin", "lineDashPattern"] {
            #expect(s.action(forKey: key) == nil, "\(key)")
        }
        s.strokeEnd = 0.5
        #expect((s.animation(forKey: "strokeEnd") as? CABasicAnimation)?.fromValue as? CGFloat == 1)
    }

    @Test("a path animation in the render tree blends point by point; mismatched paths switch half-way")
    func pathAnimationEvaluates() {
        let scene = HostedScene()
        let s = CAShapeLayer()
        let from = CGMutablePath(), to = CGMutablePath()
        from.move(to: .zero); from.addLine(to: CGPoint(x: 10, y: 0))
        to.move(to: CGPoint(x: 0, y: 10)); to.addLine(to: CGPoint(x: 20, y: 10))
        s.path = to
        scene.add(s)
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        s.add(animation, forKey: "p")
        CATransaction.flush()
        guard let tree = scene.host.trees.last, let index = tree.layers.firstIndex(where: { $0.shape != nil }) else {
            Issue.record("no shape layer in the committed tree")
            return
        }
        let evaluated = tree.evaluate(at: tree.commitTime + 0.5)
        #expect(evaluated[index].shape?.path == [.moveTo(CGPoint(x: 0, y: 5)), .addLine(CGPoint(x: 15, y: 5))])
    }

    @Test("NaN paths and numbers are ignored with a message; negative widths and bad dashes are kept with one")
    func badInput() {
        let s = CAShapeLayer()
        s.name = "bad-shape"
        let nanPath = CGMutablePath()
        nanPath.move(to: CGPoint(x: CGFloat.nan, y: 0))
        let messages = EngineDiagnostics.capture {
            s.path = nanPath
            s.strokeEnd = .infinity
            s.lineWidth = -2
            s.lineDashPattern = [0, 0]
            s.lineDashPattern = [4, -1]
        }
        #expect(messages.count == 5, "\(messages)")
        #expect(s.path == nil && s.strokeEnd == 1 && s.lineWidth == -2 && s.lineDashPattern == [4, -1])
        #expect(!ShapeDash.isDrawable([0, 0]) && !ShapeDash.isDrawable([4, -1]) && ShapeDash.isDrawable([4, 0]))
    }
}
